import type { ImportDuplicate } from '@conexoes/shared/contract';
import { newRecordId } from '../../../lib/record-id';
import {
  NO_ROWS,
  nameKey,
  type FileKeys,
  type Group,
  type LookupContext,
  type PendingRow,
} from './import-group';
import type { StakeholderImportOutcome as ImportOutcome } from './stakeholder-import-outcome';
import type { ImportParents } from './import-parents';
import { nameKeyOf, type ImportCandidate } from './row-validator';
import type { ExistingRef } from './stakeholder-import.repository';

/**
 * Duplicates, batch by batch: a row joins the group of an earlier row of the file with the same
 * CPF/CNPJ, or the same folded name and municipality when a side has no document (two different
 * documents are two stakeholders); a new group may match one registered stakeholder the same way (one
 * database query per batch for documents, one for names). Each row's parent goes to the parents part.
 */
export class ImportMatcher {
  private readonly inScope: ReadonlySet<string>;

  constructor(
    private readonly context: LookupContext,
    private readonly keys: FileKeys,
    private readonly outcome: ImportOutcome,
    private readonly parents: ImportParents,
  ) {
    this.inScope = new Set(context.scope.workspaceIds);
  }

  /** The groups of one batch's rows (each row appended to its group's pending rows). */
  async classify(batch: ImportCandidate[]): Promise<Set<Group>> {
    const { slice } = this.context;
    const { byDocument, byName } = this.keys;
    const { dbByDocument, dbByName } = await this.registered(batch);

    const touched = new Set<Group>();
    for (const c of batch) {
      if (slice.due()) await slice.pause();
      const key = nameKey(c);
      let group = c.document ? byDocument.get(c.document) : undefined;
      let reason: ImportDuplicate['reason'] = 'document';
      if (!group) {
        const sameName = byName.get(key);
        // Two different CPF/CNPJ are two stakeholders, whatever their names.
        if (sameName && (!c.document || !sameName.document)) {
          group = sameName;
          reason = 'nameAndMunicipality';
        }
      }
      if (group) {
        this.outcome.duplicates.push({
          line: c.line,
          reason,
          matchedLine: group.firstLine,
          existingId: group.existing?.id ?? null,
          existingName: group.existing?.name ?? null,
        });
      } else {
        let existing: ExistingRef | null = null;
        if (c.document) {
          const hit = dbByDocument.get(c.document);
          if (hit && !this.inScope.has(hit.workspaceId)) {
            this.outcome.documentTaken(c.line);
            continue;
          }
          existing = hit ?? null;
        }
        if (!existing) {
          const hit = dbByName.get(key);
          if (hit && (!c.document || !hit.document)) {
            existing = hit;
            reason = 'nameAndMunicipality';
          }
        }
        if (existing) {
          this.outcome.duplicates.push({
            line: c.line,
            reason,
            matchedLine: null,
            existingId: existing.id,
            existingName: existing.name,
          });
        }
        group = {
          id: existing?.id ?? newRecordId(),
          firstLine: c.line,
          document: c.document ?? null,
          existing,
          pending: NO_ROWS,
          written: false,
          created: false,
          outcome: 'none',
          held: false,
        };
        if (c.document) byDocument.set(c.document, group);
        if (!byName.has(key)) byName.set(key, group);
      }
      this.keys.noteOrganisation(c, group);

      const entry: PendingRow = { c };
      this.parents.place(group, entry, dbByDocument);
      if (group.pending === NO_ROWS) group.pending = [entry];
      else (group.pending as PendingRow[]).push(entry);
      touched.add(group);
    }
    return touched;
  }

  /**
   * Registered stakeholders the batch may match: by the documents (and parent CNPJ) the file has not
   * met yet, tenant-wide, and by the name keys it has not met, in scope. Records this import created are
   * left out: the file's own keys match those.
   */
  private async registered(batch: ImportCandidate[]) {
    const { slice, repository, reads, scope } = this.context;
    const { byDocument, byName, orgByDocument, ownIds } = this.keys;
    const documents = new Set<string>();
    // `open`: a row of this key has no document, so any namesake matches; otherwise only one without.
    const names = new Map<string, { key: string; code: string | null; open: boolean }>();
    for (const c of batch) {
      if (slice.due()) await slice.pause();
      if (c.document && !byDocument.has(c.document)) documents.add(c.document);
      if (c.parentDocument && !orgByDocument.has(c.parentDocument)) documents.add(c.parentDocument);
      const key = nameKey(c);
      if (byName.has(key)) continue;
      const known = names.get(key);
      if (known) known.open ||= !c.document;
      else names.set(key, { key: c.nameKey, code: c.municipalityCode ?? null, open: !c.document });
    }
    const [foundByDocument, foundByName] = await Promise.all([
      repository.byDocuments(reads, scope, [...documents]),
      repository.byNameKeys(reads, scope, [...names.values()]),
    ]);
    const dbByDocument = new Map<string, ExistingRef>();
    for (const r of foundByDocument) if (!ownIds.has(r.id)) dbByDocument.set(r.document as string, r);
    const dbByName = new Map<string, ExistingRef>();
    for (const r of foundByName) {
      if (slice.due()) await slice.pause();
      if (ownIds.has(r.id)) continue;
      const key = nameKey({
        nameKey: nameKeyOf(r.name),
        state: r.state,
        municipalityCode: r.municipalityCode,
      });
      if (names.has(key) && !dbByName.has(key)) dbByName.set(key, r);
    }
    return { dbByDocument, dbByName };
  }
}
