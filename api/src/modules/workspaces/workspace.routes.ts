import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  workspaceActiveParamsSchema,
  workspaceBodySchema,
  workspaceUpdateBodySchema,
  workspaceListSchema,
  workspaceOptionsSchema,
  workspaceSchema,
} from '@conexoes/shared/contract';
import { requireScope } from '../../plugins/auth.plugin';
import { createWorkspaceRepository } from './workspace.repository';

const tags = ['workspaces'];

/** SPEC §7 Workspaces. Administration is the `configurations` area; options are open to every member. */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createWorkspaceRepository(app.db);

  app.get(
    '/',
    {
      config: { permission: [['configurations', 'view']] },
      schema: { tags, response: { 200: workspaceListSchema } },
    },
    async (request) => repository.list(requireScope(request)),
  );

  app.get(
    '/options',
    { config: { permission: 'member' }, schema: { tags, response: { 200: workspaceOptionsSchema } } },
    async (request) =>
      (await repository.options(requireScope(request))).map((w) => ({
        value: w.id,
        label: w.name,
        level: w.level as 1 | 2 | 3,
        parentId: w.parentId,
      })),
  );

  app.get(
    '/:id',
    {
      config: { permission: [['configurations', 'view']] },
      schema: { tags, params: idParamsSchema, response: { 200: workspaceSchema } },
    },
    async (request) => repository.get(requireScope(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { permission: [['configurations', 'add']] },
      schema: { tags, body: workspaceBodySchema, response: { 201: workspaceSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await repository.create(requireScope(request), request.body.workspace)),
  );

  app.put(
    '/:id',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: {
        tags,
        params: idParamsSchema,
        body: workspaceUpdateBodySchema,
        response: { 200: workspaceSchema },
      },
    },
    async (request) => repository.update(requireScope(request), request.params.id, request.body.workspace),
  );

  app.put(
    '/:id/active/:active',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, params: workspaceActiveParamsSchema, response: { 200: workspaceSchema } },
    },
    async (request) => repository.setActive(requireScope(request), request.params.id, request.params.active),
  );
};
