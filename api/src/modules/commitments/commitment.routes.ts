import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchCountRoutes } from '../../lib/search-count.routes';
import { z } from 'zod';
import {
  idParamsSchema,
  commitmentDetailsSchema,
  commitmentInputSchema,
  commitmentPageSchema,
  commitmentSchema,
  commitmentSearchQuerySchema,
} from '@conexoes/shared/contract';
import { labelLocale } from '../../lib/locale';
import { forbidden } from '../../lib/problem';
import { requireScope } from '../../plugins/auth.plugin';
import { createAttachmentService, storedKeysOf } from '../attachments/attachment.service';
import { commitmentAttachmentRoutes } from './commitment-attachment.routes';
import { editFlags, tags, view } from './commitment-access';
import { createCommitmentRepository } from './commitment.repository';

/**
 * commitments/management, the commitments register (issue 12): search, get, details, create (also
 * from an agreement or an interaction: `sourceAgreementId`, `sourceInteractionId`), update, delete,
 * evidence files. Area `customModules`: view / add / edit or editConditionally (author or owner) /
 * delete. A commitment outside the reach, or deleted, is a 404.
 */
export const commitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createCommitmentRepository(app.db);
  const attachmentService = createAttachmentService(app.db, app.files, app.log);

  await app.register(
    commitmentAttachmentRoutes({
      type: 'commitment',
      find: async (scope, id) => {
        const row = await repository.findRow(scope, id);
        return { workspaceId: row.workspaceId, canEdit: repository.canEdit(scope, row) };
      },
    }),
  );

  // The exact number behind a capped total ("1,000+"): the same result set, counted whole, on demand.
  await app.register(
    searchCountRoutes({
      querystring: commitmentSearchQuerySchema,
      count: repository.count,
      permission: view,
      tags,
    }),
  );

  app.get(
    '/search',
    {
      config: { permission: view },
      schema: { tags, querystring: commitmentSearchQuerySchema, response: { 200: commitmentPageSchema } },
    },
    async (request) => repository.search(requireScope(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: commitmentSchema } },
    },
    async (request) => repository.get(requireScope(request), request.params.id),
  );

  app.get(
    '/:id/details',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: commitmentDetailsSchema } },
    },
    async (request) => repository.details(requireScope(request), request.params.id, labelLocale(request)),
  );

  app.post(
    '/',
    {
      config: { permission: [['customModules', 'add']] },
      schema: { tags, body: commitmentInputSchema, response: { 201: commitmentSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await repository.create(requireScope(request), request.body)),
  );

  app.put(
    '/:id',
    {
      config: { permission: editFlags },
      schema: {
        tags,
        params: idParamsSchema,
        body: commitmentInputSchema,
        response: { 200: commitmentSchema },
      },
    },
    async (request) => {
      const scope = requireScope(request);
      const current = await repository.findRow(scope, request.params.id);
      if (!repository.canEdit(scope, current))
        throw forbidden('You can only edit commitments you registered or own');
      return repository.update(scope, current, request.body);
    },
  );

  app.delete(
    '/:id',
    {
      config: { permission: [['customModules', 'delete']] },
      schema: { tags, params: idParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const current = await repository.findRow(scope, request.params.id);
      // Its evidence goes with it (decision 0030): rows in the same transaction, bytes once committed.
      let gone: string[] = [];
      await repository.remove(scope, current, async (tx) => {
        const removed = await attachmentService.removeAllOf(
          scope,
          { type: 'commitment', id: current.id, workspaceId: current.workspaceId },
          tx,
        );
        gone = removed.flatMap(storedKeysOf);
        const names = removed.filter((r) => r.status === 'ready').map((r) => r.fileName);
        return names.length ? [{ field: 'attachments', before: names.join(', '), after: null }] : [];
      });
      await attachmentService.removeStored(gone);
      return reply.code(204).send(null);
    },
  );
};
