import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemSchema } from '@conexoes/shared/contract';
import { HttpProblem } from '../../lib/problem';

const statusSchema = z.object({ status: z.literal('ok') });

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manager/api/health',
    { config: { auth: 'public' }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/manager/api/ready',
    {
      config: { auth: 'public' },
      schema: { tags: ['health'], response: { 200: statusSchema, 503: problemSchema } },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database unavailable');
        throw new HttpProblem(503, 'The database is not available');
      }
      return { status: 'ok' as const };
    },
  );
};
