import type {
  DuplicateDecision,
  FileFormat,
  ImportCounts,
  ImportDuplicate,
  ImportRowError,
} from '@conexoes/shared/contract';
import { HttpProblem } from '../problem';
import { emptyCounts, type JobOutcome } from './import-job.repository';
import { ReportList } from './report-list';

/** At most this many errors and duplicates are listed; counts stay complete. */
export const LIST_LIMIT = 1000;

export const interruptedMessage = 'The server stopped before the import finished; nothing was imported';

/** What one pass over a file found: counts, the listed errors and duplicates, whether it may commit. */
export type ImportAnalysis = {
  format: FileFormat | null;
  counts: ImportCounts;
  errors: ReportList<ImportRowError>;
  duplicates: ReportList<ImportDuplicate>;
  /** The file's headers that bind to no column (a warning: their cells are not read). */
  ignoredColumns: string[];
};

/**
 * The findings of one import as its rows go by, whatever the area: every part reports here (row
 * errors, duplicates, written counts), and whether the import still writes is decided from them.
 * An area adds its own findings in a subclass (stakeholders: parents, documents taken).
 */
export class ImportOutcome {
  readonly counts = emptyCounts();
  /** A missing column names the header, not a row: it does not count a row as invalid. */
  readonly errors = new ReportList<ImportRowError>(LIST_LIMIT, (e) => e.code !== 'missingColumn');
  readonly duplicates = new ReportList<ImportDuplicate>(LIST_LIMIT);
  /** Headers of the file that name no column: reported as a warning, never an error. */
  ignoredColumns: string[] = [];

  constructor(private readonly request: { dryRun: boolean; onDuplicate: DuplicateDecision | null }) {}

  /** Still writing: an apply with no error so far and every duplicate decided. */
  writing(): boolean {
    return (
      !this.request.dryRun &&
      this.errors.length === 0 &&
      (this.duplicates.length === 0 || this.request.onDuplicate !== null)
    );
  }

  missingColumn(line: number, column: string): void {
    this.errors.push({
      line,
      column,
      field: null,
      code: 'missingColumn',
      messageCode: 'columnMissing',
      params: { column },
      message: `The column "${column}" is missing`,
    });
  }

  headerMissing(): void {
    this.errors.push({
      line: 1,
      column: null,
      field: null,
      code: 'required',
      messageCode: 'headerMissing',
      params: {},
      message: 'The file has no header row',
    });
  }

  /** The counts derived from the lists, once the file is read. */
  close(format: FileFormat) {
    const { counts, errors, duplicates } = this;
    // In file order: a batch's stakeholder checks may report after the next batch's rows were read.
    errors.items.sort((a, b) => a.line - b.line);
    duplicates.items.sort((a, b) => a.line - b.line);
    counts.invalid = errors.lines.size;
    counts.errors = errors.length;
    counts.valid = counts.rows - counts.invalid;
    counts.duplicates = duplicates.length;
    return {
      format,
      counts,
      errors,
      duplicates,
      ignoredColumns: this.ignoredColumns,
      committable: this.writing(),
    };
  }
}

/** What a job that found nothing reports (refused file, stopped before its turn). */
export const emptyAnalysis = (): ImportAnalysis => ({
  format: null,
  counts: emptyCounts(),
  errors: new ReportList(0),
  duplicates: new ReportList(0),
  ignoredColumns: [],
});

export const jobOutcome = (
  analysis: ImportAnalysis,
  status: JobOutcome['status'],
  message: string | null,
): JobOutcome => ({
  status,
  format: analysis.format,
  counts: analysis.counts,
  errors: analysis.errors.items,
  duplicates: analysis.duplicates.items,
  ignoredColumns: analysis.ignoredColumns,
  truncated: analysis.errors.truncated || analysis.duplicates.truncated,
  message,
});

/** The counts of a pass whose writes were rolled back. */
export const nothingWritten = (counts: ImportCounts): ImportCounts => ({
  ...counts,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  ...(counts.stakeholdersCreated === undefined ? {} : { stakeholdersCreated: 0 }),
});

/**
 * The end of a pass that ran to its end: previewed (dry run), rejected (row errors: 422; undecided
 * duplicates: 409, both with nothing written) or applied. `problem` is what the caller throws once the
 * report is recorded.
 */
export const finalReport = (
  done: ImportAnalysis,
  request: { dryRun: boolean; onDuplicate: DuplicateDecision | null },
): { report: JobOutcome; problem: HttpProblem | null } => {
  const { errors, duplicates } = done;
  if (request.dryRun) return { report: jobOutcome(done, 'previewed', null), problem: null };
  if (errors.length > 0) {
    const message = `${done.counts.invalid} rows have errors; nothing was imported`;
    return {
      report: jobOutcome({ ...done, counts: nothingWritten(done.counts) }, 'rejected', message),
      problem: new HttpProblem(
        422,
        message,
        errors.items.map((e) => ({
          path: `rows.${e.line}${e.field ? `.${e.field}` : ''}`,
          message: e.message,
        })),
      ),
    };
  }
  if (duplicates.length > 0 && !request.onDuplicate) {
    const message = `${duplicates.length} rows are duplicates: choose onDuplicate=update or skip; nothing was imported`;
    return {
      report: jobOutcome({ ...done, counts: nothingWritten(done.counts) }, 'rejected', message),
      problem: new HttpProblem(409, message),
    };
  }
  return { report: jobOutcome(done, 'applied', null), problem: null };
};
