import { randomBytes } from 'node:crypto';
import { buildApp, type App, type AppOptions } from '../app';
import type { DatabaseHandle } from '../db/database';
import { seedDatabase, type SeedOptions, type SeedResult } from '../db/seed/seed';
import type { MailMessage, Mailer } from '../lib/mailer';
import { openTestDatabase } from './test-database';

export const ADMIN_EMAIL = 'admin@conexoes.test';
export const ADMIN_PASSWORD = 'Conexoes@2026';
/** Cheap scrypt for speed; hashes record their cost, and lib/password tests cover the real one. */
export const TEST_LOG2N = 10;

export type TestContext = {
  app: App;
  database: DatabaseHandle;
  seed: SeedResult;
  /** Messages handed to the mailer (the SMTP test uses a real SMTP server instead). */
  outbox: MailMessage[];
  /** Resolves with the next message handed to the mailer (mail is sent after the response). */
  nextMail: () => Promise<MailMessage>;
  close: () => Promise<void>;
};

/**
 * `sameDatabaseAs` starts a second API instance on another context's database (which it leaves open).
 * `seedWith` seeds a fresh database as a first start would with them (the demo, a bare tenant).
 */
export const createTestApp = async (
  overrides: Partial<AppOptions> = {},
  sameDatabaseAs?: TestContext,
  seedWith: Pick<SeedOptions, 'demo' | 'demoInteractions' | 'tenantName'> = {},
): Promise<TestContext> => {
  const database = sameDatabaseAs?.database ?? (await openTestDatabase());
  const seed =
    sameDatabaseAs?.seed ??
    (await seedDatabase(database.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      passwordLog2n: TEST_LOG2N,
      ...seedWith,
    }));
  const outbox: MailMessage[] = [];
  const waiting: Array<(message: MailMessage) => void> = [];
  let delivered = 0;
  const mailer: Mailer = {
    send: async (message) => {
      outbox.push(message);
      waiting.shift()?.(message);
    },
    close: () => undefined,
  };
  const nextMail = (): Promise<MailMessage> => {
    const index = delivered;
    delivered += 1;
    const ready = outbox[index];
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
  };
  const app = await buildApp({
    database,
    mailer,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: false,
    passwordLog2n: TEST_LOG2N,
    corsOrigins: ['http://localhost:8080'],
    remoteOrigins: ['http://localhost:3001', 'http://localhost:3002'],
    // Files sign in many times; the rate-limit tests set their own small limits.
    login: { maxPerAccount: 1000, maxPerIp: 1000, timeWindow: '15 minutes' },
    // Tests run the notification jobs when they mean to, not on the clock.
    scheduledJobs: false,
    ...overrides,
  });
  return {
    app,
    database,
    seed,
    outbox,
    nextMail,
    close: async () => {
      await app.close();
      if (!sameDatabaseAs) await database.close();
    },
  };
};
