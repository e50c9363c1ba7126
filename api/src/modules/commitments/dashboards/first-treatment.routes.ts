import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstTreatmentQuerySchema, firstTreatmentSchema } from '@conexoes/shared/contract';
import { resolvePeriod } from '../../../lib/period';
import { requireScope } from '../../../plugins/auth.plugin';
import { tags, view } from '../commitment-access';
import { createCommitmentDashboardRepository } from './commitment-dashboard.repository';

/** SPEC §7 GET actions/dashboards/first-treatment (period rule of SPEC §5; docs/dashboards.md). */
export const firstTreatmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboards = createCommitmentDashboardRepository(app.db);
  app.get(
    '/first-treatment',
    {
      config: { permission: view },
      schema: { tags, querystring: firstTreatmentQuerySchema, response: { 200: firstTreatmentSchema } },
    },
    async (request) => dashboards.firstTreatment(requireScope(request), resolvePeriod(request.query)),
  );
};
