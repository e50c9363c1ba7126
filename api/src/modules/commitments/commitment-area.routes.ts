import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commitmentDashboardRoutes } from './dashboards/commitment-dashboard.routes';
import { commitmentExportRoutes } from './commitment-export.routes';
import { commitmentRoutes } from './commitment.routes';
import { commitmentSettingsRoutes } from './commitment-settings.routes';
import { negotiationPlanRoutes } from './negotiation-plan.routes';

/** Everything under /commitments (issue 12); action-plans and actions are registered beside it. */
export const commitmentAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  // The exports' static paths are registered first, beside the records' /:id.
  await app.register(commitmentExportRoutes);
  await app.register(negotiationPlanRoutes, { prefix: '/negotiation-plans' });
  await app.register(commitmentRoutes, { prefix: '/management' });
  await app.register(commitmentDashboardRoutes, { prefix: '/dashboards' });
  await app.register(commitmentSettingsRoutes, { prefix: '/settings' });
};
