import { setImmediate } from 'node:timers/promises';
import type { DuplicateDecision, ImportCounts } from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import type { FieldChange, StakeholderRow } from '../../../db/schema';
import { newRecordId } from '../../../lib/record-id';
import type { RequestScope } from '../../../lib/scope';
import { diffRows, stakeholderSearchText } from '../stakeholder.fields';
import { NO_ROWS, type Group, type PendingRow } from './import-group';
import type { ImportCandidate } from './row-validator';
import {
  createCopyBatch,
  type CopyBatch,
  type HistoryEntry,
  type ImportRow,
  type StakeholderImportRepository,
} from './stakeholder-import.repository';
import type { TimeSlice } from '../../../lib/sheets/time-slice';

/** Batches written or waiting to be written at once. */
const WRITE_DEPTH = 2;

/** The row after an import: the stored one (update) or the defaults (create), overwritten by what the file has. */
export const merge = (base: ImportRow, c: ImportCandidate): ImportRow => {
  const next = { ...base, kind: c.kind, name: c.name };
  const fields = [
    'document',
    'categoryCode',
    'scopeCode',
    'entityTypeCode',
    'address',
    'postalCode',
    'email',
    'phone',
    'notes',
  ] as const;
  for (const field of fields) if (c[field] !== undefined) next[field] = c[field] ?? null;
  if (c.state !== undefined) {
    if (c.state !== base.state && c.municipality === undefined) {
      next.municipality = null;
      next.municipalityCode = null;
    }
    next.state = c.state;
  }
  if (c.municipality !== undefined) {
    next.municipality = c.municipality;
    next.municipalityCode = c.municipalityCode ?? null;
  }
  if (c.influence !== undefined) next.influence = c.influence;
  if (c.interest !== undefined) next.interest = c.interest;
  next.searchText = stakeholderSearchText(next);
  return next;
};

export const fromStored = (row: StakeholderRow): ImportRow => ({
  id: row.id,
  workspaceId: row.workspaceId,
  kind: row.kind,
  name: row.name,
  document: row.document,
  categoryCode: row.categoryCode,
  scopeCode: row.scopeCode,
  entityTypeCode: row.entityTypeCode,
  state: row.state,
  municipality: row.municipality,
  municipalityCode: row.municipalityCode,
  address: row.address,
  postalCode: row.postalCode,
  email: row.email,
  phone: row.phone,
  parentId: row.parentId,
  influence: row.influence,
  interest: row.interest,
  notes: row.notes,
  searchText: row.searchText,
});

export const blank = (id: string, workspaceId: string): ImportRow => ({
  id,
  workspaceId,
  kind: 'person',
  name: '',
  document: null,
  categoryCode: null,
  scopeCode: null,
  entityTypeCode: null,
  state: null,
  municipality: null,
  municipalityCode: null,
  address: null,
  postalCode: null,
  email: null,
  phone: null,
  parentId: null,
  influence: 3,
  interest: 3,
  notes: null,
  searchText: '',
});

type Stored = Awaited<ReturnType<StakeholderImportRepository['current']>>;
const nothingStored: Stored = { rows: [], topics: new Map(), hiddenTopics: new Map() };

export type BatchWriterContext = {
  /** The import's transaction. */
  exec: Database;
  scope: RequestScope;
  repository: StakeholderImportRepository;
  slice: TimeSlice;
  workspaceId: string;
  decision: DuplicateDecision;
  topicNames: ReadonlyMap<string, string>;
  /** Counted here as batches are prepared: created, updated, unchanged, skipped. */
  counts: ImportCounts;
  /** Filled with the records this import creates, so the duplicate checks ignore them. */
  ownIds: Set<string>;
  /** PostgreSQL: new rows go out by COPY, built as text while the batch is prepared (decision 0025). */
  copy?: boolean;
  /** PGlite: statements of this many rows with the event loop let through between them. */
  writeRows?: number;
};

type Prepared = {
  copied: CopyBatch | null;
  inserts: ImportRow[];
  updates: ImportRow[];
  history: HistoryEntry[];
  topicLinks: Array<{ stakeholderId: string; topicIds: string[] }>;
};

