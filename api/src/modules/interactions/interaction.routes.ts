import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCountRoutes } from '../../lib/search-count.routes';
import { z } from 'zod';
import {
  grievanceInputSchema,
  idParamsSchema,
  interactionDetailsSchema,
  interactionInputSchema,
  interactionPageSchema,
  interactionSchema,
  interactionSearchQuerySchema,
} from '@conexoes/shared/contract';
import { appLocale, labelLocale } from '../../lib/locale';
import { forbidden } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';
import { requireScope } from '../../plugins/auth.plugin';
import { createAttachmentService, storedKeysOf } from '../attachments/attachment.service';
import { createInteractionRepository } from './interaction.repository';
import { interactionDashboardRoutes } from './dashboards/interaction-dashboard.routes';
import { createGrievanceWriter } from './interaction-grievance';
import { interactionSettingsRoutes } from './interaction-settings.routes';

const tags = ['social-interactions'];
const view: Array<['socialInteractions', 'view']> = [['socialInteractions', 'view']];
const editPermission: Array<['socialInteractions', 'edit' | 'editConditionally']> = [
  ['socialInteractions', 'edit'],
  ['socialInteractions', 'editConditionally'],
];

/**
 * SPEC §7 Social interactions, first slice (issue 11): search, get, details, create, update, delete.
 * Area `socialInteractions`: view / add / edit or editConditionally (the author or a participant,
 * docs/decisions/0029) / delete. A record outside the reach, or deleted, is a 404.
 */
export const interactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createInteractionRepository(app.db);
  const attachmentService = createAttachmentService(app.db, app.files, app.log);
  const recordGrievanceSteps = createGrievanceWriter(app.db);
  /** The record in reach (else 404) that the caller may change: edit, or editConditionally as its author or a participant. */
  const editableRow = async (scope: RequestScope, id: string) => {
    const current = await repository.findRow(scope, id);
    if (!repository.canEdit(scope, current, await repository.participantIdsOf(scope, current.id)))
      throw forbidden('You can only edit interactions you registered or took part in');
    return current;
  };
  await app.register(interactionDashboardRoutes, { prefix: '/dashboards' });
  await app.register(interactionSettingsRoutes, { prefix: '/settings' });

  app.get(
    '/search',
    {
      config: { permission: view },
      schema: { tags, querystring: interactionSearchQuerySchema, response: { 200: interactionPageSchema } },
    },
    async (request) => repository.search(requireScope(request), request.query),
  );

  // The exact number behind a capped total ("1,000+"): the same result set, counted whole, on demand.
  await app.register(
    searchCountRoutes({
      querystring: interactionSearchQuerySchema,
      count: repository.count,
      permission: view,
      tags,
    }),
  );

  app.get(
    '/:id',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: interactionSchema } },
    },
    async (request) => repository.get(requireScope(request), request.params.id),
  );

  app.get(
    '/:id/details',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: interactionDetailsSchema } },
    },
    async (request) =>
      repository.details(requireScope(request), request.params.id, labelLocale(request), appLocale(request)),
  );

  app.post(
    '/',
    {
      config: { permission: [['socialInteractions', 'add']] },
      schema: { tags, body: interactionInputSchema, response: { 201: interactionSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await repository.create(requireScope(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { permission: editPermission },
      schema: {
        tags,
        params: idParamsSchema,
        body: interactionInputSchema,
        response: { 200: interactionSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      return repository.update(scope, await editableRow(scope, request.params.id), request.body);
    },
  );

  // The grievance mechanism's steps (interaction-grievance.ts): whoever may edit the record records them.
  app.put(
    '/:id/grievance',
    {
      config: { permission: editPermission },
      schema: {
        tags,
        params: idParamsSchema,
        body: grievanceInputSchema,
        response: { 200: interactionSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const current = await editableRow(scope, request.params.id);
      await recordGrievanceSteps(scope, current, request.body);
      return repository.get(scope, current.id);
    },
  );

  app.delete(
    '/:id',
    {
      config: { permission: [['socialInteractions', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const current = await repository.findRow(scope, request.params.id);
      // Audited in the record's own history (who and when), which stays with the hidden row. Its files
      // go with it (docs/decisions/0030): rows in the same transaction, bytes once it is committed.
      let gone: string[] = [];
      await repository.remove(scope, current, async (tx) => {
        const removed = await attachmentService.removeAllOf(
          scope,
          { type: 'interaction', id: current.id, workspaceId: current.workspaceId },
          tx,
        );
        gone = removed.flatMap(storedKeysOf);
        const names = removed.filter((r) => r.status === 'ready').map((r) => r.fileName);
        return names.length ? [{ field: 'attachments', before: names.join(', '), after: null }] : [];
      });
      await attachmentService.removeStored(gone);
      return reply.code(204).send(null);
    },
  );
};
