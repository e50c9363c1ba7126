import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  firstTreatmentQuerySchema,
  firstTreatmentSchema,
  untreatedDemandPageSchema,
  untreatedDemandsQuerySchema,
} from '@conexoes/shared/contract';
import { resolvePeriod } from '../../../lib/period';
import { requireScope } from '../../../plugins/auth.plugin';
import { tags, view } from '../commitment-access';
import { createCommitmentDashboardRepository } from './commitment-dashboard.repository';

/** SPEC §7 GET actions/dashboards/first-treatment and its untreated list (period rule of SPEC §5; docs/dashboards.md). */
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
  // The dashboard lists the first 50 untreated demands; this reads the rest, page by page.
  app.get(
    '/first-treatment/untreated',
    {
      config: { permission: view },
      schema: {
        tags,
        querystring: untreatedDemandsQuerySchema,
        response: { 200: untreatedDemandPageSchema },
      },
    },
    async (request) =>
      dashboards.untreated(requireScope(request), resolvePeriod(request.query), request.query.page),
  );
};
