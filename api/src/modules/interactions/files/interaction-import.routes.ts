import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hasPermission,
  importJobParamsSchema,
  importReportSchema,
  importTemplateQuerySchema,
  interactionImportProfiles,
  interactionImportQuerySchema,
  type ImportReport,
  type InteractionImportProfile,
} from '@conexoes/shared/contract';
import { appLocale, pickLabel } from '../../../lib/locale';
import { callerTimeZone } from '../../../lib/time-zone';
import { forbidden, unprocessable } from '../../../lib/problem';
import type { RequestScope } from '../../../lib/scope';
import { defaultImportLimits, type ImportLimits } from '../../../lib/sheets/import-limits';
import { answerImport, importJob, readUpload } from '../../../lib/sheets/import-upload';
import {
  interactionDayCountChanges,
  interactionDayCounts,
  interactionHistory,
  interactionLinkKeys,
  interactionParticipants,
  interactions,
  interactionStakeholderDays,
  interactionStakeholders,
  interactionTopics,
  stakeholderHistory,
  stakeholders,
} from '../../../db/schema';
import { requireScope } from '../../../plugins/auth.plugin';
import { createOptionRepository } from '../../options/option.repository';
import { interactionTemplateStem } from './interaction-columns';
import { createInteractionImportService, type InteractionImportRequest } from './interaction-import.service';
import { writeInteractionTemplate } from './interaction-template';

const tags = ['social-interactions'];
const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;
const add: Array<['socialInteractions', 'add']> = [['socialInteractions', 'add']];

const IMPORT_JOB = 'interaction-import';
/** PGlite: rows read, checked and written per batch (its one connection serves everyone meanwhile). */
const PGLITE_BATCH_ROWS = 1000;

export type InteractionImportRoutesOptions = { limits?: Partial<ImportLimits> };

/**
 * SPEC §7: POST social-interactions/import and /import/nx (multipart, field `file`), GET
 * social-interactions/import/template and GET social-interactions/import/{jobId} (docs/imports.md
 * "Interactions"). Flag `socialInteractions.add`; creating stakeholders on request also needs
 * `stakeholders.add`.
 */
export const interactionImportRoutes: FastifyPluginAsyncZod<InteractionImportRoutesOptions> = async (
  app,
  options,
) => {
  const limits: ImportLimits = { ...defaultImportLimits, ...options.limits };
  const pglite = app.database.kind === 'pglite';
  const service = createInteractionImportService(
    app.db,
    pglite ? { ...limits, batchRows: Math.min(limits.batchRows, PGLITE_BATCH_ROWS) } : limits,
  );
  type ImportJob = { scope: RequestScope; jobId: string; request: InteractionImportRequest };
  // On the app's job queue (decision 0028): on shutdown a running import rolls back, recorded interrupted.
  app.jobs.register<ImportJob, ImportReport>(
    IMPORT_JOB,
    // What it writes, triggers included (day counts, link keys: migrations 0023, 0025), and the
    // stakeholders it may create.
    importJob(app, (job, signal) => service.run(job.scope, job.jobId, job.request, signal), [
      interactions,
      interactionStakeholders,
      interactionTopics,
      interactionParticipants,
      interactionHistory,
      interactionLinkKeys,
      interactionDayCounts,
      interactionDayCountChanges,
      interactionStakeholderDays,
      stakeholders,
      stakeholderHistory,
    ]),
    { concurrency: 2 },
  );
  const optionRepository = createOptionRepository(app.db);

  // Only these routes take files; one file, nothing else, at most maxFileBytes (413 beyond).
  await app.register(multipart, { limits: { fileSize: limits.maxFileBytes, files: 1, fields: 0, parts: 1 } });

  app.get(
    '/import/template',
    {
      config: { permission: add },
      schema: { tags, querystring: importTemplateQuerySchema, produces: Object.values(contentTypes) },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const locale = appLocale(request);
      // The tenant's options as the reader's language labels them (the import reads every language's).
      const labels = async (list: string) =>
        (await optionRepository.list(scope, list, { active: true })).map((o) => pickLabel(locale, o));
      const { format } = request.query;
      const file = await writeInteractionTemplate(
        format,
        locale,
        {
          type: await labels('interactionType'),
          channel: await labels('channel'),
          classification: await labels('classification'),
          status: await labels('status'),
          perception: await labels('perception'),
        },
        callerTimeZone(request),
      );
      return reply
        .type(contentTypes[format])
        .header('content-disposition', `attachment; filename="${interactionTemplateStem[locale]}.${format}"`)
        .send(file);
    },
  );

  app.get(
    '/import/:jobId',
    {
      config: { permission: add },
      schema: { tags, params: importJobParamsSchema, response: { 200: importReportSchema } },
    },
    async (request) => service.readJob(requireScope(request), request.params.jobId),
  );

  const route = (profile: InteractionImportProfile) =>
    app.post(
      profile === 'standard' ? '/import' : `/import/${profile}`,
      {
        config: { permission: add },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: interactionImportQuerySchema,
          response: { 200: importReportSchema, 202: importReportSchema },
        },
      },
      async (request, reply) => {
        const scope = requireScope(request);
        const { dryRun = false, createStakeholders = false, onDuplicate, workspaceId: asked } = request.query;
        if (createStakeholders && !dryRun && !hasPermission(scope.permissions, 'stakeholders', 'add'))
          throw forbidden('Registering stakeholders needs the stakeholders add permission');
        const workspaceId =
          asked ?? (scope.workspaceIds.includes(scope.tenantId) ? scope.tenantId : scope.workspaceIds[0]);
        if (!workspaceId || !scope.workspaceIds.includes(workspaceId))
          throw unprocessable([
            { path: 'querystring.workspaceId', message: 'This workspace is not available' },
          ]);
        const { buffer, fileName } = await readUpload(request);
        // Refused files are refused now, even when the rows will be read in the background.
        const format = await service.checkFile(buffer);
        const importRequest: InteractionImportRequest = {
          profile,
          buffer,
          format,
          fileName,
          dryRun,
          onDuplicate: onDuplicate ?? null,
          createStakeholders,
          workspaceId,
          locale: appLocale(request),
          timeZone: callerTimeZone(request),
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

  for (const profile of interactionImportProfiles) route(profile);
};
