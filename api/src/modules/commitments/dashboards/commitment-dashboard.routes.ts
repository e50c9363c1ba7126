import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentOverviewQuerySchema, commitmentOverviewSchema } from '@conexoes/shared/contract';
import { labelLocale } from '../../../lib/locale';
import { resolvePeriod } from '../../../lib/period';
import { requireScope } from '../../../plugins/auth.plugin';
import { tags, view } from '../commitment-access';
import { createCommitmentDashboardRepository } from './commitment-dashboard.repository';

/** GET commitments/dashboards/overview (period rule of SPEC §5; docs/dashboards.md). */
export const commitmentDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboards = createCommitmentDashboardRepository(app.db);
  app.get(
    '/overview',
    {
      config: { permission: view },
      schema: {
        tags,
        querystring: commitmentOverviewQuerySchema,
        response: { 200: commitmentOverviewSchema },
      },
    },
    async (request) =>
      dashboards.overview(requireScope(request), resolvePeriod(request.query), labelLocale(request)),
  );
};
