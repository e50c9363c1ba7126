import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasPermission,
  idParamsSchema,
  topicGroupedQuerySchema,
  topicGroupsSchema,
  topicInputSchema,
  topicOptionsParamsSchema,
  topicOptionsQuerySchema,
  topicOptionsSchema,
  topicPageSchema,
  topicSchema,
  topicSearchQuerySchema,
} from '@conexoes/shared/contract';
import { forbidden } from '../../lib/problem';
import { requireScope } from '../../plugins/auth.plugin';
import { createTopicRepository } from './topic.repository';

const tags = ['topics'];

/** SPEC §7 Topics: readable by every member, written under `configurations`. */
export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createTopicRepository(app.db);

  app.get(
    '/search',
    {
      config: { permission: 'member' },
      schema: { tags, querystring: topicSearchQuerySchema, response: { 200: topicPageSchema } },
    },
    async (request) => repository.searchTopics(requireScope(request), request.query),
  );

  app.get(
    '/options/grouped',
    {
      config: { permission: 'member' },
      schema: { tags, querystring: topicGroupedQuerySchema, response: { 200: topicGroupsSchema } },
    },
    async (request) => repository.grouped(requireScope(request), request.query),
  );

  app.get(
    '/options/:x',
    {
      config: { permission: 'member' },
      schema: {
        tags,
        params: topicOptionsParamsSchema,
        querystring: topicOptionsQuerySchema,
        response: { 200: topicOptionsSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const { x } = request.params;
      if (x !== 'all') await repository.findCategory(scope, x);
      const rows = await repository.topicRows(scope, {
        ...(request.query.active === undefined ? {} : { active: request.query.active }),
        ...(x === 'all' ? {} : { categoryIds: [x] }),
      });
      return rows.map((r) => ({ value: r.id, label: r.name }));
    },
  );

  app.get(
    '/:id',
    {
      config: { permission: 'member' },
      schema: { tags, params: idParamsSchema, response: { 200: topicSchema } },
    },
    async (request) => repository.getTopic(requireScope(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: {
        permission: [
          ['configurations', 'add'],
          ['configurations', 'edit'],
        ],
      },
      schema: { tags, body: topicInputSchema, response: { 200: topicSchema, 201: topicSchema } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const flag = request.body.id ? 'edit' : 'add';
      if (!hasPermission(scope.permissions, 'configurations', flag))
        throw forbidden('You do not have permission for this action');
      const { topic, created } = await repository.saveTopic(scope, request.body);
      return reply.code(created ? 201 : 200).send(topic);
    },
  );

  app.delete(
    '/:id',
    {
      config: { permission: [['configurations', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await repository.removeTopic(requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
