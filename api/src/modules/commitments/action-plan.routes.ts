import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  actionPlanInputSchema,
  actionPlanMoveSchema,
  actionPlanSchema,
  idParamsSchema,
} from '@conexoes/shared/contract';
import { labelLocale } from '../../lib/locale';
import { requireScope } from '../../plugins/auth.plugin';
import { createActionPlanRepository } from './action-plan.repository';
import { editFlags, tags, view } from './commitment-access';

/**
 * SPEC §7 action-plans/{id}: read, save, finish (refused with 422 while actions are open), reopen.
 * The body of finish and reopen is optional: when sent it is saved in the same step.
 */
export const actionPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createActionPlanRepository(app.db);

  app.get(
    '/:id',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: actionPlanSchema } },
    },
    async (request) => repository.get(requireScope(request), request.params.id, labelLocale(request)),
  );

  app.put(
    '/:id',
    {
      config: { permission: editFlags },
      schema: {
        tags,
        params: idParamsSchema,
        body: actionPlanInputSchema,
        response: { 200: actionPlanSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      await repository.update(scope, request.params.id, request.body);
      return repository.get(scope, request.params.id, labelLocale(request));
    },
  );

  for (const move of ['finish', 'reopen'] as const)
    app.put(
      `/:id/${move}`,
      {
        config: { permission: editFlags },
        schema: {
          tags,
          params: idParamsSchema,
          body: actionPlanMoveSchema,
          response: { 200: actionPlanSchema },
        },
      },
      async (request) => {
        const scope = requireScope(request);
        await repository.update(scope, request.params.id, request.body ?? undefined, move);
        return repository.get(scope, request.params.id, labelLocale(request));
      },
    );
};
