import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Env } from '../../config';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

export * from './file-storage';
export { createDiskStorage, type DiskStorage } from './disk-storage';

/** The base path of the disk driver's links (served by file.routes.ts under the API). */
export const FILES_PATH = '/manager/api/v1/files';

/** A secret of its own for file links, derived from the JWT secret when none is given. */
export const filesSecret = (jwtSecret: string, explicit?: string): string =>
  explicit ?? createHash('sha256').update(`conexoes-files:${jwtSecret}`).digest('base64url');

/**
 * The storage the configuration names (FILE_STORAGE, docs/decisions/0030-file-storage.md). The S3
 * driver is loaded only when named: the AWS SDK is heavy (decision 0046).
 */
export const storageFromEnv = async (env: Env, jwtSecret: string): Promise<FileStorage> => {
  const limits = {
    maxBytes: env.FILES_MAX_BYTES,
    uploadTtlSeconds: env.FILES_UPLOAD_TTL_SECONDS,
    downloadTtlSeconds: env.FILES_DOWNLOAD_TTL_SECONDS,
  };
  if (env.FILE_STORAGE === 's3') {
    const { createS3Storage } = await import('./s3-storage');
    return createS3Storage({
      ...limits,
      bucket: env.S3_BUCKET as string,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskStorage({
    ...limits,
    // Next to the database folder, like the mail outbox: one data directory to back up.
    dir: env.FILES_DIR ?? path.join(path.dirname(path.resolve(env.DATA_DIR)), 'files'),
    secret: filesSecret(jwtSecret, env.FILES_SECRET),
    publicPath: FILES_PATH,
  });
};
