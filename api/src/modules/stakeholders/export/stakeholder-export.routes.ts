import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stakeholderExportQuerySchema } from '@conexoes/shared/contract';
import { appLocale, labelLocale, pickLabel } from '../../../lib/locale';
import { callerTimeZone, fileStampIn } from '../../../lib/time-zone';
import type { RequestScope } from '../../../lib/scope';
import { requireScope } from '../../../plugins/auth.plugin';
import { createOptionRepository } from '../../options/option.repository';
import { personalColumns, stakeholderColumns } from '../import/stakeholder-columns';
import { createStakeholderRepository, isRestricted } from '../stakeholder.repository';
import { columnLabels, exportFileStem, kindLabels } from './column-labels';
import { createStakeholderExportRepository, type ExportRecord } from './stakeholder-export.repository';
import { documentCell } from '../../../lib/sheets/document-cell';
import { createExportFile, csvDelimiterOf } from '../../../lib/sheets/export-file';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** The lists whose codes the file shows as labels (the import reads a label back as its code). */
const labelledColumns = [
  ['category', 'stakeholderCategory'],
  ['scope', 'stakeholderScope'],
  ['entityType', 'entityType'],
] as const;

/**
 * SPEC §7: GET stakeholders/export with the search query → XLSX (default) or CSV, streamed. Written
 * for a person, in the caller's language (Accept-Language): labelled headers, option labels, kinds in
 * words — all of which the standard import reads back (docs/imports.md). Flag `stakeholders.add`, the
 * import's: bulk export is not for view-only users (docs/stakeholders.md "Export").
 */
export const stakeholderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = createStakeholderExportRepository(app.db, createStakeholderRepository(app.db));
  const optionRepository = createOptionRepository(app.db);

  /** Rewrites a record's codes as labels, in place (100k records: no copies). */
  const labeller = async (scope: RequestScope, request: Parameters<typeof labelLocale>[0]) => {
    const locale = labelLocale(request);
    const kinds = kindLabels[appLocale(request)];
    const maps = await Promise.all(
      labelledColumns.map(async ([column, list]) => {
        const rows = await optionRepository.list(scope, list);
        return [column, new Map(rows.map((r) => [r.code, pickLabel(locale, r)]))] as const;
      }),
    );
    return (record: ExportRecord): ExportRecord => {
      if (record.kind === 'person' || record.kind === 'organization') record.kind = kinds[record.kind];
      for (const column of ['document', 'parentDocument'] as const) {
        const stored = record[column];
        if (typeof stored === 'string') record[column] = documentCell(stored);
      }
      for (const [column, labels] of maps) {
        const code = record[column];
        if (typeof code === 'string') record[column] = labels.get(code) ?? code;
      }
      return record;
    };
  };

  app.get(
    '/export',
    {
      config: { permission: [['stakeholders', 'add']] },
      schema: {
        tags: ['stakeholders'],
        querystring: stakeholderExportQuerySchema,
        produces: Object.values(contentTypes),
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { format, ...query } = request.query;
      // onlyBasicInfo: personal and contact columns are not in the file at all.
      const columns = isRestricted(scope)
        ? stakeholderColumns.filter((c) => !personalColumns.has(c))
        : stakeholderColumns;
      const locale = appLocale(request);
      const present = await labeller(scope, request);
      const rows = records.records(scope, query);
      // The first batch is read before answering, so a failing query is still a problem+json.
      const first = await rows.next();
      const { output, sink } = createExportFile(format, columns, {
        headers: columns.map((c) => columnLabels[locale][c]),
        csvDelimiter: csvDelimiterOf(locale),
      });

      const produce = async () => {
        let count = 0;
        if (!first.done) {
          await sink.write(present(first.value));
          count += 1;
          for await (const record of rows) {
            await sink.write(present(record));
            count += 1;
          }
        }
        await sink.end();
        return count;
      };
      produce()
        .then((count) =>
          request.log.info(
            { format, rows: count, restricted: columns !== stakeholderColumns },
            'stakeholders exported',
          ),
        )
        .catch((error: unknown) => {
          request.log.error({ err: error instanceof Error ? error.message : error }, 'export failed');
          output.destroy(error instanceof Error ? error : new Error('export failed'));
        });

      // "partes-interessadas-2026-11-25-0930.xlsx": what, when, in the reader's language.
      const stamp = fileStampIn(callerTimeZone(request));
      const fileName = `${exportFileStem[locale]}-${stamp}.${format}`;
      return reply
        .type(contentTypes[format])
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
};
