import { randomUUID } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES } from '@conexoes/shared/contract';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { DatabaseHandle } from './db/database';
import { DEFAULT_SCRYPT_LOG2N } from './lib/password';
import type { Mailer } from './lib/mailer';
import { createIdentityRepository } from './modules/auth/identity.repository';
import { createTokenService } from './modules/auth/token.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { optionRoutes } from './modules/options/option.routes';
import { interactionRoutes } from './modules/interactions/interaction.routes';
import { interactionExportRoutes } from './modules/interactions/files/interaction-export.routes';
import { interactionImportRoutes } from './modules/interactions/files/interaction-import.routes';
import { interactionReportRoutes } from './modules/interactions/report/interaction-report.routes';
import { surveyRoutes } from './modules/interactions/survey/survey.routes';
import { stakeholderRoutes } from './modules/stakeholders/stakeholder.routes';
import { topicCategoryRoutes } from './modules/topics/topic-category.routes';
import { topicRoutes } from './modules/topics/topic.routes';
import { userRoutes } from './modules/users/user.routes';
import { stakeholderExportRoutes } from './modules/stakeholders/export/stakeholder-export.routes';
import { stakeholderImportRoutes } from './modules/stakeholders/import/stakeholder-import.routes';
import { workspaceRoutes } from './modules/workspaces/workspace.routes';
import { API_PREFIX, authPlugin } from './plugins/auth.plugin';
import { dbPlugin } from './plugins/db.plugin';
import { statisticsJobs } from './db/statistics.jobs';
import { jobsPlugin } from './lib/jobs';
import { emptyBodyPlugin } from './plugins/empty-body.plugin';
import { errorsPlugin, frameworkErrors } from './plugins/errors.plugin';
import { openapiPlugin } from './plugins/openapi.plugin';
import { rateLimitPlugin } from './plugins/rate-limit.plugin';
import { changesPlugin } from './plugins/changes.plugin';
import { scopePlugin } from './plugins/scope.plugin';
import { createRequestContextRepository } from './modules/auth/request-context.repository';
import { securityPlugin } from './plugins/security.plugin';
import { createDiskStorage, FILES_PATH, filesSecret, type FileStorage } from './lib/files';
import { fileRoutes } from './lib/files/file.routes';
import { interactionAttachmentRoutes } from './modules/interactions/interaction-attachment.routes';
import { actionPlanRoutes } from './modules/commitments/action-plan.routes';
import { actionRoutes } from './modules/commitments/action.routes';
import { commitmentAreaRoutes } from './modules/commitments/commitment-area.routes';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { attachmentSweepJobs } from './modules/attachments/attachment-sweep.jobs';
import { uploadSlotOpen } from './modules/attachments/attachment.service';
import { dayCountJobs } from './modules/interactions/dashboards/day-count.jobs';

export type AppSettings = {
  appUrl: string;
  passwordLog2n: number;
  resetTokenTtlMinutes: number;
  login: {
    maxPerAccount: number;
    maxPerIp: number;
    timeWindow: string;
    /** How a sign-in from an address over its failure ceiling waits (tests record instead of waiting). */
    slowdown?: (ms: number) => Promise<void>;
  };
  mailer: Mailer;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    settings: AppSettings;
    /** Every route as registered (HEAD twins left out): the isolation-coverage test reads it. */
    registeredRoutes: RegisteredRoute[];
    /** Where attachments' bytes live (docs/decisions/0030-file-storage.md). */
    files: FileStorage;
  }
}

export type RegisteredRoute = { method: string; url: string; auth: string | undefined };

export type AppOptions = {
  database: DatabaseHandle;
  jwtSecret: string;
  mailer: Mailer;
  appUrl?: string;
  corsOrigins?: string[];
  remoteOrigins?: string[];
  redisUrl?: string;
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** false = silent; otherwise pino at this level, to stdout or to `logStream`. */
  logLevel?: string | false;
  logStream?: DestinationStream;
  /** Tests lower the scrypt cost; the hash records it, so verification always uses the stored one. */
  passwordLog2n?: number;
  login?: Partial<AppSettings['login']>;
  globalRateLimit?: number;
  loginTtlSeconds?: number;
  accessTtlSeconds?: number;
  /** Attachments' storage; default: the disk driver in a fresh temporary folder (tests). */
  files?: FileStorage;
  /** The recurring jobs (due/overdue scan, e-mail sweep) on their cron; tests run the jobs themselves. */
  scheduledJobs?: boolean;
};

/** Paths pino censors wherever they appear in a log line. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.newToken',
  '*.passwordHash',
  '*.authorization',
];

/**
 * Fastify logs two lines per request, the first with every header; one concise line when the answer
 * is sent costs less on every request (docs/decisions/0021). Error lines stay Fastify's.
 */
class ConciseLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

/** Builds the whole API as one Fastify instance; server.ts listens, tests inject. */
export const buildApp = async (options: AppOptions) => {
  const logger =
    options.logLevel === false
      ? false
      : {
          level: options.logLevel ?? 'info',
          redact: { paths: redactedPaths, censor: '[redacted]' },
          ...(options.logStream ? { stream: options.logStream } : {}),
          serializers: {
            // Headers help to trace a request; the sensitive ones are redacted above.
            req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
              method: req.method,
              url: req.url.split('?')[0],
              headers: req.headers,
              ip: req.ip,
            }),
          },
        };

  const app = Fastify({
    logger,
    logController: new ConciseLogController(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: string } | undefined;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') registeredRoutes.push({ method, url: route.url, auth: config?.auth });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('settings', {
    appUrl: options.appUrl ?? 'http://localhost:8080',
    passwordLog2n: options.passwordLog2n ?? DEFAULT_SCRYPT_LOG2N,
    resetTokenTtlMinutes: 30,
    login: { maxPerAccount: 10, maxPerIp: 100, timeWindow: '15 minutes', ...options.login },
    mailer: options.mailer,
  });

  const scratch = path.join(os.tmpdir(), `conexoes-files-${randomUUID()}`);
  const files =
    options.files ??
    createDiskStorage({
      dir: scratch,
      secret: filesSecret(options.jwtSecret),
      publicPath: FILES_PATH,
      maxBytes: ATTACHMENT_MAX_BYTES,
      uploadTtlSeconds: 900,
      downloadTtlSeconds: 300,
    });
  await files.ready();
  app.decorate('files', files);
  if (!options.files) app.addHook('onClose', () => fs.rm(scratch, { recursive: true, force: true }));

  await app.register(errorsPlugin);
  await app.register(emptyBodyPlugin);
  await app.register(securityPlugin, {
    corsOrigins: options.corsOrigins ?? [],
    remoteOrigins: options.remoteOrigins ?? [],
  });
  await app.register(rateLimitPlugin, {
    redisUrl: options.redisUrl,
    globalMax: options.globalRateLimit ?? 1000,
  });
  await app.register(dbPlugin, { database: options.database });
  await app.register(jobsPlugin);
  await app.register(openapiPlugin);
  await app.register(changesPlugin, { database: options.database });
  const identity = createIdentityRepository(options.database.db);
  await app.register(authPlugin, {
    tokens: createTokenService({
      secret: options.jwtSecret,
      loginTtlSeconds: options.loginTtlSeconds ?? 30 * 60,
      accessTtlSeconds: options.accessTtlSeconds ?? 12 * 60 * 60,
    }),
    identity,
    context: createRequestContextRepository(options.database.db),
  });
  await app.register(scopePlugin, { identity });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(workspaceRoutes, { prefix: '/workspaces' });
      await api.register(userRoutes, { prefix: '/users' });
      await api.register(optionRoutes, { prefix: '/options' });
      await api.register(topicRoutes, { prefix: '/topics' });
      await api.register(topicCategoryRoutes, { prefix: '/topic/categories' });
      await api.register(stakeholderRoutes, { prefix: '/stakeholders' });
      await api.register(stakeholderImportRoutes, { prefix: '/stakeholders' });
      await api.register(stakeholderExportRoutes, { prefix: '/stakeholders' });
      await api.register(interactionRoutes, { prefix: '/social-interactions' });
      await api.register(interactionImportRoutes, { prefix: '/social-interactions' });
      await api.register(interactionExportRoutes, { prefix: '/social-interactions' });
      await api.register(interactionReportRoutes, { prefix: '/social-interactions' });
      await api.register(interactionAttachmentRoutes, { prefix: '/social-interactions' });
      // The disk driver's signed links; with S3 the bucket serves them.
      if (files.kind === 'disk' && 'pathOf' in files)
        await api.register(
          fileRoutes(files as Parameters<typeof fileRoutes>[0], {
            uploadOpen: uploadSlotOpen(options.database.db),
          }),
          { prefix: '/files' },
        );
      await api.register(surveyRoutes, { prefix: '/social-interactions' });
      await api.register(commitmentAreaRoutes, { prefix: '/commitments' });
      await api.register(actionPlanRoutes, { prefix: '/action-plans' });
      await api.register(actionRoutes, { prefix: '/actions' });
      await api.register(notificationRoutes, { schedule: options.scheduledJobs ?? true });
      await api.register(dayCountJobs, { schedule: options.scheduledJobs ?? true });
      await api.register(attachmentSweepJobs, { schedule: options.scheduledJobs ?? true });
      await api.register(statisticsJobs, { schedule: options.scheduledJobs ?? true });
    },
    { prefix: API_PREFIX },
  );

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
