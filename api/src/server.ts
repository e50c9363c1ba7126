import path from 'node:path';
import { buildApp } from './app';
import { loadEnv } from './config';
import { openDatabase } from './db/database';
import { seedDatabase } from './db/seed/seed';
import { resolveJwtSecret } from './lib/jwt-secret';
import { storageFromEnv } from './lib/files';
import { limitHeapGrowth } from './lib/heap-growth';
import { createMailer } from './lib/mailer';

/** Listens; everything else is in app.ts. */
const main = async (): Promise<void> => {
  limitHeapGrowth();
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
  );
  const seed = await seedDatabase(database.db, {
    adminEmail: env.SEED_ADMIN_EMAIL,
    adminPassword: env.SEED_ADMIN_PASSWORD,
    demo: env.SEED_DEMO,
    demoInteractions: env.SEED_DEMO,
    tenantName: env.SEED_TENANT_NAME,
  });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(path.dirname(path.resolve(env.DATA_DIR)), 'outbox'),
  });
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, env.DATA_DIR);
  const app = await buildApp({
    database,
    mailer,
    jwtSecret,
    files: await storageFromEnv(env, jwtSecret),
    appUrl: env.APP_URL,
    corsOrigins: env.CORS_ORIGINS,
    remoteOrigins: env.REMOTE_ORIGINS,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL === 'silent' ? false : env.LOG_LEVEL,
    login: {
      maxPerAccount: env.LOGIN_MAX_PER_ACCOUNT,
      maxPerIp: env.LOGIN_MAX_PER_IP,
      timeWindow: env.LOGIN_RATE_WINDOW,
    },
  });

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, jobs: app.jobs.pending() }, 'shutting down');
    try {
      // Jobs stop first (jobsPlugin's preClose): running imports roll back and are recorded as
      // interrupted, then open requests end, then the database closes below (decision 0028).
      await app.close();
      mailer.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : env.PORT;
  const where = database.kind === 'pglite' ? `PGlite at ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `Conexões API  http://localhost:${port}/manager/api/v1/  (docs: http://localhost:${port}/manager/api/docs)`,
    `Database      ${where}`,
    `Files         ${app.files.kind === 's3' ? `S3 bucket ${env.S3_BUCKET}` : 'on disk (FILES_DIR)'}`,
  ];
  if (seed.seeded) {
    lines.push(
      `${env.SEED_DEMO ? 'Seeded the demo tenant' : 'Created the tenant'}. Sign in as ${env.SEED_ADMIN_EMAIL} / ${env.SEED_ADMIN_PASSWORD}`,
    );
  }
  // Printed, not logged: the seeded credentials must never reach the log pipeline.
  process.stdout.write(`${lines.join('\n')}\n\n`);
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
