import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  surveyQuestionInputSchema,
  surveyQuestionListSchema,
  surveyQuestionOrderSchema,
  surveyQuestionQuerySchema,
  surveyQuestionSchema,
  surveyQuestionUpdateSchema,
  surveySummaryQuerySchema,
  surveySummarySchema,
  surveyWorkspaceListSchema,
  surveyWorkspaceParamsSchema,
} from '@conexoes/shared/contract';
import { appLocale } from '../../../lib/locale';
import { resolvePeriod } from '../../../lib/period';
import { requireScope } from '../../../plugins/auth.plugin';
import { createSurveyRepository } from './survey.repository';

const tags = ['social-interactions'];

/**
 * The perception survey (issue 11), under `social-interactions`. Questions are configuration like the
 * option lists: every member reads them (the form needs them), the `configurations` flags change them
 * in the workspaces the caller administers. The research switch of a workspace is a state change with
 * its own route (decision 0027). The summary counts the caller's interactions (`socialInteractions.view`).
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createSurveyRepository(app.db);

  app.get(
    '/survey/questions',
    {
      config: { permission: 'member' },
      schema: { tags, querystring: surveyQuestionQuerySchema, response: { 200: surveyQuestionListSchema } },
    },
    async (request) =>
      repository.questions(requireScope(request), appLocale(request), request.query.workspaceId),
  );

  app.post(
    '/survey/questions',
    {
      config: { permission: [['configurations', 'add']] },
      schema: { tags, body: surveyQuestionInputSchema, response: { 201: surveyQuestionSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await repository.createQuestion(requireScope(request), request.body, appLocale(request))),
  );

  // Declared before `/:id` so "order" is never read as an id (static segments win anyway).
  app.put(
    '/survey/questions/order',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, body: surveyQuestionOrderSchema, response: { 200: surveyQuestionListSchema } },
    },
    async (request) => repository.reorder(requireScope(request), request.body.ids, appLocale(request)),
  );

  app.put(
    '/survey/questions/:id',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: {
        tags,
        params: idParamsSchema,
        body: surveyQuestionUpdateSchema,
        response: { 200: surveyQuestionSchema },
      },
    },
    async (request) =>
      repository.updateQuestion(
        requireScope(request),
        request.params.id,
        request.body as z.output<typeof surveyQuestionUpdateSchema>,
        appLocale(request),
      ),
  );

  app.delete(
    '/survey/questions/:id',
    {
      config: { permission: [['configurations', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await repository.removeQuestion(requireScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/survey/workspaces',
    {
      config: { permission: 'member' },
      schema: { tags, response: { 200: surveyWorkspaceListSchema } },
    },
    async (request) => repository.workspaces(requireScope(request)),
  );

  app.put(
    '/survey/workspaces/:id/:on',
    {
      config: { permission: [['configurations', 'edit']] },
      schema: { tags, params: surveyWorkspaceParamsSchema, response: { 200: surveyWorkspaceListSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      await repository.setResearch(scope, request.params.id, request.params.on);
      return repository.workspaces(scope);
    },
  );

  app.get(
    '/dashboards/survey',
    {
      config: { permission: [['socialInteractions', 'view']] },
      schema: { tags, querystring: surveySummaryQuerySchema, response: { 200: surveySummarySchema } },
    },
    async (request) =>
      repository.summary(requireScope(request), resolvePeriod(request.query), appLocale(request)),
  );
};
