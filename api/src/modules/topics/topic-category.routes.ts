import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  odsGoals,
  odsOptionsSchema,
  periodQuerySchema,
  topicCategoryInputSchema,
  topicCategoryOptionsQuerySchema,
  topicCategoryOptionsSchema,
  topicCategoryPageSchema,
  topicCategoryRankSchema,
  topicCategorySchema,
  topicCategorySearchQuerySchema,
  topicCategoryUpdateSchema,
  topicCompareSchema,
} from '@conexoes/shared/contract';
import { labelLocale, pickLabel } from '../../lib/locale';
import { monthsOf, resolvePeriod } from '../../lib/period';
import { requireScope } from '../../plugins/auth.plugin';
import { createInteractionDashboardRepository } from '../interactions/dashboards/interaction-dashboard.repository';
import { createTopicRepository } from './topic.repository';

const tags = ['topic categories'];

/**
 * SPEC §7 Topic categories (under `topic/categories`). Readable by every member, written under
 * `configurations`. The dashboards count the social interactions of the caller's reach in the period
 * (docs/dashboards.md).
 */
export const topicCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createTopicRepository(app.db);
  const interactionDashboards = createInteractionDashboardRepository(app.db);
  const dashboardPermission: Array<['dashboard' | 'socialInteractions' | 'stakeholders', 'view']> = [
    ['dashboard', 'view'],
    ['socialInteractions', 'view'],
    ['stakeholders', 'view'],
  ];

  app.get(
    '/ods/options',
    { config: { permission: 'member' }, schema: { tags, response: { 200: odsOptionsSchema } } },
    async (request) => {
      const locale = labelLocale(request);
      return odsGoals.map((goal) => ({
        value: String(goal.number),
        label: `${goal.number}. ${pickLabel(locale, goal)}`,
        number: goal.number,
        labelPtBr: goal.labelPtBr,
        labelEn: goal.labelEn,
        labelEs: goal.labelEs,
        labelDe: goal.labelDe,
      }));
    },
  );

  app.get(
    '/search',
    {
      config: { permission: 'member' },
      schema: {
        tags,
        querystring: topicCategorySearchQuerySchema,
        response: { 200: topicCategoryPageSchema },
      },
    },
    async (request) => repository.searchCategories(requireScope(request), request.query),
  );

  app.get(
    '/options',
    {
      config: { permission: 'member' },
      schema: {
        tags,
        querystring: topicCategoryOptionsQuerySchema,
        response: { 200: topicCategoryOptionsSchema },
      },
    },
    async (request) =>
      (await repository.categories(requireScope(request), request.query)).map((c) => ({
        value: c.id,
        label: c.name,
        ods: [...c.ods].sort((a, b) => a - b),
      })),
  );

  const compare = async (
    scope: ReturnType<typeof requireScope>,
    query: typeof periodQuerySchema._output,
    level: 'topic' | 'category',
  ) => {
    const period = resolvePeriod(query);
    const months = monthsOf(period);
    const [rows, counts] = await Promise.all([
      level === 'topic'
        ? repository.topicRows(scope, { active: true })
        : repository.categories(scope, { active: true }),
      interactionDashboards.byTopicMonth(scope, period, level),
    ]);
    return {
      period,
      months,
      series: rows.map((r) => {
        const byMonth = counts.get(r.id) ?? new Map<string, number>();
        return {
          id: r.id,
          name: r.name,
          counts: months.map((m) => byMonth.get(m) ?? 0),
          // The whole period (an open start counts before the months shown too).
          total: [...byMonth.values()].reduce((sum, n) => sum + n, 0),
        };
      }),
    };
  };

  app.get(
    '/dashboards/social-interaction/topic/compare',
    {
      config: { permission: dashboardPermission },
      schema: { tags, querystring: periodQuerySchema, response: { 200: topicCompareSchema } },
    },
    async (request) => compare(requireScope(request), request.query, 'topic'),
  );

  app.get(
    '/dashboards/social-interaction/topic-category/compare',
    {
      config: { permission: dashboardPermission },
      schema: { tags, querystring: periodQuerySchema, response: { 200: topicCompareSchema } },
    },
    async (request) => compare(requireScope(request), request.query, 'category'),
  );

  app.get(
    '/dashboards/rank',
    {
      config: { permission: dashboardPermission },
      schema: { tags, querystring: periodQuerySchema, response: { 200: topicCategoryRankSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      const period = resolvePeriod(request.query);
      // The followers' and topics' counts do not wait for the interactions' (each is a join of its own).
      const listed = repository.categories(scope, { active: true });
      const [categories, counts, interactionCounts] = await Promise.all([
        listed,
        listed.then((all) =>
          repository.categoryCounts(
            scope,
            all.map((c) => c.id),
          ),
        ),
        interactionDashboards.byCategory(scope, period),
      ]);
      const items = categories
        .map((c) => ({
          id: c.id,
          name: c.name,
          ods: [...c.ods].sort((a, b) => a - b),
          topics: counts.get(c.id)?.topics ?? 0,
          stakeholders: counts.get(c.id)?.stakeholders ?? 0,
          interactions: interactionCounts.get(c.id) ?? 0,
        }))
        .sort(
          (a, b) =>
            b.interactions - a.interactions ||
            b.stakeholders - a.stakeholders ||
            a.name.localeCompare(b.name, 'pt-BR'),
        );
      return { period, items };
    },
  );

  app.get(
    '/:id',
    {
      config: { permission: 'member' },
      schema: { tags, params: idParamsSchema, response: { 200: topicCategorySchema } },
    },
    async (request) => repository.getCategory(requireScope(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { permission: [['configurations', 'add']] },
      schema: { tags, body: topicCategoryInputSchema, response: { 201: topicCategorySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await repository.createCategory(requireScope(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: {
        tags,
        params: idParamsSchema,
        body: topicCategoryUpdateSchema,
        response: { 200: topicCategorySchema },
      },
    },
    async (request) => repository.updateCategory(requireScope(request), request.params.id, request.body),
  );
};
