import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  interactionCompareSchema,
  interactionDashboardQuerySchema,
  interactionGrievanceSummarySchema,
  interactionOdsSchema,
  interactionOptionCountsSchema,
  interactionOptionDimensions,
  interactionPerceptionSchema,
  interactionRankQuerySchema,
  interactionRankSchema,
  interactionTopicCompareSchema,
  interactionTopicParamsSchema,
} from '@conexoes/shared/contract';
import { labelLocale } from '../../../lib/locale';
import { resolvePeriod } from '../../../lib/period';
import { requireScope } from '../../../plugins/auth.plugin';
import { createInteractionDashboardRepository } from './interaction-dashboard.repository';
import { grievanceSummary } from './grievance-summary';

const tags = ['social-interactions dashboards'];
const view: Array<['socialInteractions', 'view']> = [['socialInteractions', 'view']];

/**
 * SPEC §7 social-interactions/dashboards/* (docs/dashboards.md): counts of the interactions of the
 * caller's reach in the period (`period`, or `from` + `to` together, SPEC §5; `from` after `to` is 422).
 * Static paths (`compare/month`) win over `compare/:topicId`.
 */
export const interactionDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboards = createInteractionDashboardRepository(app.db);
  const querystring = interactionDashboardQuerySchema;

  app.get(
    '/compare/month',
    {
      config: { permission: view },
      schema: { tags, querystring, response: { 200: interactionCompareSchema } },
    },
    async (request) => dashboards.compareMonth(requireScope(request), resolvePeriod(request.query)),
  );

  app.get(
    '/compare/:topicId',
    {
      config: { permission: view },
      schema: {
        tags,
        params: interactionTopicParamsSchema,
        querystring,
        response: { 200: interactionTopicCompareSchema },
      },
    },
    async (request) =>
      dashboards.compareTopic(requireScope(request), resolvePeriod(request.query), request.params.topicId),
  );

  app.get(
    '/grievances',
    {
      config: { permission: view },
      schema: { tags, querystring, response: { 200: interactionGrievanceSummarySchema } },
    },
    async (request) => grievanceSummary(app.db, requireScope(request), resolvePeriod(request.query)),
  );

  app.get(
    '/perception',
    {
      config: { permission: view },
      schema: { tags, querystring, response: { 200: interactionPerceptionSchema } },
    },
    async (request) =>
      dashboards.perception(requireScope(request), resolvePeriod(request.query), labelLocale(request)),
  );

  app.get(
    '/rank',
    {
      config: { permission: view },
      schema: { tags, querystring: interactionRankQuerySchema, response: { 200: interactionRankSchema } },
    },
    async (request) =>
      dashboards.rank(
        requireScope(request),
        resolvePeriod(request.query),
        request.query.by,
        request.query.limit,
      ),
  );

  app.get(
    '/ods',
    { config: { permission: view }, schema: { tags, querystring, response: { 200: interactionOdsSchema } } },
    async (request) =>
      dashboards.ods(requireScope(request), resolvePeriod(request.query), labelLocale(request)),
  );

  for (const dimension of interactionOptionDimensions)
    app.get(
      `/${dimension}`,
      {
        config: { permission: view },
        schema: { tags, querystring, response: { 200: interactionOptionCountsSchema } },
      },
      async (request) =>
        dashboards.optionCounts(
          requireScope(request),
          resolvePeriod(request.query),
          dimension,
          labelLocale(request),
        ),
    );
};
