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
import { forbidden, notFound } from '../../lib/problem';
import type { RequestScope } from '../../lib/scope';
import { requireScope } from '../../plugins/auth.plugin';
import {
  createAttachmentService,
  storedKeysOf,
  type AttachmentOwner,
} from '../attachments/attachment.service';
import { editFlags, filesHidden, tags, view } from './commitment-access';
import { writeHistory } from './commitment-history';

/** How one kind of record answers "which record, may the caller change its files, where is it audited". */
export type AttachmentHost = {
  type: 'negotiation_plan' | 'commitment' | 'action';
  /** The record in reach (404 otherwise) and whether the caller may change it. */
  find: (
    scope: RequestScope,
    id: string,
  ) => Promise<{ workspaceId: string; canEdit: boolean; actionPlanId?: string; title?: string }>;
};

/**
 * Files of a negotiation plan (its documents), a commitment (evidence of fulfilment) or an action
 * (evidence of completion) — the signed-URL storage of docs/decisions/0030: upload slot, PUT the bytes,
 * register; list with short-lived links; remove. Reach as the record's; adding and removing follow its
 * edit rule and are written in its history. An onlyBasicInfo caller (decision 0059, as 0058 for the
 * interactions) lists none (403), gets no link (404), may add one and not remove one (404).
 */
export const commitmentAttachmentRoutes =
  (host: AttachmentHost): FastifyPluginAsyncZod =>
  async (app) => {
    const files = createAttachmentService(app.db, app.files, app.log);
    const ownerOf = (id: string, workspaceId: string): AttachmentOwner => ({
      type: host.type,
      id,
      workspaceId,
    });
    const editable = async (scope: RequestScope, id: string) => {
      const found = await host.find(scope, id);
      if (!found.canEdit)
        throw forbidden('You can only change the files of records you registered or are responsible for');
      return found;
    };
    const audit = async (
      tx: Database,
      scope: RequestScope,
      id: string,
      found: { actionPlanId?: string; title?: string },
      before: string | null,
      after: string | null,
    ) =>
      writeHistory(tx, scope, {
        recordType: host.type,
        recordId: id,
        actionPlanId: found.actionPlanId ?? null,
        subjectTitle: found.title ?? null,
        action: 'updated',
        changes: [{ field: 'attachments', before, after }],
      });

    app.get(
      '/:id/attachments',
      {
        config: { permission: view },
        schema: { tags, params: idParamsSchema, response: { 200: attachmentListSchema } },
      },
      async (request) => {
        const scope = requireScope(request);
        const found = await host.find(scope, request.params.id);
        if (filesHidden(scope))
          throw forbidden(
            'The files of this record are not shown to you: your access shows basic information only',
          );
        return files.list(scope, ownerOf(request.params.id, found.workspaceId), found.canEdit);
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
        const found = await host.find(scope, request.params.id);
        if (filesHidden(scope)) throw notFound('Attachment');
        return files.get(
          scope,
          ownerOf(request.params.id, found.workspaceId),
          request.params.attachmentId,
          found.canEdit,
        );
      },
    );

    app.post(
      '/:id/attachments/uploads',
      {
        config: { permission: editFlags },
        schema: {
          tags,
          params: idParamsSchema,
          body: attachmentUploadRequestSchema,
          response: { 201: attachmentUploadSlotSchema },
        },
      },
      async (request, reply) => {
        const scope = requireScope(request);
        const found = await editable(scope, request.params.id);
        return reply
          .code(201)
          .send(
            await files.requestUpload(scope, ownerOf(request.params.id, found.workspaceId), request.body),
          );
      },
    );

    app.post(
      '/:id/attachments',
      {
        config: { permission: editFlags },
        schema: {
          tags,
          params: idParamsSchema,
          body: attachmentRegisterSchema,
          response: { 201: attachmentSchema },
        },
      },
      async (request, reply) => {
        const scope = requireScope(request);
        const id = request.params.id;
        const found = await editable(scope, id);
        const added = await files.register(
          scope,
          ownerOf(id, found.workspaceId),
          request.body.uploadId,
          (tx, ready) => audit(tx, scope, id, found, null, ready.fileName).then(() => undefined),
        );
        // The caller's own file, which they hold already; removing it is not theirs when restricted,
        // and it carries no thumbnail link: a restricted caller reads no thumbnail at all (decision 0066).
        const [shown] = await files.describe([added], !filesHidden(scope), !filesHidden(scope));
        return reply.code(201).send(shown);
      },
    );

    app.delete(
      '/:id/attachments/:attachmentId',
      {
        config: { permission: editFlags },
        schema: { tags, params: attachmentParamsSchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const scope = requireScope(request);
        const id = request.params.id;
        const found = await editable(scope, id);
        if (filesHidden(scope)) throw notFound('Attachment');
        const removed = await app.db.transaction(async (raw) => {
          const tx = raw as unknown as Database;
          const gone = await files.remove(
            scope,
            ownerOf(id, found.workspaceId),
            request.params.attachmentId,
            tx,
          );
          await audit(tx, scope, id, found, gone.fileName, null);
          return gone;
        });
        await files.removeStored(storedKeysOf(removed));
        return reply.code(204).send(null);
      },
    );
  };
