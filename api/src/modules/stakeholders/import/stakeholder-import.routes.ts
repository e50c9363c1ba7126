import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hasPermission,
  importJobParamsSchema,
  importTemplateQuerySchema,
  stakeholderImportQuerySchema,
  stakeholderImportReportSchema,
  type ImportProfile,
  type StakeholderImportReport,
} from '@conexoes/shared/contract';
import { appLocale, pickLabel } from '../../../lib/locale';
import { forbidden, unprocessable } from '../../../lib/problem';
import { answerImport, importJob, readUpload } from '../../../lib/sheets/import-upload';
import { stakeholderHistory, stakeholders, stakeholderTopics } from '../../../db/schema';
import type { RequestScope } from '../../../lib/scope';
import { requireScope } from '../../../plugins/auth.plugin';
import { createOptionRepository } from '../../options/option.repository';
import { defaultImportLimits, type ImportLimits } from '../../../lib/sheets/import-limits';
import { templateFileStem } from '../export/column-labels';
import { writeTemplate } from './import-template';
import { createStakeholderImportService, type ImportRequest } from './stakeholder-import.service';

const tags = ['stakeholders'];
const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

const IMPORT_JOB = 'stakeholder-import';
/**
 * PGlite: rows read and checked per batch, and rows per write statement. PGlite runs in its worker
 * thread (0028), so the event loop stays free; smaller statements keep its WASM memory bounded.
 */
const PGLITE_BATCH_ROWS = 1000;
const PGLITE_WRITE_ROWS = 200;

export type StakeholderImportRoutesOptions = { limits?: Partial<ImportLimits> };

/**
 * SPEC §7: POST stakeholders/import, /import/am, /import/renova, /import/nx (multipart, field `file`),
 * GET stakeholders/import/template and GET stakeholders/import/{jobId} (docs/imports.md).
 */
export const stakeholderImportRoutes: FastifyPluginAsyncZod<StakeholderImportRoutesOptions> = async (
  app,
  options,
) => {
  const limits: ImportLimits = { ...defaultImportLimits, ...options.limits };
  const pglite = app.database.kind === 'pglite';
  const service = createStakeholderImportService(
    app.db,
    // PGlite: smaller batches and statements (see PGLITE_BATCH_ROWS).
    pglite ? { ...limits, batchRows: Math.min(limits.batchRows, PGLITE_BATCH_ROWS) } : limits,
    { concurrentReads: !pglite, writeRows: pglite ? PGLITE_WRITE_ROWS : undefined, copy: !pglite },
  );
  type ImportJob = { scope: RequestScope; jobId: string; request: ImportRequest };
  // Imports run on the app's job queue (docs/decisions/0028-job-queue.md): on shutdown the running
  // ones roll back and are recorded as interrupted.
  app.jobs.register<ImportJob, StakeholderImportReport>(
    IMPORT_JOB,
    importJob(app, (job, signal) => service.run(job.scope, job.jobId, job.request, signal), [
      stakeholders,
      stakeholderHistory,
      stakeholderTopics,
    ]),
    { concurrency: 2 },
  );
  const optionRepository = createOptionRepository(app.db);

  // Only these routes take files; one file, nothing else, at most maxFileBytes (413 beyond).
  await app.register(multipart, { limits: { fileSize: limits.maxFileBytes, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/import/template',
    {
      config: { permission: [['stakeholders', 'add']] },
      schema: { tags, querystring: importTemplateQuerySchema, produces: Object.values(contentTypes) },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const locale = appLocale(request);
      // The tenant's options as the reader's language labels them (the import reads codes and labels).
      const labels = async (list: string) =>
        (await optionRepository.list(scope, list, { active: true })).map((o) => pickLabel(locale, o));
      const file = await writeTemplate(request.query.format, locale, {
        category: await labels('stakeholderCategory'),
        scope: await labels('stakeholderScope'),
        entityType: await labels('entityType'),
      });
      return (
        reply
          .type(contentTypes[request.query.format])
          // "partes-interessadas-modelo.xlsx": what, in the reader's language, as the export names it.
          .header(
            'content-disposition',
            `attachment; filename="${templateFileStem[locale]}.${request.query.format}"`,
          )
          .send(file)
      );
    },
  );

  app.get(
    '/import/:jobId',
    {
      config: { permission: [['stakeholders', 'add']] },
      schema: { tags, params: importJobParamsSchema, response: { 200: stakeholderImportReportSchema } },
    },
    async (request) => service.readJob(requireScope(request), request.params.jobId),
  );

  const route = (profile: ImportProfile) =>
    app.post(
      profile === 'standard' ? '/import' : `/import/${profile}`,
      {
        config: { permission: [['stakeholders', 'add']] },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: stakeholderImportQuerySchema,
          response: { 200: stakeholderImportReportSchema, 202: stakeholderImportReportSchema },
        },
      },
      async (request, reply) => {
        const scope = requireScope(request);
        const { dryRun = false, onDuplicate, workspaceId: asked } = request.query;
        if (
          !dryRun &&
          onDuplicate === 'update' &&
          !hasPermission(scope.permissions, 'stakeholders', 'edit')
        ) {
          throw forbidden('Updating existing stakeholders needs the edit permission');
        }
        const workspaceId =
          asked ?? (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : scope.workspaceIds[0]);
        if (!workspaceId || !scope.workspaceIds.includes(workspaceId)) {
          throw unprocessable([
            { path: 'querystring.workspaceId', message: 'This workspace is not available' },
          ]);
        }
        const { buffer, fileName } = await readUpload(request);
        // Refused files are refused now, even when the rows will be read in the background.
        const format = await service.checkFile(buffer);
        const importRequest = {
          profile,
          buffer,
          format,
          fileName,
          dryRun,
          onDuplicate: onDuplicate ?? null,
          workspaceId,
        };
        const job = await service.start(scope, importRequest);
        return answerImport(app, request, reply, {
          queue: IMPORT_JOB,
          payload: { scope, jobId: job.id, request: importRequest },
          jobId: job.id,
          scope,
          service,
        });
      },
    );

  for (const profile of ['standard', 'am', 'renova', 'nx'] as const) route(profile);
};
