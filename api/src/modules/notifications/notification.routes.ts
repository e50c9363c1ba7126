import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationQuerySchema,
  unreadCountSchema,
} from '@conexoes/shared/contract';
import { requireScope } from '../../plugins/auth.plugin';
import { registerNotificationJobs } from './notification.jobs';
import { createNotificationRepository } from './notification.repository';

const tags = ['notifications'];

/**
 * Personal (SPEC §2 /notifications, /account): the caller's inbox and which kinds also come by e-mail.
 * Any member; only their own notifications exist for them (another user's id = 404). Registers the
 * notification jobs (the daily due/overdue scan and the e-mail sweep).
 */
export const notificationRoutes: FastifyPluginAsyncZod<{ schedule: boolean }> = async (app, options) => {
  const repository = createNotificationRepository(app.db);
  registerNotificationJobs(app, { schedule: options.schedule });

  app.get(
    '/notifications',
    {
      config: { permission: 'member' },
      schema: { tags, querystring: notificationQuerySchema, response: { 200: notificationPageSchema } },
    },
    async (request) => repository.page(requireScope(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    { config: { permission: 'member' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => ({ unread: await repository.unreadCount(requireScope(request)) }),
  );

  app.put(
    '/notifications/read-all',
    { config: { permission: 'member' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => {
      await repository.markAllRead(requireScope(request));
      return { unread: 0 };
    },
  );

  app.put(
    '/notifications/:id/read',
    {
      config: { permission: 'member' },
      schema: { tags, params: idParamsSchema, response: { 200: unreadCountSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      await repository.markRead(scope, request.params.id);
      return { unread: await repository.unreadCount(scope) };
    },
  );

  app.get(
    '/account/notification-preferences',
    { config: { permission: 'member' }, schema: { tags, response: { 200: notificationPreferencesSchema } } },
    async (request) => repository.preferences(requireScope(request)),
  );

  app.put(
    '/account/notification-preferences',
    {
      config: { permission: 'member' },
      schema: { tags, body: notificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    async (request) => {
      const scope = requireScope(request);
      await repository.savePreferences(scope, request.body);
      return repository.preferences(scope);
    },
  );
};
