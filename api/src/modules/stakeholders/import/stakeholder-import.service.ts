import { randomUUID } from 'node:crypto';
import type {
  DuplicateDecision,
  FileFormat,
  ImportCounts,
  ImportDuplicate,
  ImportProfile,
  ImportRowError,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import type { FieldChange, StakeholderRow } from '../../../db/schema';
import { HttpProblem } from '../../../lib/problem';
import type { RequestScope } from '../../../lib/scope';
import { diffRows, stakeholderSearchText, trackedFields } from '../stakeholder.fields';
import { detectFileKind } from './file-type';
import { createImportJobRepository, emptyCounts, type JobOutcome } from './import-job.repository';
import type { ImportLimits } from './import-limits';
import { bindHeader, importProfileDefinitions, recordOf } from './import-profiles';
import { ReportList } from './report-list';
import { readRows } from './row-source';
import { nameKeyOf, validateRow, type ImportCandidate } from './row-validator';
import {
  createStakeholderImportRepository,
  type ExistingRef,
  type HistoryEntry,
  type ImportRow,
} from './stakeholder-import.repository';
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
/** Groups written per chunk of the apply, and chunks in flight at once. */
const WRITE_CHUNK = 2000;
const WRITE_DEPTH = 2;
/** Progress is written every this many rows. */
const PROGRESS_EVERY = 5000;

/** A group of rows that are the same stakeholder: the first row, later duplicates, maybe an existing record. */
type Group = { rows: ImportCandidate[]; existing: ExistingRef | null };

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

/**
 * diffRows(null, row) for a new record without its JSON comparisons (100k rows × 19 fields): every
 * tracked field that holds something, before = null, in trackedFields' order.
 */
const createdChanges = (row: ImportRow): FieldChange[] => {
  const changes: FieldChange[] = [];
  const values = row as Partial<Record<(typeof trackedFields)[number], unknown>>;
  for (const field of trackedFields) {
    const value = values[field];
    if (value === undefined || value === null || value === '') continue;
    changes.push({ field, before: null, after: value as FieldChange['after'] });
  }
  return changes;
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
 * read it as a stream of rows, validate each, find duplicates in the file and in the database, resolve
 * parents, then either report (dry run) or write everything in one transaction.
 */
export const createStakeholderImportService = (db: Database, limits: ImportLimits) => {
  const jobs = createImportJobRepository(db);
  const repository = createStakeholderImportRepository(db);

  /** Progress goes out without being awaited: on PGlite it would otherwise wait for the open transaction. */
  const progress = (
    scope: RequestScope,
    jobId: string,
    phase: 'reading' | 'validating' | 'writing',
    processed: number,
    total: number | null,
  ) => {
    jobs.progress(scope, jobId, phase, processed, total).catch(() => undefined);
  };

  /** The file as a whole: its kind by content (415) and, for a workbook, the zip guard (413/415). */
  const checkFile = async (buffer: Buffer): Promise<FileFormat> => {
    const format = detectFileKind(buffer);
    if (format === 'xlsx') await assertSafeWorkbook(buffer, limits);
    return format;
  };

  const analyse = async (scope: RequestScope, jobId: string, request: ImportRequest) => {
    const format = request.format ?? (await checkFile(request.buffer));
    const profile = importProfileDefinitions[request.profile];
    const lookups = await repository.lookups(scope);
    const counts = emptyCounts();
    const errors = new ReportList<ImportRowError>(LIST_LIMIT, (e) => e.code !== 'missingColumn');
    const candidates: ImportCandidate[] = [];

    let binding: ReturnType<typeof bindHeader> | null = null;
    for await (const row of readRows(request.buffer, format, profile.csv)) {
      if (!binding) {
        binding = bindHeader(profile, row.cells);
        for (const column of binding.missing) {
          errors.push({
            line: row.line,
            column,
            field: null,
            code: 'missingColumn',
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
      if (result.candidate) candidates.push(result.candidate);
      else {
        counts.invalid += 1;
        errors.push(...result.errors);
      }
      if (counts.rows % PROGRESS_EVERY === 0) progress(scope, jobId, 'reading', counts.rows, null);
    }
    if (!binding)
      errors.push({
        line: 1,
        column: null,
        field: null,
        code: 'required',
        message: 'The file has no header row',
      });

    progress(scope, jobId, 'validating', counts.rows, counts.rows);
    const duplicates = new ReportList<ImportDuplicate>(LIST_LIMIT);
    const groups = await group(scope, candidates, duplicates, errors);
    const parents = await resolveParents(scope, groups, errors);
    const failed = errors.lines;
    counts.invalid = failed.size;
    counts.valid = counts.rows - counts.invalid;
    counts.duplicates = duplicates.length;
    return {
      format,
      counts,
      errors,
      duplicates,
      groups: groups.filter((g) => !g.rows.some((r) => failed.has(r.line))),
      parents,
      topicNames: lookups.topicNames,
    };
  };

  /** Groups rows by identity: same CPF/CNPJ, or same name and municipality when a side has no document. */
  const group = async (
    scope: RequestScope,
    candidates: ImportCandidate[],
    duplicates: ReportList<ImportDuplicate>,
    errors: ReportList<ImportRowError>,
  ) => {
    const groups: Group[] = [];
    const byDocument = new Map<string, Group>();
    const byName = new Map<string, Group>();
    const documents = [...new Set(candidates.flatMap((c) => (c.document ? [c.document] : [])))];
    const existingByDocument = new Map(
      (await repository.byDocuments(scope, documents)).map((r) => [r.document as string, r]),
    );
    const municipalities = [
      ...new Set(candidates.flatMap((c) => (c.municipalityCode ? [c.municipalityCode] : []))),
    ];
    const existingByName = new Map<string, ExistingRef>();
    const nearby = await repository.byMunicipalities(
      scope,
      municipalities,
      candidates.some((c) => !c.municipalityCode),
    );
    for (const ref of nearby) {
      const key = nameKey({
        nameKey: nameKeyOf(ref.name),
        state: ref.state,
        municipalityCode: ref.municipalityCode,
      });
      if (!existingByName.has(key)) existingByName.set(key, ref);
    }
    const inScope = new Set(scope.workspaceIds);

    for (const c of candidates) {
      const key = nameKey(c);
      let first = c.document ? byDocument.get(c.document) : undefined;
      let fileReason: ImportDuplicate['reason'] = 'document';
      if (!first) {
        const sameName = byName.get(key);
        // Two different CPF/CNPJ are two stakeholders, whatever their names.
        if (sameName && (!c.document || !sameName.rows[0]?.document)) {
          first = sameName;
          fileReason = 'nameAndMunicipality';
        }
      }
      if (first) {
        duplicates.push({
          line: c.line,
          reason: fileReason,
          matchedLine: first.rows[0]?.line ?? null,
          existingId: first.existing?.id ?? null,
          existingName: first.existing?.name ?? null,
        });
        first.rows.push(c);
        continue;
      }
      let existing: ExistingRef | null = null;
      let reason: ImportDuplicate['reason'] = 'document';
      if (c.document) {
        const hit = existingByDocument.get(c.document);
        if (hit && !inScope.has(hit.workspaceId)) {
          errors.push({
            line: c.line,
            column: null,
            field: 'document',
            code: 'documentTaken',
            message: 'A stakeholder with this CPF/CNPJ exists in a workspace you cannot see',
          });
          continue;
        }
        existing = hit ?? null;
      }
      if (!existing) {
        const hit = existingByName.get(key);
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
      const g: Group = { rows: [c], existing };
      groups.push(g);
      if (c.document) byDocument.set(c.document, g);
      if (!byName.has(key)) byName.set(key, g);
    }
    return groups;
  };

  /** Parent organisation of each row: by CNPJ or name, in the file first, then among the stakeholders in scope. */
  const resolveParents = async (scope: RequestScope, groups: Group[], errors: ReportList<ImportRowError>) => {
    const ids = new Map<Group, string>(groups.map((g) => [g, g.existing?.id ?? randomUUID()]));
    const fileByDocument = new Map<string, Group>();
    const fileByName = new Map<string, Group | null>();
    for (const g of groups) {
      for (const r of g.rows) {
        if (r.kind !== 'organization') continue;
        if (r.document) fileByDocument.set(r.document, g);
        const known = fileByName.get(r.nameKey);
        fileByName.set(r.nameKey, known === undefined || known === g ? g : null);
      }
    }
    const wanted = groups.flatMap((g) => g.rows).filter((r) => r.parentDocument || r.parentName);
    const parentDocuments = [
      ...new Set(
        wanted.flatMap((r) =>
          r.parentDocument && !fileByDocument.has(r.parentDocument) ? [r.parentDocument] : [],
        ),
      ),
    ];
    const inScope = new Set(scope.workspaceIds);
    const dbByDocument = new Map(
      (await repository.byDocuments(scope, parentDocuments))
        .filter((r) => inScope.has(r.workspaceId) && r.kind === 'organization')
        .map((r) => [r.document as string, r.id]),
    );
    const dbByName = new Map<string, string | null>();
    if (
      wanted.some(
        (r) => !r.parentDocument && r.parentName && fileByName.get(nameKeyOf(r.parentName)) === undefined,
      )
    ) {
      for (const org of await repository.organisations(scope)) {
        const key = nameKeyOf(org.name);
        dbByName.set(key, dbByName.has(key) ? null : org.id);
      }
    }

    const parents = new Map<number, string | null>();
    for (const g of groups) {
      for (const r of g.rows) {
        if (r.parentDocument === undefined && r.parentName === undefined) continue;
        let parent: string | null | undefined = null;
        if (r.parentDocument) {
          const inFile = fileByDocument.get(r.parentDocument);
          parent = inFile ? ids.get(inFile) : dbByDocument.get(r.parentDocument);
        } else if (r.parentName) {
          const key = nameKeyOf(r.parentName);
          const inFile = fileByName.get(key);
          parent = inFile ? ids.get(inFile) : inFile === null ? undefined : (dbByName.get(key) ?? undefined);
        }
        if (parent === undefined || parent === ids.get(g)) {
          const column = r.parentDocument ? 'parentDocument' : 'parentName';
          errors.push({
            line: r.line,
            column,
            field: column,
            code: 'unknownParent',
            message:
              parent === undefined
                ? 'No single organisation matches the parent'
                : 'A stakeholder cannot be its own parent',
          });
          continue;
        }
        parents.set(r.line, parent);
      }
    }
    return { ids, byLine: parents };
  };

  type Analysis = Awaited<ReturnType<typeof analyse>>;

  const apply = async (
    scope: RequestScope,
    jobId: string,
    request: ImportRequest,
    analysis: Analysis,
    counts: ImportCounts,
  ) => {
    const decision = request.onDuplicate ?? 'skip';
    const existingIds = analysis.groups.flatMap((g) => (g.existing ? [g.existing.id] : []));
    const current =
      existingIds.length > 0 && decision === 'update'
        ? await repository.current(scope, existingIds)
        : { rows: [], topics: new Map<string, string[]>() };
    const stored = new Map(current.rows.map((r) => [r.id, r]));
    // Sorted by name, as the stakeholder repository lists topics in its history entries.
    const topicRefs = (ids: string[]) =>
      ids
        .map((id) => ({ id, name: analysis.topicNames.get(id) ?? id }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

    /** The rows, topic links and history entries of some groups, ready to write. */
    const prepare = (groups: Group[]) => {
      const inserts: ImportRow[] = [];
      const updates: ImportRow[] = [];
      const history: HistoryEntry[] = [];
      const topicLinks: Array<{ stakeholderId: string; topicIds: string[] }> = [];
      for (const g of groups) {
        const id = analysis.parents.ids.get(g) as string;
        const applied = decision === 'update' ? g.rows : g.existing ? [] : g.rows.slice(0, 1);
        counts.skipped += g.rows.length - applied.length;
        if (applied.length === 0) continue;
        const before = g.existing ? stored.get(g.existing.id) : undefined;
        if (g.existing && !before) continue;
        let row = before ? fromStored(before) : blank(id, request.workspaceId);
        let topicIds: string[] | undefined;
        for (const c of applied) {
          row = merge(row, c);
          const parent = analysis.parents.byLine.get(c.line);
          if (parent !== undefined) row.parentId = parent;
          if (c.topicIds !== undefined) topicIds = c.topicIds;
        }
        // The same entries the stakeholder repository writes: a creation lists every filled field
        // (diffRows(null, row)), an update its changes. Fields an import does not write (additional,
        // responsible) compare equal to themselves.
        const changes: FieldChange[] = before ? diffRows(before, { ...before, ...row }) : createdChanges(row);
        const oldTopics = before ? (current.topics.get(before.id) ?? []) : [];
        if (topicIds && [...topicIds].sort().join() !== [...oldTopics].sort().join()) {
          topicLinks.push({ stakeholderId: row.id, topicIds });
          changes.push({ field: 'topics', before: topicRefs(oldTopics), after: topicRefs(topicIds) });
        }
        if (!before) {
          inserts.push(row);
          history.push({ stakeholderId: row.id, action: 'created', changes });
        } else if (changes.length > 0) {
          updates.push(row);
          history.push({ stakeholderId: row.id, action: 'updated', changes });
        } else counts.unchanged += 1;
      }
      return { inserts, updates, history, topicLinks };
    };

    const groups = analysis.groups;
    progress(scope, jobId, 'writing', 0, groups.length);
    let created = 0;
    let updated = 0;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      // Chunk by chunk in the one transaction, the next chunk prepared while the database writes the
      // previous one (both cores busy); at most WRITE_DEPTH chunks in flight, so memory stays bounded.
      const inFlight: Array<Promise<unknown>> = [];
      for (let start = 0; start < groups.length; start += WRITE_CHUNK) {
        const part = prepare(groups.slice(start, start + WRITE_CHUNK));
        created += part.inserts.length;
        updated += part.updates.length;
        const done = Math.min(start + WRITE_CHUNK, groups.length);
        const write = (async () => {
          await repository.insert(tx, scope, part.inserts);
          await repository.update(tx, scope, part.updates);
          await repository.replaceTopics(tx, scope, part.topicLinks);
          await repository.history(tx, scope, part.history);
          progress(scope, jobId, 'writing', done, groups.length);
        })();
        // Observed at once, so a failed chunk is never an unhandled rejection; awaited below.
        write.catch(() => undefined);
        inFlight.push(write);
        if (inFlight.length >= WRITE_DEPTH) await inFlight.shift();
      }
      await Promise.all(inFlight);
    });
    counts.created = created;
    counts.updated = updated;
  };

  const outcome = (
    analysis: Pick<Analysis, 'counts'> & {
      format: FileFormat | null;
      errors: ReportList<ImportRowError>;
      duplicates: ReportList<ImportDuplicate>;
    },
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

  return {
    jobs,
    checkFile,

    start: (scope: RequestScope, request: ImportRequest) =>
      jobs.start(scope, {
        workspaceId: request.workspaceId,
        profile: request.profile,
        fileName: request.fileName,
        dryRun: request.dryRun,
        onDuplicate: request.onDuplicate,
      }),

    /**
     * Runs a started job to its end and records the report. A refused file or a refused apply (row
     * errors, undecided duplicates) is recorded, then thrown as the HTTP problem the caller answers.
     */
    run: async (scope: RequestScope, jobId: string, request: ImportRequest) => {
      let analysis: Analysis;
      try {
        analysis = await analyse(scope, jobId, request);
      } catch (error) {
        const message = error instanceof HttpProblem ? error.message : 'The import failed';
        await jobs.finish(scope, jobId, {
          ...outcome(
            {
              format: null,
              counts: emptyCounts(),
              errors: new ReportList(0),
              duplicates: new ReportList(0),
            },
            'failed',
            message,
          ),
        });
        throw error;
      }
      const { errors, duplicates } = analysis;
      if (request.dryRun) return jobs.finish(scope, jobId, outcome(analysis, 'previewed', null));
      if (errors.length > 0) {
        const message = `${analysis.counts.invalid} rows have errors; nothing was imported`;
        await jobs.finish(scope, jobId, outcome(analysis, 'rejected', message));
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
        await jobs.finish(scope, jobId, outcome(analysis, 'rejected', message));
        throw new HttpProblem(409, message);
      }
      try {
        await apply(scope, jobId, request, analysis, analysis.counts);
      } catch (error) {
        analysis.counts.created = 0;
        analysis.counts.updated = 0;
        await jobs.finish(
          scope,
          jobId,
          outcome(analysis, 'failed', 'The import failed; nothing was imported'),
        );
        throw error;
      }
      return jobs.finish(scope, jobId, outcome(analysis, 'applied', null));
    },
  };
};
export type StakeholderImportService = ReturnType<typeof createStakeholderImportService>;
