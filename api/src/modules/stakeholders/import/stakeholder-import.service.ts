import { setImmediate } from 'node:timers/promises';
import type {
  DuplicateDecision,
  FileFormat,
  ImportCounts,
  ImportDuplicate,
  ImportPhase,
  ImportProfile,
  ImportRowError,
  StakeholderImportReport,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import type { FieldChange, StakeholderImportJobRow, StakeholderRow } from '../../../db/schema';
import { HttpProblem } from '../../../lib/problem';
import { newRecordId } from '../../../lib/record-id';
import type { RequestScope } from '../../../lib/scope';
import { diffRows, stakeholderSearchText } from '../stakeholder.fields';
import { detectFileKind } from './file-type';
import { createImportJobRepository, emptyCounts, toReport, type JobOutcome } from './import-job.repository';
import type { ImportLimits } from './import-limits';
import { bindHeader, importProfileDefinitions, recordOf } from './import-profiles';
import { ReportList } from './report-list';
import { readRows } from './row-source';
import { nameKeyOf, validateRow, type ImportCandidate } from './row-validator';
import {
  createCopyBatch,
  createStakeholderImportRepository,
  type ExistingRef,
  type HistoryEntry,
  type ImportRow,
} from './stakeholder-import.repository';
import { createTimeSlice } from './time-slice';
import { assertSafeWorkbook } from './zip-guard';

export type ImportRequest = {
  profile: ImportProfile;
  buffer: Buffer;
  /** Set when checkFile already ran. */
  format?: FileFormat;
  fileName: string | null;
  dryRun: boolean;
  onDuplicate: DuplicateDecision | null;
  workspaceId: string;
};

/** At most this many errors and duplicates are listed; counts stay complete. */
const LIST_LIMIT = 1000;
/** Batches written or waiting to be written at once. */
const WRITE_DEPTH = 2;
/** Progress is written every this many rows. */
const PROGRESS_EVERY = 5000;

/** A valid row waiting to be written, with its parent once known (undefined: the row names none). */
type PendingRow = { c: ImportCandidate; parent?: string | null };

/**
 * One stakeholder of the file: its first row, later duplicates, maybe a registered record. Kept for the
 * whole import (the duplicate keys point at it); its rows are dropped once written.
 */
type Group = {
  id: string;
  firstLine: number;
  /** The first row's CPF/CNPJ: two different documents are two stakeholders. */
  document: string | null;
  existing: ExistingRef | null;
  pending: readonly PendingRow[];
  /** Written by this import already (created, or an earlier batch updated it). */
  written: boolean;
  created: boolean;
  /** What the counts say of a registered record so far. */
  outcome: 'none' | 'unchanged' | 'updated';
  /** Waits for the end of the file: a row names a parent not met yet. */
  held: boolean;
};

/**
 * A group's rows once taken (or before its first): shared, never pushed to. A group's first row makes
 * a one-element array (`[entry]`): an empty array's first push reserves 17 slots, and the 100k groups
 * of a large import outlive the young generation, so every byte of them is copied by scavenges.
 */
const NO_ROWS: readonly PendingRow[] = Object.freeze([]);

/** A parent named by a row that can only be settled once the whole file is read. */
type DeferredParent = { line: number; group: Group; entry: PendingRow | null; c: ImportCandidate };

/** Thrown inside the import's transaction to roll it back after a refused apply. */
class Rollback extends Error {}
/** Thrown when the process stops mid-import (the job's signal): the transaction rolls back. */
class Interrupted extends Error {}

export const interruptedMessage = 'The server stopped before the import finished; nothing was imported';

const nameKey = (c: { nameKey: string; state?: string | null; municipalityCode?: string | null }) =>
  `${c.nameKey}|${c.state ?? ''}|${c.municipalityCode ?? ''}`;

/** The row after an import: the stored one (update) or the defaults (create), overwritten by what the file has. */
const merge = (base: ImportRow, c: ImportCandidate): ImportRow => {
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

const fromStored = (row: StakeholderRow): ImportRow => ({
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

const blank = (id: string, workspaceId: string): ImportRow => ({
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

/**
 * The import pipeline (docs/decisions/0020-stakeholder-import-pipeline.md): check the file by content,
 * then one pass over its rows in batches — validate, find duplicates in the file (keys of every earlier
 * row) and in the database (one query per batch), resolve parents, and, when applying, write the batch
 * inside the import's one transaction while the next batch is read. Any error, an undecided duplicate
 * or a dry run rolls the transaction back at the end: all or nothing.
 */
export const createStakeholderImportService = (
  db: Database,
  limits: ImportLimits,
  options: {
    /**
     * Duplicate look-ups may run on another connection while the transaction writes (PostgreSQL).
     * They never need the import's own rows (those are matched by the file's keys), so this is the
     * same answer, without waiting behind the batch being written. PGlite has one connection.
     */
    concurrentReads?: boolean;
    /**
     * PGlite runs each statement on this thread: the writes go out in statements of this many rows
     * with the event loop let through between them, so other requests are answered meanwhile.
     */
    writeRows?: number;
    /**
     * PostgreSQL: new rows go out by COPY, their text (and the history's JSON) built while a batch
     * is prepared, in flat pieces (createCopyBatch), not kept as row objects until the write.
     */
    copy?: boolean;
  } = {},
) => {
  const jobs = createImportJobRepository(db);
  const repository = createStakeholderImportRepository(db);

  /**
   * Jobs running in this process: their progress is answered from here (on PGlite the stored row
   * cannot be read until the import's transaction ends) — only to the user who started them.
   */
  const live = new Map<string, { row: StakeholderImportJobRow; phase: ImportPhase; processed: number }>();

  /** Progress goes out without being awaited: on PGlite it would otherwise wait for the open transaction. */
  const progress = (
    scope: RequestScope,
    jobId: string,
    phase: 'reading' | 'validating' | 'writing',
    processed: number,
    total: number | null,
  ) => {
    const running = live.get(jobId);
    if (running) Object.assign(running, { phase, processed });
    jobs.progress(scope, jobId, phase, processed, total).catch(() => undefined);
  };

  /** The file as a whole: its kind by content (415) and, for a workbook, the zip guard (413/415). */
  const checkFile = async (buffer: Buffer): Promise<FileFormat> => {
    const format = detectFileKind(buffer);
    if (format === 'xlsx') await assertSafeWorkbook(buffer, limits);
    return format;
  };

  /** One import from the first row to the last, against `exec` (the transaction when it writes). */
  const pass = async (
    exec: Database,
    scope: RequestScope,
    jobId: string,
    request: ImportRequest,
    format: FileFormat,
    lookups: Awaited<ReturnType<typeof repository.lookups>>,
    signal?: AbortSignal,
  ) => {
    const profile = importProfileDefinitions[request.profile];
    const reads = options.concurrentReads ? db : exec;
    const counts = emptyCounts();
    const errors = new ReportList<ImportRowError>(LIST_LIMIT, (e) => e.code !== 'missingColumn');
    const duplicates = new ReportList<ImportDuplicate>(LIST_LIMIT);
    const decision = request.onDuplicate ?? 'skip';
    const inScope = new Set(scope.workspaceIds);

    // Keys of every stakeholder met so far in the file.
    const byDocument = new Map<string, Group>();
    const byName = new Map<string, Group>();
    const orgByDocument = new Map<string, Group>();
    /** null: two organisations of the file share the name. */
    const orgByName = new Map<string, Group | null>();
    /** Records this import created: the transaction sees them, the duplicate checks must not. */
    const ownIds = new Set<string>();
    const deferred: DeferredParent[] = [];
    const held = new Set<Group>();
    let wrote = false;
    // Every loop below lets the event loop through once this import has worked a slice (time-slice.ts).
    const slice = createTimeSlice();

    /** Still writing: an apply with no error so far and every duplicate decided. */
    const writing = () =>
      !request.dryRun && errors.length === 0 && (duplicates.length === 0 || request.onDuplicate !== null);

    // Sorted by name, as the stakeholder repository lists topics in its history entries.
    const topicRefs = (ids: string[]) =>
      ids
        .map((id) => ({ id, name: lookups.topicNames.get(id) ?? id }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

    const noteOrganisation = (c: ImportCandidate, g: Group) => {
      if (c.kind !== 'organization') return;
      if (c.document) orgByDocument.set(c.document, g);
      const known = orgByName.get(c.nameKey);
      orgByName.set(c.nameKey, known === undefined || known === g ? g : null);
    };

    const parentError = (c: ImportCandidate, own: boolean) => {
      const column = c.parentDocument ? 'parentDocument' : 'parentName';
      errors.push({
        line: c.line,
        column,
        field: column,
        code: 'unknownParent',
        messageCode: own ? 'parentIsSelf' : 'parentUnknown',
        params: { value: (c.parentDocument ?? c.parentName) as string },
        message: own ? 'A stakeholder cannot be its own parent' : 'No single organisation matches the parent',
      });
    };

    /** Groups of one batch: duplicates (file first, then database) and parents known so far. */
    const classify = async (batch: ImportCandidate[]): Promise<Set<Group>> => {
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
          duplicates.push({
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
            if (hit && !inScope.has(hit.workspaceId)) {
              errors.push({
                line: c.line,
                column: null,
                field: 'document',
                code: 'documentTaken',
                messageCode: 'documentTaken',
                params: {},
                message: 'A stakeholder with this CPF/CNPJ exists in a workspace you cannot see',
              });
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
            duplicates.push({
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
        noteOrganisation(c, group);

        // Parents: by CNPJ in the file so far or in the database now; the rest (a CNPJ further down,
        // any parent by name, which a later organisation could make ambiguous) at the end of the file.
        const entry: PendingRow = { c };
        if (c.parentDocument !== undefined || c.parentName !== undefined) {
          entry.parent = null;
          if (c.parentDocument) {
            const inFile = orgByDocument.get(c.parentDocument);
            const inDb = dbByDocument.get(c.parentDocument);
            const found =
              inFile?.id ??
              (inDb && inScope.has(inDb.workspaceId) && inDb.kind === 'organization' ? inDb.id : undefined);
            if (found === group.id) parentError(c, true);
            else if (found) entry.parent = found;
            else deferred.push({ line: c.line, group, entry, c });
          } else if (c.parentName) deferred.push({ line: c.line, group, entry, c });
          if (deferred.at(-1)?.entry === entry) group.held = true;
        }
        if (group.pending === NO_ROWS) group.pending = [entry];
        else (group.pending as PendingRow[]).push(entry);
        touched.add(group);
      }
      return touched;
    };

    /** Registered records (or ones this import wrote) that an update must read before changing them. */
    const toRead = (groups: Group[]) =>
      decision === 'update' ? groups.filter((g) => g.existing || g.written) : [];
    const nothingStored: Awaited<ReturnType<typeof repository.current>> = { rows: [], topics: new Map() };

    /**
     * The rows, topic links and history of some groups (`taken`: each group's rows of this batch), from
     * what is stored of them (`current`). Marks the groups written and counts them: batches are prepared
     * one at a time, in file order. Lets the event loop through between slices (a 5,000-row batch is
     * 50–300 ms of work on a busy machine).
     */
    const prepare = async (
      groups: Group[],
      taken: Array<readonly PendingRow[]>,
      current: Awaited<ReturnType<typeof repository.current>>,
    ) => {
      const stored = new Map(current.rows.map((r) => [r.id, r]));
      // PostgreSQL: new rows and history become COPY text and JSON as they are made (createCopyBatch).
      const copy = options.copy ? createCopyBatch(scope) : null;
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
        let row = before ? fromStored(before) : blank(g.id, request.workspaceId);
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
        if (topicIds && [...topicIds].sort().join() !== [...oldTopics].sort().join()) {
          topicLinks.push({ stakeholderId: row.id, topicIds });
          if (before)
            changes.push({ field: 'topics', before: topicRefs(oldTopics), after: topicRefs(topicIds) });
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
    };

    const write = async (prepared: Awaited<ReturnType<typeof prepare>>) => {
      const size = options.writeRows;
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
    };

    // Writes run one after the other in the transaction while the next batches are read, validated
    // and checked (both cores busy); at most WRITE_DEPTH batches wait, so memory stays bounded.
    let inFlight: Promise<void> = Promise.resolve();
    const queued: Array<Promise<void>> = [];
    /** The last batch's preparation: batches are prepared one at a time, in file order. */
    let preparing: Promise<unknown> = Promise.resolve();
    const startWrite = async (groups: Group[]) => {
      if (groups.length === 0) return;
      wrote = true;
      while (queued.length >= WRITE_DEPTH) await queued.shift();
      // The batch's rows are taken now: rows a later batch adds to the same groups go with that batch.
      const taken = groups.map((g) => {
        const rows = g.pending;
        g.pending = NO_ROWS;
        return rows;
      });
      const writtenBefore = inFlight;
      // A batch that reads nothing back is prepared as soon as the one before is, while PostgreSQL
      // still writes earlier ones: the backend then goes from one batch to the next without waiting for
      // this thread to build it. One that reads stored rows (update) reads them after the writes before.
      const prepared = preparing.then(async () => {
        const reads = toRead(groups);
        let current = nothingStored;
        if (reads.length > 0) {
          await writtenBefore;
          current = await repository.current(
            exec,
            scope,
            reads.map((g) => g.id),
          );
        }
        return prepare(groups, taken, current);
      });
      preparing = prepared.catch(() => undefined);
      inFlight = inFlight.then(async () => write(await prepared));
      // Observed at once, so a failed write is never an unhandled rejection; awaited later.
      inFlight.catch(() => undefined);
      queued.push(inFlight);
    };

    const processBatch = async (batch: ImportCandidate[]) => {
      // A look-up through the transaction itself must come after the writes queued before it.
      if (!options.concurrentReads) await inFlight;
      const touched = await classify(batch);
      if (!writing()) {
        // Nothing will be written: keep the keys, drop the rows.
        for (const g of touched) g.pending = NO_ROWS;
        for (const g of held) g.pending = NO_ROWS;
        held.clear();
        return;
      }
      const ready: Group[] = [];
      for (const g of touched) {
        if (g.held) held.add(g);
        else ready.push(g);
      }
      await startWrite(ready);
    };

    let binding: ReturnType<typeof bindHeader> | null = null;
    let batch: ImportCandidate[] = [];
    for await (const row of readRows(request.buffer, format, profile.csv, limits.maxRowChars)) {
      if (slice.due()) await slice.pause();
      if (signal?.aborted) {
        await inFlight.catch(() => undefined);
        throw new Interrupted();
      }
      if (!binding) {
        binding = bindHeader(profile, row.cells);
        for (const column of binding.missing) {
          errors.push({
            line: row.line,
            column,
            field: null,
            code: 'missingColumn',
            messageCode: 'columnMissing',
            params: { column },
            message: `The column "${column}" is missing`,
          });
        }
        if (binding.missing.length > 0) break;
        continue;
      }
      counts.rows += 1;
      if (counts.rows > limits.maxRows)
        throw new HttpProblem(413, `The file has more than ${limits.maxRows} rows`);
      const result = validateRow(row.line, recordOf(profile, binding, row.cells), {
        ...lookups,
        sourceColumn: profile.sourceColumn,
        requiredFields: profile.requiredFields,
      });
      if (result.candidate) batch.push(result.candidate);
      else errors.push(...result.errors);
      if (batch.length >= limits.batchRows) {
        await processBatch(batch);
        batch = [];
      }
      if (counts.rows % Math.min(PROGRESS_EVERY, limits.batchRows) === 0)
        progress(scope, jobId, wrote ? 'writing' : 'reading', counts.rows, null);
    }
    if (!binding)
      errors.push({
        line: 1,
        column: null,
        field: null,
        code: 'required',
        messageCode: 'headerMissing',
        params: {},
        message: 'The file has no header row',
      });
    if (batch.length > 0) await processBatch(batch);
    await inFlight;
    if (signal?.aborted) throw new Interrupted();

    // Parents settled now that every organisation of the file is known.
    progress(scope, jobId, 'validating', counts.rows, counts.rows);
    let dbByName: Map<string, string | null> | undefined;
    for (const d of deferred) {
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
      if (parent === undefined || parent === d.group.id) parentError(d.c, parent !== undefined);
      else if (d.entry) d.entry.parent = parent;
    }
    if (writing() && held.size > 0) {
      const rest = [...held];
      for (let start = 0; start < rest.length; start += limits.batchRows)
        await startWrite(rest.slice(start, start + limits.batchRows));
      await inFlight;
    }

    counts.invalid = errors.lines.size;
    counts.errors = errors.length;
    counts.valid = counts.rows - counts.invalid;
    counts.duplicates = duplicates.length;
    return { format, counts, errors, duplicates, committable: writing() };
  };

  type Outcome = Awaited<ReturnType<typeof pass>>;

  const outcome = (
    analysis: Pick<Outcome, 'counts' | 'errors' | 'duplicates'> & { format: FileFormat | null },
    status: JobOutcome['status'],
    message: string | null,
  ): JobOutcome => ({
    status,
    format: analysis.format,
    counts: analysis.counts,
    errors: analysis.errors.items,
    duplicates: analysis.duplicates.items,
    truncated: analysis.errors.truncated || analysis.duplicates.truncated,
    message,
  });

  /** The counts of a pass whose writes were rolled back. */
  const nothingWritten = (counts: ImportCounts): ImportCounts => ({
    ...counts,
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
  });

  const runJob = async (scope: RequestScope, jobId: string, request: ImportRequest, signal?: AbortSignal) => {
    let result: Outcome | undefined;
    try {
      if (signal?.aborted) throw new Interrupted();
      const format = request.format ?? (await checkFile(request.buffer));
      const lookups = await repository.lookups(scope);
      if (request.dryRun) result = await pass(db, scope, jobId, request, format, lookups, signal);
      else {
        await db.transaction(async (tx) => {
          result = await pass(tx as unknown as Database, scope, jobId, request, format, lookups, signal);
          if (!result.committable) throw new Rollback('refused');
          // A stop that came while the last writes ran still rolls back: nothing half-written.
          if (signal?.aborted) throw new Interrupted();
        });
      }
    } catch (error) {
      if (error instanceof Interrupted) {
        await interrupt(scope, jobId);
        throw new HttpProblem(503, interruptedMessage);
      }
      if (!(error instanceof Rollback)) {
        const refused = error instanceof HttpProblem;
        await jobs.finish(scope, jobId, {
          ...outcome(
            refused || !result
              ? {
                  format: null,
                  counts: emptyCounts(),
                  errors: new ReportList(0),
                  duplicates: new ReportList(0),
                }
              : { ...result, counts: nothingWritten(result.counts) },
            'failed',
            refused ? error.message : 'The import failed; nothing was imported',
          ),
        });
        throw error;
      }
    }
    const done = result as Outcome;
    const { errors, duplicates } = done;
    if (request.dryRun) return jobs.finish(scope, jobId, outcome(done, 'previewed', null));
    if (errors.length > 0) {
      const message = `${done.counts.invalid} rows have errors; nothing was imported`;
      await jobs.finish(
        scope,
        jobId,
        outcome({ ...done, counts: nothingWritten(done.counts) }, 'rejected', message),
      );
      throw new HttpProblem(
        422,
        message,
        errors.items.map((e) => ({
          path: `rows.${e.line}${e.field ? `.${e.field}` : ''}`,
          message: e.message,
        })),
      );
    }
    if (duplicates.length > 0 && !request.onDuplicate) {
      const message = `${duplicates.length} rows are duplicates: choose onDuplicate=update or skip; nothing was imported`;
      await jobs.finish(
        scope,
        jobId,
        outcome({ ...done, counts: nothingWritten(done.counts) }, 'rejected', message),
      );
      throw new HttpProblem(409, message);
    }
    return jobs.finish(scope, jobId, outcome(done, 'applied', null));
  };

  /** The stored job, or — while it runs in this process — its live progress (see `live`). */
  const readJob = async (scope: RequestScope, jobId: string): Promise<StakeholderImportReport> => {
    const running = live.get(jobId);
    if (
      running &&
      running.row.tenantId === scope.tenantId &&
      running.row.userId === scope.userId &&
      scope.workspaceIds.includes(running.row.workspaceId)
    ) {
      return toReport({ ...running.row, phase: running.phase, processed: running.processed });
    }
    return jobs.get(scope, jobId);
  };

  /** Records the end of a job that never ran: the process stopped before its turn. */
  const interrupt = (scope: RequestScope, jobId: string) =>
    jobs.finish(scope, jobId, {
      ...outcome(
        { format: null, counts: emptyCounts(), errors: new ReportList(0), duplicates: new ReportList(0) },
        'interrupted',
        interruptedMessage,
      ),
    });

  return {
    jobs,
    checkFile,
    readJob,
    interrupt,

    start: async (scope: RequestScope, request: ImportRequest) => {
      const row = await jobs.start(scope, {
        workspaceId: request.workspaceId,
        profile: request.profile,
        fileName: request.fileName,
        dryRun: request.dryRun,
        onDuplicate: request.onDuplicate,
      });
      live.set(row.id, { row, phase: row.phase as ImportPhase, processed: 0 });
      return row;
    },

    /**
     * Runs a started job to its end and records the report. A refused file or a refused apply (row
     * errors, undecided duplicates) is recorded, then thrown as the HTTP problem the caller answers.
     * `signal` (the job queue's, raised when the process stops) rolls the import back: the job is
     * recorded as interrupted and a 503 thrown.
     */
    run: async (scope: RequestScope, jobId: string, request: ImportRequest, signal?: AbortSignal) => {
      try {
        return await runJob(scope, jobId, request, signal);
      } finally {
        live.delete(jobId);
      }
    },
  };
};

export type StakeholderImportService = ReturnType<typeof createStakeholderImportService>;
