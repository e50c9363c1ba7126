import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCountRoutes } from '../../lib/search-count.routes';
import { z } from 'zod';
import {
  compareInteractionsTopicsQuerySchema,
  compareInteractionsTopicsSchema,
  compareSchema,
  dashboardTabParamsSchema,
  entitySchema,
  entityTreeQuerySchema,
  entityTreeSchema,
  groupCountsSchema,
  hasPermission,
  idParamsSchema,
  optionItemsSchema,
  rankQuerySchema,
  rankSchema,
  socialInteractionResumeSchema,
  stakeholderAdditionParamsSchema,
  stakeholderInputSchema,
  stakeholderOptionsBodySchema,
  stakeholderOptionsSchema,
  stakeholderPageSchema,
  type StakeholderPage,
  stakeholderPersonalDataSchema,
  stakeholderPersonalFields,
  stakeholderHistorySchema,
  stakeholderSchema,
  stakeholderScopeOptionsBodySchema,
  stakeholderSearchQuerySchema,
  stakeholderUpdateSchema,
  syncTopicsBodySchema,
} from '@conexoes/shared/contract';
import { eq } from 'drizzle-orm';
import type { StakeholderRow } from '../../db/schema';
import { workspaces } from '../../db/schema';
import { labelLocale, pickLabel } from '../../lib/locale';
import { resolvePeriod } from '../../lib/period';
import { forbidden, unprocessable } from '../../lib/problem';
import { requireView, type RequestScope } from '../../lib/scope';
import { foldText } from '../../lib/text';
import { clientInfo, requireScope } from '../../plugins/auth.plugin';
import { basicInfoOnly, isNamed, readsInteractions } from '../interactions/interaction-basic-info';
import { createInteractionRepository } from '../interactions/interaction.repository';
import { additionList, createOptionRepository } from '../options/option.repository';
import { createStakeholderDashboardRepository } from './stakeholder-dashboard.repository';
import { createStakeholderSearchCache } from './stakeholder-search.cache';
import { wholeRecord } from './stakeholder.fields';
import { createStakeholderRepository, isRestricted } from './stakeholder.repository';

const tags = ['stakeholders'];
/** What follows `?` in a request URL, as sent. */
const rawQuery = (url: string): string => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
};
const view: Array<['stakeholders', 'view']> = [['stakeholders', 'view']];

/**
 * SPEC §7 Stakeholders (import/export live in ./import and ./export). Area `stakeholders`:
 * view / add / edit or editConditionally (records the user created or is responsible for) / delete;
 * onlyBasicInfo users get records without personal fields and cannot export personal data.
 */
