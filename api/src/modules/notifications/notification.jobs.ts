import { todayInSaoPaulo } from '@conexoes/shared/contract';
import type { FastifyInstance } from 'fastify';
import { sendPendingEmails } from './notification-email';
import { scanTenant, tenantIds } from './notification-scan';

export const SCAN_JOB = 'notifications.scan';
export const TICK_JOB = 'notifications.tick';
export const EMAIL_JOB = 'notifications.email';

/** Every hour (the first tick of a Brazilian day does the day's scans; the others find them done). */
export const TICK_CRON = '5 * * * *';
/** Pending e-mails go out within a minute of the change that caused them. */
export const EMAIL_CRON = '* * * * *';

export type ScanPayload = { tenantId: string; today: string };

/**
 * The notification jobs, durable (pg-boss on PostgreSQL, decision 0036): the hourly tick queues one
 * scan per tenant per day (dedupe key tenant + day, so however many instances tick, one scan runs),
 * each scan writes its notices and asks for the e-mails at once.
 */
export const registerNotificationJobs = (app: FastifyInstance, options: { schedule: boolean }) => {
  app.jobs.register<Record<string, never>, number>(
    TICK_JOB,
    async () => {
      const today = todayInSaoPaulo();
      const tenants = await tenantIds(app.db);
      for (const tenantId of tenants)
        await app.jobs.enqueue<ScanPayload>(
          SCAN_JOB,
          { tenantId, today },
          { dedupeKey: `${tenantId}:${today}` },
        );
      return tenants.length;
    },
    { durable: true },
  );

  app.jobs.register<ScanPayload, { checked: number; notified: number }>(
    SCAN_JOB,
    async (payload, { signal }) => {
      const result = await scanTenant(app.db, { ...payload, signal });
      if (result.notified > 0) await app.jobs.enqueue(EMAIL_JOB, {});
      return result;
    },
    { durable: true },
  );

  app.jobs.register<Record<string, never>, { sent: number }>(
    EMAIL_JOB,
    async (_, { signal }) =>
      sendPendingEmails(app.db, { mailer: app.settings.mailer, appUrl: app.settings.appUrl, signal }),
    { durable: true },
  );

  if (options.schedule)
    app.addHook('onReady', async () => {
      await app.jobs.schedule(TICK_JOB, TICK_CRON, {});
      await app.jobs.schedule(EMAIL_JOB, EMAIL_CRON, {});
      // A server started mid-day does today's scans now (each tenant's once a day, whoever asks).
      await app.jobs.enqueue(TICK_JOB, {});
    });
};
