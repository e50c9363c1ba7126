import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  actionCompleteSchema,
  actionInputSchema,
  actionSchema,
  idParamsSchema,
} from '@conexoes/shared/contract';
import { requireScope } from '../../plugins/auth.plugin';
import { createActionPlanRepository } from './action-plan.repository';
import { commitmentAttachmentRoutes } from './commitment-attachment.routes';
import { editFlags, tags, view } from './commitment-access';
import { firstTreatmentRoutes } from './dashboards/first-treatment.routes';

/**
 * SPEC §7 actions: create (in an action plan the caller may change), update, complete (a note and,
 * optionally, evidence files of the action; a second time is a 409), reopen (empty body; a deleted
 * action is a 404), delete (soft, `customModules.delete`); plus the action's files and the
 * first-treatment dashboard.
 */
export const actionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createActionPlanRepository(app.db);
  await app.register(firstTreatmentRoutes, { prefix: '/dashboards' });
  await app.register(
    commitmentAttachmentRoutes({
      type: 'action',
      find: async (scope, id) => {
        const found = await repository.canEditActionFiles(scope, id);
        return {
          workspaceId: found.action.workspaceId,
          canEdit: found.canEdit,
          actionPlanId: found.plan.id,
          title: found.action.title,
        };
      },
    }),
  );

  app.get(
    '/:id',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: actionSchema } },
    },
    async (request) => repository.getAction(requireScope(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { permission: editFlags },
      schema: { tags, body: actionInputSchema, response: { 201: actionSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await repository.createAction(requireScope(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { permission: editFlags },
      schema: { tags, params: idParamsSchema, body: actionInputSchema, response: { 200: actionSchema } },
    },
    async (request) => repository.updateAction(requireScope(request), request.params.id, request.body),
  );

  app.put(
    '/:id/complete',
    {
      config: { permission: editFlags },
      schema: { tags, params: idParamsSchema, body: actionCompleteSchema, response: { 200: actionSchema } },
    },
    async (request) => repository.complete(requireScope(request), request.params.id, request.body),
  );

  app.put(
    '/:id/reopen',
    {
      config: { permission: editFlags },
      schema: { tags, params: idParamsSchema, response: { 200: actionSchema } },
    },
    async (request) => repository.reopen(requireScope(request), request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { permission: [['customModules', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await repository.removeAction(requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
