import path from 'node:path';
import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from '@conexoes/shared/contract';
import { repoRoot } from './paths';

const csv = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()));

/** The demo admin's password, published in the README: never accepted in production. */
const DEMO_ADMIN_PASSWORD = 'Conexoes@2026';

const remotePorts = [3001, 3002, 3003, 3004, 3005, 3006];
const devRemoteOrigins = remotePorts.map((p) => `http://localhost:${p}`).join(',');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data', 'pglite')),
    SEED_ADMIN_EMAIL: z.email().default('admin@conexoes.local'),
    SEED_ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
    // First start only: the demo tenant (its sites, stakeholders, a year of interactions, commitments,
    // a team), or `false` for a bare tenant: one workspace named SEED_TENANT_NAME and its admin.
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    SEED_TENANT_NAME: z.string().trim().min(1).max(120).optional(),
    JWT_SECRET: z.string().min(32).optional(),
    CORS_ORIGINS: csv.prefault(`http://localhost:8080,${devRemoteOrigins}`),
    REMOTE_ORIGINS: csv.prefault(devRemoteOrigins),
    // Checked here: the mail transport is only made with the first message (decision 0046).
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().default('Conexões <no-reply@conexoes.local>'),
    REDIS_URL: z.string().optional(),
    APP_URL: z.url().default('http://localhost:8080'),
    // Proxies whose X-Forwarded-For is believed (the host's proxy runs on loopback in development).
    TRUST_PROXY: z.string().default('loopback'),
    LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(100),
    LOGIN_RATE_WINDOW: z.string().default('15 minutes'),
    // Attachments (docs/decisions/0030-file-storage.md): `disk` keeps files under FILES_DIR (default: next
    // to DATA_DIR) behind HMAC-signed API links; `s3` uses an S3-compatible bucket's presigned links.
    FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
    FILES_DIR: z.string().optional(),
    // Signs the disk driver's links; default: derived from the JWT secret.
    FILES_SECRET: z.string().min(32).optional(),
    // The file picker refuses larger files when chosen by the same number (one source of truth).
    FILES_MAX_BYTES: z.coerce.number().int().min(1).default(ATTACHMENT_MAX_BYTES),
    FILES_UPLOAD_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
    FILES_DOWNLOAD_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    S3_ENDPOINT: z.url().optional(),
    // What browsers reach when it differs from what the API reaches (compose: minio:9000 vs localhost:9000).
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'JWT_SECRET (32+ characters) is required in production',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SEED_ADMIN_PASSWORD !== DEMO_ADMIN_PASSWORD, {
    path: ['SEED_ADMIN_PASSWORD'],
    message: 'SEED_ADMIN_PASSWORD must be set in production: the default is published in the README',
  })
  .refine((env) => env.FILE_STORAGE !== 's3' || env.S3_BUCKET, {
    path: ['S3_BUCKET'],
    message: 'S3_BUCKET is required when FILE_STORAGE=s3',
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once; a bad value stops the process with every problem listed. */
export const loadEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  // An empty variable (common in compose files) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};
