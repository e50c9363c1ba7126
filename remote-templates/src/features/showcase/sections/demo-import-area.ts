import type { ImportReport, ImportRowError } from '@conexoes/shared';
import type { ImportArea, ImportCall } from '@conexoes/shared/ui';

const TEMPLATE = 'name;kind;document;state;municipality;phone;email\n';
const JOB_ID = '00000000-0000-4000-8000-00000000d3a0';

/** Splits a CSV line on the separator its header uses most (`;` or `,`), as the real import does. */
const separatorOf = (header: string) =>
  (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';

/**
 * The showcase's import "server", in the browser: it reads a CSV file's rows and reports the ones
 * without a name, so the wizard's four steps can be tried without an account. Nothing is sent.
 */
export function demoImportArea(words: { csvOnly: string; templateName: string }): ImportArea {
  const report = (call: ImportCall, rows: number, errors: ImportRowError[]): ImportReport => {
    const invalid = new Set(errors.map((e) => e.line)).size;
    const valid = rows - invalid;
    const applied = !call.dryRun && invalid === 0;
    return {
      jobId: JOB_ID,
      profile: call.profile as ImportReport['profile'],
      format: 'csv',
      fileName: call.file.name,
      dryRun: call.dryRun,
      onDuplicate: call.onDuplicate ?? null,
      status: call.dryRun ? 'previewed' : applied ? 'applied' : 'rejected',
      phase: 'done',
      processed: rows,
      total: rows,
      counts: {
        rows,
        valid,
        invalid,
        errors: errors.length,
        duplicates: 0,
        created: applied ? valid : 0,
        updated: 0,
        unchanged: 0,
        skipped: 0,
      },
      errors,
      duplicates: [],
      truncated: false,
      message: null,
      createdAt: new Date().toISOString(),
      finishedAt: new Date().toISOString(),
    };
  };

  return {
    send: async (call) => {
      call.onProgress(100);
      if (!/\.csv$/i.test(call.file.name)) {
        const error: ImportRowError = {
          line: 1,
          column: null,
          field: null,
          code: 'missingColumn',
          messageCode: 'headerMissing',
          message: words.csvOnly,
        };
        return report(call, 0, [error]);
      }
      const lines = (await call.file.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
      const [header = '', ...rows] = lines;
      const separator = separatorOf(header);
      const errors: ImportRowError[] = rows.flatMap((row, index) =>
        (row.split(separator)[0] ?? '').trim() === ''
          ? [
              {
                line: index + 2,
                column: header.split(separator)[0] ?? null,
                field: 'name',
                code: 'required' as const,
                messageCode: 'nameRequired' as const,
                message: 'The name is required',
              },
            ]
          : [],
      );
      return report(call, rows.length, errors);
    },
    readJob: () => Promise.reject(new Error('The demo import never runs in the background')),
    template: async () => ({
      blob: new Blob([TEMPLATE], { type: 'text/csv' }),
      fileName: words.templateName,
    }),
    templateFileName: words.templateName,
  };
}
