import type {
  DuplicateDecision,
  FileFormat,
  ImportPhase,
  ImportProfile,
  StakeholderImportReport,
} from '@conexoes/shared/contract';
import type { Database } from '../../../db/database';
import type { StakeholderImportJobRow } from '../../../db/schema';
import { HttpProblem } from '../../../lib/problem';
import type { RequestScope } from '../../../lib/scope';
import { detectFileKind } from './file-type';
import { ImportBatchWriter } from './import-batch-writer';
import { FileKeys, NO_ROWS, type Group, type LookupContext } from './import-group';
import { createImportJobRepository, toReport } from './import-job.repository';
import type { ImportLimits } from './import-limits';
import { ImportMatcher } from './import-matcher';
import {
  emptyAnalysis,
  finalReport,
  ImportOutcome,
  interruptedMessage,
  jobOutcome,
  nothingWritten,
} from './import-outcome';
import { ImportParents } from './import-parents';
import { bindHeader, importProfileDefinitions, recordOf } from './import-profiles';
import { readRows } from './row-source';
import { validateRow, type ImportCandidate } from './row-validator';
import { createStakeholderImportRepository } from './stakeholder-import.repository';
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

/** Progress is written every this many rows. */
const PROGRESS_EVERY = 5000;

/** Thrown inside the import's transaction to roll it back after a refused apply. */
class Rollback extends Error {}
/** Thrown when the process stops mid-import (the job's signal): the transaction rolls back. */
class Interrupted extends Error {}

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
    // Every loop of the parts lets the event loop through once this import has worked a slice (time-slice.ts).
    const slice = createTimeSlice();
    const context: LookupContext = { scope, reads: options.concurrentReads ? db : exec, repository, slice };
    const outcome = new ImportOutcome(request);
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
        throw new Interrupted();
      }
      if (!binding) {
        binding = bindHeader(profile, row.cells);
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
    if (signal?.aborted) throw new Interrupted();

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

  type Outcome = Awaited<ReturnType<typeof pass>>;

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
        await jobs.finish(
          scope,
          jobId,
          jobOutcome(
            refused || !result ? emptyAnalysis() : { ...result, counts: nothingWritten(result.counts) },
            'failed',
            refused ? error.message : 'The import failed; nothing was imported',
          ),
        );
        throw error;
      }
    }
    const { report, problem } = finalReport(result as Outcome, request);
    const finished = await jobs.finish(scope, jobId, report);
    if (problem) throw problem;
    return finished;
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
    jobs.finish(scope, jobId, jobOutcome(emptyAnalysis(), 'interrupted', interruptedMessage));

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
