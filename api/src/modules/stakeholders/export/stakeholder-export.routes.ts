import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stakeholderExportQuerySchema } from '@conexoes/shared/contract';
import { requireScope } from '../../../plugins/auth.plugin';
import { personalColumns, stakeholderColumns } from '../import/stakeholder-columns';
import { createStakeholderRepository, isRestricted } from '../stakeholder.repository';
import { createStakeholderExportRepository } from './stakeholder-export.repository';
import { createExportFile } from './stakeholder-export.writer';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

/** SPEC §7: GET stakeholders/export with the search query → XLSX (default) or CSV, streamed. */
export const stakeholderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = createStakeholderExportRepository(app.db, createStakeholderRepository(app.db));

  app.get(
    '/export',
    {
      config: { permission: [['stakeholders', 'view']] },
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
      const rows = records.records(scope, query);
      // The first batch is read before answering, so a failing query is still a problem+json.
      const first = await rows.next();
      const { output, sink } = createExportFile(format, columns);

      const produce = async () => {
        let count = 0;
        if (!first.done) {
          await sink.write(first.value);
          count += 1;
          for await (const record of rows) {
            await sink.write(record);
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

      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type(contentTypes[format])
        .header('content-disposition', `attachment; filename="stakeholders-${date}.${format}"`)
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
};