/**
 * Writes groups batch by batch inside the import's transaction. Writes run one after the other while
 * the next batches are read, validated and checked (both cores busy); at most WRITE_DEPTH batches wait,
 * so memory stays bounded. Batches are prepared one at a time, in file order: preparing marks groups
 * written and counts them, which a later batch of the same groups relies on.
 */
export class ImportBatchWriter {
  /** Whether any batch was started (the progress phase says `writing` from then on). */
  wrote = false;
  private inFlight: Promise<void> = Promise.resolve();
  private readonly queued: Array<Promise<void>> = [];
  /** The last batch's preparation. */
  private preparing: Promise<unknown> = Promise.resolve();

  constructor(private readonly context: BatchWriterContext) {}

  /** Settles when every batch started so far is written; rejects with the first failed write. */
  idle(): Promise<void> {
    return this.inFlight;
  }

  /** Queues the groups' pending rows for writing; waits only while WRITE_DEPTH batches are queued. */
  async start(groups: Group[]): Promise<void> {
    if (groups.length === 0) return;
    this.wrote = true;
    while (this.queued.length >= WRITE_DEPTH) await this.queued.shift();
    // The batch's rows are taken now: rows a later batch adds to the same groups go with that batch.
    const taken = groups.map((g) => {
      const rows = g.pending;
      g.pending = NO_ROWS;
      return rows;
    });
    const writtenBefore = this.inFlight;
    const { exec, scope, repository } = this.context;
    // A batch that reads nothing back is prepared as soon as the one before is, while PostgreSQL
    // still writes earlier ones: the backend then goes from one batch to the next without waiting for
    // this thread to build it. One that reads stored rows (update) reads them after the writes before.
    const prepared = this.preparing.then(async () => {
      const reads = this.toRead(groups);
      let current = nothingStored;
      if (reads.length > 0) {
        await writtenBefore;
        current = await repository.current(
          exec,
          scope,
          reads.map((g) => g.id),
        );
      }
      return this.prepare(groups, taken, current);
    });
    this.preparing = prepared.catch(() => undefined);
    this.inFlight = this.inFlight.then(async () => this.write(await prepared));
    // Observed at once, so a failed write is never an unhandled rejection; awaited later.
    this.inFlight.catch(() => undefined);
    this.queued.push(this.inFlight);
  }

  /** Registered records (or ones this import wrote) that an update must read before changing them. */
  private toRead(groups: Group[]): Group[] {
    return this.context.decision === 'update' ? groups.filter((g) => g.existing || g.written) : [];
  }

