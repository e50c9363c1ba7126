import { and, eq } from 'drizzle-orm';
import type {
  DuplicateDecision,
  FileFormat,
  ImportCounts,
  ImportDuplicate,
  ImportJobStatus,
  ImportMessageCode,
  ImportPhase,
  ImportProfile,
  ImportRowError,
  ImportReport,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { stakeholderImportJobs, type StakeholderImportJobRow } from '../../db/schema';
import { notFound } from '../problem';
import type { RequestScope } from '../scope';

export type JobStart = {
  workspaceId: string;
  profile: ImportProfile;
  fileName: string | null;
  dryRun: boolean;
  onDuplicate: DuplicateDecision | null;
};

export type JobOutcome = {
  status: ImportJobStatus;
  format: FileFormat | null;
  counts: ImportCounts;
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
  ignoredColumns: string[];
  truncated: boolean;
  message: string | null;
};

export const emptyCounts = (): ImportCounts => ({
  rows: 0,
  valid: 0,
  invalid: 0,
  errors: 0,
  duplicates: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
});

/** Progress is written at least every 5,000 rows; a running job silent this long has died. */
const STALE_AFTER_MS = 15 * 60_000;

type StoredReport = Pick<JobOutcome, 'counts' | 'errors' | 'duplicates' | 'ignoredColumns' | 'truncated'>;

/** Row errors stored before messageCode/params existed: worded by their code. */
const legacyMessageCodes: Record<ImportRowError['code'], ImportMessageCode> = {
  required: 'columnRequired',
  invalid: 'columnRequired',
  tooLong: 'tooLong',
  invalidDocument: 'cpfInvalid',
  unknownState: 'stateUnknown',
  municipalityNotInState: 'municipalityNotInState',
  unknownOption: 'optionUnknown',
  unknownTopic: 'topicUnknown',
  unknownParent: 'parentUnknown',
  documentTaken: 'documentTaken',
  missingColumn: 'columnMissing',
  unknownStakeholder: 'stakeholderUnknown',
  unknownUser: 'userUnknown',
};

export const toReport = (row: StakeholderImportJobRow): ImportReport => {
  const stored = (row.report ?? {}) as Partial<StoredReport>;
  const errors = (stored.errors ?? []).map((e) =>
    e.messageCode ? e : { ...e, messageCode: legacyMessageCodes[e.code], params: {} },
  );
  return {
    jobId: row.id,
    profile: row.profile as ImportProfile,
    format: (row.format as FileFormat | null) ?? null,
    fileName: row.fileName,
    dryRun: row.dryRun,
    onDuplicate: (row.onDuplicate as DuplicateDecision | null) ?? null,
    status: row.status as ImportJobStatus,
    phase: row.phase as ImportPhase,
    processed: row.processed,
    total: row.total,
    counts: { ...emptyCounts(), errors: errors.length, ...stored.counts },
    errors,
    duplicates: stored.duplicates ?? [],
    ignoredColumns: stored.ignoredColumns ?? [],
    truncated: stored.truncated ?? false,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
};

/** Whose import a job is: each area reads only its own jobs. */
export type ImportArea = 'stakeholders' | 'interactions';

/**
 * Import jobs of one area. Progress is written outside the import's own transaction, so another instance can read
 * it while the import runs. A job is read only by the user who started it, while its workspace is
 * still theirs: its report names the stakeholders the rows matched as that user's reach found them
 * (issue 9 item 5; docs/imports.md).
 */
export const createImportJobRepository = (db: Database, area: ImportArea) => {
  const key = (scope: RequestScope, id: string) =>
    and(
      eq(stakeholderImportJobs.tenantId, scope.tenantId),
      eq(stakeholderImportJobs.id, id),
      eq(stakeholderImportJobs.area, area),
    );

  return {
    start: async (scope: RequestScope, job: JobStart): Promise<StakeholderImportJobRow> => {
      const [row] = await db
        .insert(stakeholderImportJobs)
        .values({
          ...job,
          area,
          tenantId: scope.tenantId,
          userId: scope.userId,
          status: 'running',
          phase: 'checking',
        })
        .returning();
      return row as StakeholderImportJobRow;
    },

    progress: async (
      scope: RequestScope,
      id: string,
      phase: ImportPhase,
      processed: number,
      total: number | null,
    ) => {
      await db
        .update(stakeholderImportJobs)
        .set({ phase, processed, total, updatedAt: new Date() })
        // Progress is not awaited: one arriving after the end must not reopen a finished job.
        .where(and(key(scope, id), eq(stakeholderImportJobs.status, 'running')));
    },

    finish: async (scope: RequestScope, id: string, outcome: JobOutcome): Promise<ImportReport> => {
      const { status, format, message, ...report } = outcome;
      const [row] = await db
        .update(stakeholderImportJobs)
        .set({
          status,
          format,
          message,
          phase: 'done',
          processed: report.counts.rows,
          total: report.counts.rows,
          report,
          updatedAt: new Date(),
          finishedAt: new Date(),
        })
        .where(key(scope, id))
        .returning();
      return toReport(row as StakeholderImportJobRow);
    },

    get: async (scope: RequestScope, id: string): Promise<ImportReport> => {
      const [row] = await db
        .select()
        .from(stakeholderImportJobs)
        .where(and(key(scope, id), eq(stakeholderImportJobs.userId, scope.userId)));
      if (!row || !scope.workspaceIds.includes(row.workspaceId)) throw notFound('Import');
      // A job silent for this long lost its server; its transaction rolled back with it.
      if (row.status === 'running' && Date.now() - row.updatedAt.getTime() > STALE_AFTER_MS) {
        return {
          ...toReport(row),
          status: 'interrupted',
          message: 'The import stopped before it finished; nothing was imported',
        };
      }
      return toReport(row);
    },
  };
};
