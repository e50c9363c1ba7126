import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentListSchema,
  attachmentParamsSchema,
  attachmentRegisterSchema,
  attachmentSchema,
  attachmentUploadRequestSchema,
  attachmentUploadSlotSchema,
  idParamsSchema,
} from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactionHistory, type InteractionRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';
import { requireScope } from '../../plugins/auth.plugin';
import {
  createAttachmentService,
  storedKeysOf,
  type AttachmentOwner,
} from '../attachments/attachment.service';
import { basicInfoOnly } from './interaction-basic-info';
import { complainantHiddenFrom, headsTheDesk } from './interaction-confidential';
import { createInteractionRepository } from './interaction.repository';

const tags = ['social-interactions'];
const view: Array<['socialInteractions', 'view']> = [['socialInteractions', 'view']];
const editPermission: Array<['socialInteractions', 'edit' | 'editConditionally']> = [
  ['socialInteractions', 'edit'],
  ['socialInteractions', 'editConditionally'],
];

const ownerOf = (row: InteractionRow): AttachmentOwner => ({
  type: 'interaction',
  id: row.id,
  workspaceId: row.workspaceId,
});

/**
 * An interaction's attachments (issue 11; docs/decisions/0030-file-storage.md): ask for an upload slot,
 * PUT the bytes to its signed URL, register them; list with short-lived download links; remove. Reach
 * as the record's (a record outside it, or deleted, is a 404); adding and removing follow the record's
 * edit rule (edit, or editConditionally as author or participant) and are written in its history.
 *
 * onlyBasicInfo (decision 0058, interaction-basic-info.ts): the files show the people involved, so a
 * restricted caller lists none (403; the record counts them), gets no link (404, as if the file did not
 * exist) and removes none (404 too: they cannot see which file it would be). They may still attach one.
 */
export const interactionAttachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createInteractionRepository(app.db);
  const files = createAttachmentService(app.db, app.files, app.log);

  const readable = async (scope: RequestScope, id: string) => {
    const row = await repository.findRow(scope, id);
    return { row, canEdit: repository.canEdit(scope, row, await repository.participantIdsOf(scope, row.id)) };
  };
  /**
   * Whether the record's files are hidden from the caller: onlyBasicInfo (decision 0058), or a
   * confidential grievance read off its desk (decision 0075) — both read the files counted only.
   */
  const filesHidden = async (scope: RequestScope, row: InteractionRow): Promise<boolean> =>
    basicInfoOnly(scope) ||
    (row.confidential && complainantHiddenFrom(scope, row, await headsTheDesk(app.db, scope)));
  const editable = async (scope: RequestScope, id: string) => {
    const found = await readable(scope, id);
    if (!found.canEdit)
      throw forbidden('You can only change the files of interactions you registered or took part in');
    return found.row;
  };
  /** Adding or removing a file is a change of the record: who, when, which file. */
  const audit = async (
    tx: Database,
    scope: RequestScope,
    interactionId: string,
    before: string | null,
    after: string | null,
  ) => {
    await tx.insert(interactionHistory).values({
      tenantId: scope.tenantId,
      interactionId,
      userId: scope.userId,
      action: 'updated',
      changes: [{ field: 'attachments', before, after }],
    });
  };

  app.get(
    '/:id/attachments',
    {
      config: { permission: view },
      schema: { tags, params: idParamsSchema, response: { 200: attachmentListSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      const { row, canEdit } = await readable(scope, request.params.id);
      if (basicInfoOnly(scope))
        throw forbidden(
          'The files of an interaction are not shown to you: your access shows basic information only',
        );
      if (await filesHidden(scope, row))
        throw forbidden('The files of a confidential grievance are shown only to its grievance desk');
      return files.list(scope, ownerOf(row), canEdit);
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      config: { permission: view },
      schema: { tags, params: attachmentParamsSchema, response: { 200: attachmentSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      const { row, canEdit } = await readable(scope, request.params.id);
      if (await filesHidden(scope, row)) throw notFound('Attachment');
      return files.get(scope, ownerOf(row), request.params.attachmentId, canEdit);
    },
  );

  app.post(
    '/:id/attachments/uploads',
    {
      config: { permission: editPermission },
      schema: {
        tags,
        params: idParamsSchema,
        body: attachmentUploadRequestSchema,
        response: { 201: attachmentUploadSlotSchema },
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const row = await editable(scope, request.params.id);
      return reply.code(201).send(await files.requestUpload(scope, ownerOf(row), request.body));
    },
  );

  app.post(
    '/:id/attachments',
    {
      config: { permission: editPermission },
      schema: {
        tags,
        params: idParamsSchema,
        body: attachmentRegisterSchema,
        response: { 201: attachmentSchema },
      },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const row = await editable(scope, request.params.id);
      const added = await files.register(scope, ownerOf(row), request.body.uploadId, (tx, ready) =>
        audit(tx, scope, row.id, null, ready.fileName),
      );
      // The caller's own file, which they hold already; removing it is not theirs when restricted,
      // and it carries no thumbnail link: a restricted caller reads no thumbnail at all (decision 0066).
      const hidden = await filesHidden(scope, row);
      const [shown] = await files.describe([added], !hidden, !hidden);
      return reply.code(201).send(shown);
    },
  );

  app.delete(
    '/:id/attachments/:attachmentId',
    {
      config: { permission: editPermission },
      schema: { tags, params: attachmentParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const row = await editable(scope, request.params.id);
      if (await filesHidden(scope, row)) throw notFound('Attachment');
      const removed = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        const gone = await files.remove(scope, ownerOf(row), request.params.attachmentId, tx);
        await audit(tx, scope, row.id, gone.fileName, null);
        return gone;
      });
      await files.removeStored(storedKeysOf(removed));
      return reply.code(204).send(null);
    },
  );
};
