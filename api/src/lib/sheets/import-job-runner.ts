import type { DuplicateDecision, ImportPhase, ImportReport } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import type { StakeholderImportJobRow } from '../../db/schema';
import { HttpProblem } from '../problem';
import type { RequestScope } from '../scope';
import { createImportJobRepository, toReport, type ImportArea, type JobStart } from './import-job.repository';
import {
  emptyAnalysis,
  finalReport,
  interruptedMessage,
  jobOutcome,
  nothingWritten,
  type ImportAnalysis,
} from './import-outcome';

/** What one pass over a file answers: its findings, and whether its writes may commit. */
export type ImportPass = ImportAnalysis & { committable: boolean };

/** Thrown inside the import's transaction to roll it back after a refused apply. */
class Rollback extends Error {}
/** Thrown when the process stops mid-import (the job's signal): the transaction rolls back. */
export class ImportInterrupted extends Error {}

/**
 * The life of an area's import jobs, whatever the area reads and writes (docs/imports.md,
 * decisions 0020 and 0028): the job row, its live progress, the one transaction a pass writes in
 * (all or nothing: a dry run, a row error, an undecided duplicate or a stop roll it back) and the
 * report recorded at the end.
 */
export const createImportJobRunner = (db: Database, area: ImportArea) => {
  const jobs = createImportJobRepository(db, area);

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

  /** The stored job, or — while it runs in this process — its live progress (see `live`). */
  const readJob = async (scope: RequestScope, jobId: string): Promise<ImportReport> => {
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

  const runJob = async (
    scope: RequestScope,
    jobId: string,
    request: { dryRun: boolean; onDuplicate: DuplicateDecision | null },
    signal: AbortSignal | undefined,
    prepare: () => Promise<(exec: Database) => Promise<ImportPass>>,
  ): Promise<ImportReport> => {
    let result: ImportPass | undefined;
    try {
      if (signal?.aborted) throw new ImportInterrupted();
      const pass = await prepare();
      if (request.dryRun) result = await pass(db);
      else {
        await db.transaction(async (tx) => {
          result = await pass(tx as unknown as Database);
          if (!result.committable) throw new Rollback('refused');
          // A stop that came while the last writes ran still rolls back: nothing half-written.
          if (signal?.aborted) throw new ImportInterrupted();
        });
      }
    } catch (error) {
      if (error instanceof ImportInterrupted) {
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
    const { report, problem } = finalReport(result as ImportPass, request);
    const finished = await jobs.finish(scope, jobId, report);
    if (problem) throw problem;
    return finished;
  };

  return {
    jobs,
    progress,
    readJob,
    interrupt,

    start: async (scope: RequestScope, job: JobStart) => {
      const row = await jobs.start(scope, job);
      live.set(row.id, { row, phase: row.phase as ImportPhase, processed: 0 });
      return row;
    },

    /**
     * Runs a started job to its end and records the report. `prepare` checks what is needed once
     * (the file, the look-ups) and answers the pass, which reads the whole file against `exec`: the
     * database for a dry run, the import's transaction otherwise. A refused file or a refused apply
     * (row errors, undecided duplicates) is recorded, then thrown as the HTTP problem the caller
     * answers. `signal` (the job queue's, raised when the process stops) rolls the import back: the
     * job is recorded as interrupted and a 503 thrown.
     */
    run: async (
      scope: RequestScope,
      jobId: string,
      request: { dryRun: boolean; onDuplicate: DuplicateDecision | null },
      signal: AbortSignal | undefined,
      prepare: () => Promise<(exec: Database) => Promise<ImportPass>>,
    ) => {
      try {
        return await runJob(scope, jobId, request, signal, prepare);
      } finally {
        live.delete(jobId);
      }
    },
  };
};

export type ImportJobRunner = ReturnType<typeof createImportJobRunner>;