export const stakeholderRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createStakeholderRepository(app.db);
  const dashboards = createStakeholderDashboardRepository(app.db);
  const optionRepository = createOptionRepository(app.db);
  const searchCache = createStakeholderSearchCache(app.changes);
  const interactions = createInteractionRepository(app.db);

  const assertCanEdit = (scope: RequestScope, target: StakeholderRow) => {
    if (hasPermission(scope.permissions, 'stakeholders', 'edit')) return;
    const own = target.createdBy === scope.userId || target.responsibleId === scope.userId;
    if (hasPermission(scope.permissions, 'stakeholders', 'editConditionally') && own) return;
    throw forbidden('You can only edit stakeholders you created or are responsible for');
  };
  const editPermission: Array<['stakeholders', 'edit' | 'editConditionally']> = [
    ['stakeholders', 'edit'],
    ['stakeholders', 'editConditionally'],
  ];

  app.get(
    '/search',
    {
      config: { permission: view },
      schema: { tags, querystring: stakeholderSearchQuerySchema, response: { 200: stakeholderPageSchema } },
      // A cached answer to this very query string (valid when it was kept) is sent before validation.
      preValidation: async (request, reply) => {
        const scope = requireScope(request);
        const hit = searchCache.lookup(scope, isRestricted(scope), rawQuery(request.url));
        if (hit) return reply.type('application/json; charset=utf-8').send(hit as unknown as StakeholderPage);
        return undefined;
      },
    },
    // The answer is already JSON (cached or serialised from the contract's schema): sent as is, so the
    // route's response schema documents it but is not run again (docs/decisions/0022).
    async (request, reply) => {
      const scope = requireScope(request);
      const body = await searchCache.answer(scope, isRestricted(scope), rawQuery(request.url), () =>
        repository.search(scope, request.query),
      );
      // Bytes with a JSON content type skip Fastify's serializer; the types only know objects.
      return reply.type('application/json; charset=utf-8').send(body as unknown as StakeholderPage);
    },
  );

  // The exact number behind a capped total ("1,000+"): the same result set, counted whole, on demand.
  await app.register(
    searchCountRoutes({
      querystring: stakeholderSearchQuerySchema,
      count: repository.count,
      permission: view,
      tags,
    }),
  );

  app.post(
    '/options',
    {
      config: { permission: view, readOnly: true },
      schema: { tags, body: stakeholderOptionsBodySchema, response: { 200: stakeholderOptionsSchema } },
    },
    async (request) => repository.options(requireScope(request), request.body),
  );

  app.post(
    '/scopes/options',
    {
      config: { permission: view, readOnly: true },
      schema: { tags, body: stakeholderScopeOptionsBodySchema, response: { 200: optionItemsSchema } },
    },
    async (request) => {
      const locale = labelLocale(request);
      const rows = await optionRepository.list(requireScope(request), 'stakeholderScope', {
        ...(request.body.active ? { active: true } : {}),
        ...(request.body.workspaceIds ? { workspaceIds: request.body.workspaceIds } : {}),
      });
      const q = request.body.q ? foldText(request.body.q) : '';
      return rows
        .map((r) => ({ value: r.code, label: pickLabel(locale, r) }))
        .filter((o) => !q || foldText(o.label).includes(q));
    },
  );

  app.get(
    '/additions/options/:x',
    {
      config: { permission: 'member' },
      schema: { tags, params: stakeholderAdditionParamsSchema, response: { 200: optionItemsSchema } },
    },
    async (request) => {
      const locale = labelLocale(request);
      const rows = await optionRepository.list(requireScope(request), additionList(request.params.x), {
        active: true,
      });
      return rows.map((r) => ({ value: r.code, label: pickLabel(locale, r) }));
    },
  );

  // ---- dashboards (docs/dashboards.md); static paths win over /dashboards/:tab ----
  app.get(
    '/dashboards/rank',
    {
      config: { permission: view },
      schema: { tags, querystring: rankQuerySchema, response: { 200: rankSchema } },
    },
    async (request) => dashboards.rank(requireScope(request), request.query.sortBy, request.query.limit),
  );
  app.get(
    '/dashboards/compare/interactions/topics',
    {
      config: { permission: view },
      schema: {
        tags,
        querystring: compareInteractionsTopicsQuerySchema,
        response: { 200: compareInteractionsTopicsSchema },
      },
    },
    async (request) => {
      const period = resolvePeriod(request.query);
      return { period, items: await dashboards.topics(requireScope(request), request.query.limit, period) };
    },
  );
  app.get(
    '/dashboards/compare/:tab',
    {
      config: { permission: view },
      schema: { tags, params: dashboardTabParamsSchema, response: { 200: compareSchema } },
    },
    async (request) => dashboards.compare(requireScope(request), request.params.tab, labelLocale(request)),
  );
  app.get(
    '/dashboards/category',
    { config: { permission: view }, schema: { tags, response: { 200: groupCountsSchema } } },
    async (request) => dashboards.counts(requireScope(request), 'category', labelLocale(request)),
  );
  app.get(
    '/dashboards/entity',
    { config: { permission: view }, schema: { tags, response: { 200: entitySchema } } },
    async (request) => dashboards.entity(requireScope(request)),
  );
  app.get(
    '/dashboards/entity-tree',
    {
      config: { permission: view },
      schema: { tags, querystring: entityTreeQuerySchema, response: { 200: entityTreeSchema } },
    },
    async (request) => dashboards.entityTree(requireScope(request), request.query.rootId),
  );
  app.get(
    '/dashboards/:tab',
    {
      config: { permission: view },
      schema: { tags, params: dashboardTabParamsSchema, response: { 200: groupCountsSchema } },
    },
    async (request) => dashboards.counts(requireScope(request), request.params.tab, labelLocale(request)),
  );

  // ---- one record ----
  app.get(
    '/:id',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: stakeholderSchema } },
    },
    async (request) => repository.get(requireScope(request), request.params.id),
  );

  app.get(
    '/:id/social-interaction/resume',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: socialInteractionResumeSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      const row = await repository.findRow(scope, request.params.id);
      // Figures of interactions: for callers who may see interactions (others get the empty resume).
      // A person's part in interactions is theirs: not to a caller who reads interactions with basic
      // information only (interaction-basic-info.ts), as the search by their id finds nothing either.
      if (!readsInteractions(scope) || !isNamed(basicInfoOnly(scope), row))
        return {
          total: 0,
          lastInteractionAt: null,
          perception: { positive: 0, neutral: 0, negative: 0 },
          openGrievances: 0,
          byType: [],
        };
      return interactions.stakeholderResume(scope, request.params.id, labelLocale(request));
    },
  );

  app.get(
    '/:id/history',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: stakeholderHistorySchema } },
    },
    async (request) => repository.history(requireScope(request), request.params.id, labelLocale(request)),
  );

  app.post(
    '/',
    {
      config: { permission: [['stakeholders', 'add']] },
      schema: { tags, body: stakeholderInputSchema, response: { 201: stakeholderSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await repository.create(requireScope(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { permission: editPermission },
      schema: {
        tags,
        params: idParamsSchema,
        body: stakeholderUpdateSchema,
        response: { 200: stakeholderSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const current = await repository.findRow(scope, request.params.id);
      assertCanEdit(scope, current);
      if (current.anonymisedAt)
        throw unprocessable([{ path: 'params.id', message: 'An anonymised stakeholder cannot be edited' }]);
      const body = wholeRecord(request.body, current, isRestricted(scope));
      return repository.update(scope, current, body);
    },
  );

  app.post(
    '/:id/sync/topics',
    {
      config: { permission: editPermission },
      schema: {
        tags,
        params: idParamsSchema,
        body: syncTopicsBodySchema,
        response: { 200: stakeholderSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const current = await repository.findRow(scope, request.params.id);
      assertCanEdit(scope, current);
      return repository.syncTopics(scope, current, request.body.topicIds);
    },
  );

  app.delete(
    '/:id',
    {
      config: { permission: [['stakeholders', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const current = await repository.findRow(scope, request.params.id);
      await repository.remove(scope, current);
      await app.identity.audit({
        event: 'stakeholder.deleted',
        tenantId: scope.tenantId,
        userId: scope.userId,
        ...clientInfo(request),
        detail: { stakeholderId: current.id, kind: current.kind },
      });
      return reply.code(204).send(null);
    },
  );

  // ---- LGPD (docs/stakeholders.md) ----
  app.get(
    '/:id/personal-data',
    {
      // A data subject's request (LGPD art. 18) is handled like anonymisation, by whoever may delete.
      config: { permission: [['stakeholders', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 200: stakeholderPersonalDataSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      requireView(scope, 'stakeholders', 'Stakeholder');
      if (isRestricted(scope))
        throw forbidden('Personal data is not available with basic-information access');
      const stakeholder = await repository.get(scope, request.params.id);
      const [history, [tenant]] = await Promise.all([
        repository.history(scope, stakeholder.id, labelLocale(request)),
        app.db.select({ name: workspaces.name }).from(workspaces).where(eq(workspaces.id, scope.tenantId)),
      ]);
      await app.identity.audit({
        event: 'stakeholder.personal_data_exported',
        tenantId: scope.tenantId,
        userId: scope.userId,
        ...clientInfo(request),
        detail: { stakeholderId: stakeholder.id },
      });
      return {
        generatedAt: new Date().toISOString(),
        controller: { tenantId: scope.tenantId, name: tenant?.name ?? '' },
        personalFields: ['name', ...stakeholderPersonalFields],
        stakeholder,
        history,
      };
    },
  );

  app.post(
    '/:id/anonymise',
    {
      config: { permission: [['stakeholders', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 200: stakeholderSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      if (isRestricted(scope))
        throw forbidden('Anonymisation is not available with basic-information access');
      const current = await repository.findRow(scope, request.params.id);
      if (current.kind !== 'person') {
        throw unprocessable([
          { path: 'params.id', message: 'Only a person (a data subject) can be anonymised' },
        ]);
      }
      if (current.anonymisedAt) throw unprocessable([{ path: 'params.id', message: 'Already anonymised' }]);
      const result = await repository.anonymise(scope, current);
      await app.identity.audit({
        event: 'stakeholder.anonymised',
        tenantId: scope.tenantId,
        userId: scope.userId,
        ...clientInfo(request),
        detail: { stakeholderId: current.id },
      });
      return result;
    },
  );
};
