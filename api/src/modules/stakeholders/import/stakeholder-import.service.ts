import type {
  DuplicateDecision,
  FileFormat,
  ImportProfile,
  StakeholderImportReport,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import { HttpProblem } from '../../../lib/problem';
import type { RequestScope } from '../../../lib/scope';
import { detectFileKind } from '../../../lib/sheets/file-type';
import { ImportBatchWriter } from './import-batch-writer';
import { FileKeys, NO_ROWS, type Group, type LookupContext } from './import-group';
import { createImportJobRunner, ImportInterrupted } from '../../../lib/sheets/import-job-runner';
import type { ImportLimits } from '../../../lib/sheets/import-limits';
import { ImportMatcher } from './import-matcher';
import { interruptedMessage } from '../../../lib/sheets/import-outcome';
import { ImportParents } from './import-parents';
import { bindHeader } from '../../../lib/sheets/header-binding';
import { importProfileDefinitions, recordOf } from './import-profiles';
import { readRows } from '../../../lib/sheets/row-source';
import { validateRow, type ImportCandidate } from './row-validator';
import { StakeholderImportOutcome } from './stakeholder-import-outcome';
import { createStakeholderImportRepository } from './stakeholder-import.repository';
import { createTimeSlice } from '../../../lib/sheets/time-slice';
import { assertSafeWorkbook } from '../../../lib/sheets/zip-guard';

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

/** Progress is written every this many rows. */
const PROGRESS_EVERY = 5000;

export { interruptedMessage };

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
  const runner = createImportJobRunner(db, 'stakeholders');
  const { progress } = runner;
  const repository = createStakeholderImportRepository(db);

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
    // Every loop of the parts lets the event loop through once this import has worked a slice (time-slice.ts).
    const slice = createTimeSlice();
    const context: LookupContext = { scope, reads: options.concurrentReads ? db : exec, repository, slice };
    const outcome = new StakeholderImportOutcome(request);
    const { counts } = outcome;
    const keys = new FileKeys();
    const parents = new ImportParents(context, keys, outcome);
    const matcher = new ImportMatcher(context, keys, outcome, parents);
    const writer = new ImportBatchWriter({
      exec,
      scope,
      repository,
      slice,
      workspaceId: request.workspaceId,
      decision: request.onDuplicate ?? 'skip',
      topicNames: lookups.topicNames,
      counts,
      ownIds: keys.ownIds,
      copy: options.copy,
      writeRows: options.writeRows,
    });

    const processBatch = async (batch: ImportCandidate[]) => {
      // A look-up through the transaction itself must come after the writes queued before it.
      if (!options.concurrentReads) await writer.idle();
      const touched = await matcher.classify(batch);
      if (!outcome.writing()) {
        // Nothing will be written: keep the keys, drop the rows.
        for (const g of touched) g.pending = NO_ROWS;
        parents.dropHeld();
        return;
      }
      const ready: Group[] = [];
      for (const g of touched) {
        if (g.held) parents.held.add(g);
        else ready.push(g);
      }
      await writer.start(ready);
    };

    let binding: ReturnType<typeof bindHeader> | null = null;
    let batch: ImportCandidate[] = [];
    for await (const row of readRows(request.buffer, format, profile.csv, limits.maxRowChars)) {
      if (slice.due()) await slice.pause();
      if (signal?.aborted) {
        await writer.idle().catch(() => undefined);
        throw new ImportInterrupted();
      }
      if (!binding) {
        binding = bindHeader(profile, row.cells);
        outcome.ignoredColumns = binding.ignored;
        for (const column of binding.missing) outcome.missingColumn(row.line, column);
        if (binding.missing.length > 0) break;
        continue;
      }
      counts.rows += 1;
      if (counts.rows > limits.maxRows)
        throw new HttpProblem(413, `The file has more than ${limits.maxRows} rows`);
      const validated = validateRow(row.line, recordOf(profile, binding, row.cells), {
        ...lookups,
        sourceColumn: profile.sourceColumn,
        requiredFields: profile.requiredFields,
      });
      if (validated.candidate) batch.push(validated.candidate);
      else outcome.errors.push(...validated.errors);
      if (batch.length >= limits.batchRows) {
        await processBatch(batch);
        batch = [];
      }
      if (counts.rows % Math.min(PROGRESS_EVERY, limits.batchRows) === 0)
        progress(scope, jobId, writer.wrote ? 'writing' : 'reading', counts.rows, null);
    }
    if (!binding) outcome.headerMissing();
    if (batch.length > 0) await processBatch(batch);
    await writer.idle();
    if (signal?.aborted) throw new ImportInterrupted();

    progress(scope, jobId, 'validating', counts.rows, counts.rows);
    await parents.settle();
    if (outcome.writing() && parents.held.size > 0) {
      const rest = [...parents.held];
      for (let start = 0; start < rest.length; start += limits.batchRows)
        await writer.start(rest.slice(start, start + limits.batchRows));
      await writer.idle();
    }
    return outcome.close(format);
  };

  return {
    jobs: runner.jobs,
    checkFile,
    readJob: runner.readJob,
    interrupt: runner.interrupt,

    start: (scope: RequestScope, request: ImportRequest) =>
      runner.start(scope, {
        workspaceId: request.workspaceId,
        profile: request.profile,
        fileName: request.fileName,
        dryRun: request.dryRun,
        onDuplicate: request.onDuplicate,
      }),

    /** Runs a started job to its end (import-job-runner.ts): recorded, then thrown when refused. */
    run: (
      scope: RequestScope,
      jobId: string,
      request: ImportRequest,
      signal?: AbortSignal,
    ): Promise<StakeholderImportReport> =>
      runner.run(scope, jobId, request, signal, async () => {
        const format = request.format ?? (await checkFile(request.buffer));
        const lookups = await repository.lookups(scope);
        return (exec) => pass(exec, scope, jobId, request, format, lookups, signal);
      }),
  };
};

export type StakeholderImportService = ReturnType<typeof createStakeholderImportService>;
