import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hasPermission,
  idParamsSchema,
  optionInputSchema,
  optionItemsSchema,
  optionListParamsSchema,
  optionPageSchema,
  optionSchema,
  optionUsageSchema,
  optionSearchQuerySchema,
} from '@conexoes/shared/contract';
import { labelLocale, pickLabel } from '../../lib/locale';
import { forbidden } from '../../lib/problem';
import { requireScope } from '../../plugins/auth.plugin';
import { createOptionRepository, toOption } from './option.repository';

const tags = ['options'];

/**
 * SPEC §7 Options. Reading is open to every member (selects everywhere need it); writing is the
 * `configurations` area. DELETE refuses an option in use with 409: deactivate it with POST instead.
 */
export const optionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createOptionRepository(app.db);

  app.get(
    '/search',
    {
      config: { permission: 'member' },
      schema: { tags, querystring: optionSearchQuerySchema, response: { 200: optionPageSchema } },
    },
    async (request) => repository.search(requireScope(request), request.query, labelLocale(request)),
  );

  app.get(
    '/:x/options',
    {
      config: { permission: 'member' },
      schema: {
        tags,
        params: optionListParamsSchema,
        querystring: z.object({ all: z.enum(['true', 'false']).optional() }),
        response: { 200: optionItemsSchema },
      },
    },
    async (request) => {
      const locale = labelLocale(request);
      const rows = await repository.list(requireScope(request), request.params.x, {
        ...(request.query.all === 'true' ? {} : { active: true }),
      });
      return rows.map((row) => ({ value: row.code, label: pickLabel(locale, row) }));
    },
  );

  // What deactivating an option touches, for the screens to ask first: counted in the caller's workspaces.
  app.get(
    '/:id/usage',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, params: idParamsSchema, response: { 200: optionUsageSchema } },
    },
    async (request) => repository.usage(requireScope(request), request.params.id),
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
      schema: { tags, body: optionInputSchema, response: { 200: optionSchema, 201: optionSchema } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const flag = request.body.id ? 'edit' : 'add';
      if (!hasPermission(scope.permissions, 'configurations', flag))
        throw forbidden('You do not have permission for this action');
      const row = await repository.save(scope, request.body);
      return reply.code(request.body.id ? 200 : 201).send(toOption(row, labelLocale(request), scope));
    },
  );

  app.delete(
    '/:id',
    {
      config: { permission: [['configurations', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await repository.remove(requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