  // Sorted by name, as the stakeholder repository lists topics in its history entries.
  private topicRefs(ids: string[]) {
    const { topicNames } = this.context;
    return ids
      .map((id) => ({ id, name: topicNames.get(id) ?? id }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  /**
   * The rows, topic links and history of some groups (`taken`: each group's rows of this batch), from
   * what is stored of them (`current`). Marks the groups written and counts them. Lets the event loop
   * through between slices (a 5,000-row batch is 50–300 ms of work on a busy machine).
   */
  private async prepare(
    groups: Group[],
    taken: Array<readonly PendingRow[]>,
    current: Stored,
  ): Promise<Prepared> {
    const { slice, decision, counts, ownIds, scope, workspaceId } = this.context;
    const stored = new Map(current.rows.map((r) => [r.id, r]));
    // PostgreSQL: new rows and history become COPY text and JSON as they are made (createCopyBatch).
    const copy = this.context.copy ? createCopyBatch(scope) : null;
    const inserts: ImportRow[] = [];
    const updates: ImportRow[] = [];
    const history: HistoryEntry[] = [];
    const topicLinks: Array<{ stakeholderId: string; topicIds: string[] }> = [];
    for (const [i, g] of groups.entries()) {
      if (slice.due()) await slice.pause();
      const rows = taken[i] as readonly PendingRow[];
      const known = g.existing !== null || g.written;
      const applied = decision === 'update' ? rows : known ? [] : rows.slice(0, 1);
      counts.skipped += rows.length - applied.length;
      if (applied.length === 0) continue;
      const before = known ? stored.get(g.id) : undefined;
      if (known && !before) continue;
      let row = before ? fromStored(before) : blank(g.id, workspaceId);
      let topicIds: string[] | undefined;
      for (const { c, parent } of applied) {
        row = merge(row, c);
        if (parent !== undefined) row.parentId = parent;
        if (c.topicIds !== undefined) topicIds = c.topicIds;
      }
      // An update lists its changes, as the stakeholder repository writes them; fields an import does
      // not write (additional, responsible) compare equal to themselves. A creation is one `imported`
      // entry without a field list (decision 0025): its values are the record's own until a later
      // change records them as `before`.
      const changes: FieldChange[] = before ? diffRows(before, { ...before, ...row }) : [];
      const oldTopics = before ? (current.topics.get(before.id) ?? []) : [];
      // Topics out of the importer's sight stay as stored (decision 0070).
      const hiddenTopics = before ? (current.hiddenTopics.get(before.id) ?? []) : [];
      if (topicIds && hiddenTopics.length > 0)
        topicIds = [...new Set([...topicIds.filter((id) => !hiddenTopics.includes(id)), ...hiddenTopics])];
      if (topicIds && [...topicIds].sort().join() !== [...oldTopics].sort().join()) {
        topicLinks.push({ stakeholderId: row.id, topicIds });
        if (before)
          changes.push({
            field: 'topics',
            before: this.topicRefs(oldTopics),
            after: this.topicRefs(topicIds),
          });
      }
      g.written = true;
      if (!before) {
        g.created = true;
        ownIds.add(row.id);
        counts.created += 1;
        const entry: HistoryEntry = {
          id: newRecordId(),
          stakeholderId: row.id,
          action: 'imported',
          changes,
        };
        if (copy) {
          copy.row(row);
          copy.history(entry);
        } else {
          inserts.push(row);
          history.push(entry);
        }
      } else if (changes.length > 0) {
        // A record this import created and a later batch changes gets an `updated` entry too.
        if (!g.created && g.outcome !== 'updated') {
          if (g.outcome === 'unchanged') counts.unchanged -= 1;
          counts.updated += 1;
          g.outcome = 'updated';
        }
        updates.push(row);
        const entry: HistoryEntry = {
          id: newRecordId(),
          stakeholderId: row.id,
          action: 'updated',
          changes,
        };
        if (copy) copy.history(entry);
        else history.push(entry);
      } else if (!g.created && g.outcome === 'none') {
        counts.unchanged += 1;
        g.outcome = 'unchanged';
      }
    }
    return { copied: copy?.done() ?? null, inserts, updates, history, topicLinks };
  }

  private async write(prepared: Prepared): Promise<void> {
    const { exec, scope, repository } = this.context;
    const size = this.context.writeRows;
    if (!size) {
      if (prepared.copied) await repository.copyWithHistory(exec, scope, prepared.copied);
      else await repository.insertWithHistory(exec, scope, prepared.inserts, prepared.history);
      await repository.update(exec, scope, prepared.updates);
      await repository.replaceTopics(exec, scope, prepared.topicLinks);
      return;
    }
    const parts = <T>(items: T[]) => {
      const out: T[][] = [];
      for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
      return out;
    };
    for (const rows of parts(prepared.inserts)) {
      await setImmediate();
      const ids = new Set(rows.map((r) => r.id));
      const history = prepared.history.filter((h) => ids.has(h.stakeholderId) && h.action === 'imported');
      await repository.insertWithHistory(exec, scope, rows, history);
    }
    const updated = prepared.history.filter((h) => h.action !== 'imported');
    for (const part of parts(updated)) {
      await setImmediate();
      await repository.insertWithHistory(exec, scope, [], part);
    }
    for (const rows of parts(prepared.updates)) {
      await setImmediate();
      await repository.update(exec, scope, rows);
    }
    for (const links of parts(prepared.topicLinks)) {
      await setImmediate();
      await repository.replaceTopics(exec, scope, links);
    }
  }
}
