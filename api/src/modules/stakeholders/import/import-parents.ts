import type { FileKeys, Group, LookupContext, PendingRow } from './import-group';
import { NO_ROWS } from './import-group';
import type { StakeholderImportOutcome as ImportOutcome } from './stakeholder-import-outcome';
import { nameKeyOf, type ImportCandidate } from './row-validator';
import type { ExistingRef } from './stakeholder-import.repository';

/** A parent named by a row that can only be settled once the whole file is read. */
type DeferredParent = { group: Group; entry: PendingRow; c: ImportCandidate };

/**
 * The parent organisation each row names. By CNPJ in the file so far or in the database it is set at
 * once; the rest (a CNPJ further down, any parent by name, which a later organisation of the same name
 * would make ambiguous) is settled at the end of the file, and the groups whose rows name one are held
 * until then, so the record is written once with its parent.
 */
export class ImportParents {
  private readonly deferred: DeferredParent[] = [];
  /** Groups waiting for the end of the file before they are written. */
  readonly held = new Set<Group>();
  private readonly inScope: ReadonlySet<string>;

  constructor(
    private readonly context: LookupContext,
    private readonly keys: FileKeys,
    private readonly outcome: ImportOutcome,
  ) {
    this.inScope = new Set(context.scope.workspaceIds);
  }

  /**
   * The parent of `entry` (a row of `group`), if it names one: set now, refused (the group itself), or
   * deferred to `settle` with the group held. `dbByDocument`: the batch's documents found in the
   * database, which include its parents' CNPJ.
   */
  place(group: Group, entry: PendingRow, dbByDocument: ReadonlyMap<string, ExistingRef>): void {
    const { c } = entry;
    if (c.parentDocument === undefined && c.parentName === undefined) return;
    entry.parent = null;
    if (c.parentDocument) {
      const inFile = this.keys.orgByDocument.get(c.parentDocument);
      const inDb = dbByDocument.get(c.parentDocument);
      const found =
        inFile?.id ??
        (inDb && this.inScope.has(inDb.workspaceId) && inDb.kind === 'organization' ? inDb.id : undefined);
      if (found === group.id) this.outcome.parentError(c, true);
      else if (found) entry.parent = found;
      else this.defer(group, entry);
    } else if (c.parentName) this.defer(group, entry);
  }

  private defer(group: Group, entry: PendingRow): void {
    this.deferred.push({ group, entry, c: entry.c });
    group.held = true;
  }

  /** Nothing will be written: the held groups' rows are dropped (their keys stay). */
  dropHeld(): void {
    for (const g of this.held) g.pending = NO_ROWS;
    this.held.clear();
  }

  /** Parents deferred so far, settled now that every organisation of the file is known. */
  async settle(): Promise<void> {
    const { slice, repository, reads, scope } = this.context;
    const { orgByDocument, orgByName, ownIds } = this.keys;
    /** Organisations in scope by folded name (null: two share it); read once, only if needed. */
    let dbByName: Map<string, string | null> | undefined;
    for (const d of this.deferred) {
      if (slice.due()) await slice.pause();
      let parent: string | undefined;
      if (d.c.parentDocument) parent = orgByDocument.get(d.c.parentDocument)?.id;
      else if (d.c.parentName) {
        const key = nameKeyOf(d.c.parentName);
        const inFile = orgByName.get(key);
        if (inFile) parent = inFile.id;
        else if (inFile === undefined) {
          if (!dbByName) {
            dbByName = new Map();
            for (const org of await repository.organisations(reads, scope)) {
              if (slice.due()) await slice.pause();
              if (ownIds.has(org.id)) continue;
              const orgKey = nameKeyOf(org.name);
              dbByName.set(orgKey, dbByName.has(orgKey) ? null : org.id);
            }
          }
          parent = dbByName.get(key) ?? undefined;
        }
      }
      if (parent === undefined || parent === d.group.id) this.outcome.parentError(d.c, parent !== undefined);
      else d.entry.parent = parent;
    }
  }
}
