import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StorageLimits } from './file-storage';
import { signature } from './signed-url';

export type DiskStorageOptions = StorageLimits & {
  /** The folder the files go under. */
  dir: string;
  /** Signs the links (HMAC-SHA256). */
  secret: string;
  /** Where the API serves them: `/manager/api/v1/files` (same origin as the app, so no host name). */
  publicPath: string;
};

/** Keys are ours (`uploads/<tenant>/<id>`); anything else is refused before it reaches the disk. */
export const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
/**
 * A PUT writes `<key>.part` and renames it when the last byte is in (file.routes.ts). A process that
 * dies mid-upload leaves the `.part` behind: it is listed, and removable, as `<key>.part` too.
 */
export const PARTIAL_SUFFIX = '.part';
const isStoredName = (key: string) =>
  SAFE_KEY.test(key.endsWith(PARTIAL_SUFFIX) ? key.slice(0, -PARTIAL_SUFFIX.length) : key);

/**
 * The embedded driver: files under a folder, links signed by the API and served by its /files route
 * (lib/files/file.routes.ts). A link names the key, an expiry and what it allows; the route checks the
 * signature before it touches the disk.
 */
export const createDiskStorage = (
  options: DiskStorageOptions,
): FileStorage & { pathOf: (key: string) => string; secret: string } => {
  const pathOf = (key: string): string => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(options.dir, ...key.split('/'));
  };
  /** A stored name: a key, or a key's unfinished upload (only listed and removed). */
  const pathOfStored = (key: string): string => {
    if (!isStoredName(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(options.dir, ...key.split('/'));
  };
  const expiry = (seconds: number) => new Date(Math.ceil(Date.now() / 1000 + seconds) * 1000);
  const link = (key: string, params: Record<string, string>, op: 'put' | 'get') => {
    const query = new URLSearchParams({ ...params, sig: signature(options.secret, op, key, params) });
    return `${options.publicPath}/${key}?${query.toString()}`;
  };

  return {
    kind: 'disk',
    maxBytes: options.maxBytes,
    uploadTtlSeconds: options.uploadTtlSeconds,
    downloadTtlSeconds: options.downloadTtlSeconds,
    secret: options.secret,
    pathOf,

    uploadUrl: async (key, size) => {
      const expiresAt = expiry(options.uploadTtlSeconds);
      // The route refuses more bytes than declared (and never more than the limit).
      const max = String(Math.min(size, options.maxBytes));
      const url = link(key, { expires: String(expiresAt.getTime() / 1000), max }, 'put');
      return { url, headers: {}, expiresAt };
    },

    downloadUrl: async (key, file) => {
      const expiresAt = expiry(options.downloadTtlSeconds);
      const params = {
        expires: String(expiresAt.getTime() / 1000),
        name: file.fileName,
        type: file.contentType,
      };
      return { url: link(key, params, 'get'), headers: {}, expiresAt };
    },

    stat: async (key) => {
      try {
        const info = await fs.stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    open: async (key) => createReadStream(pathOf(key)),

    write: async (key, bytes) => {
      const target = pathOf(key);
      const partial = `${target}${PARTIAL_SUFFIX}`;
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, target);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    move: async (from, to) => {
      const target = pathOf(to);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(pathOf(from), target);
    },

    remove: async (key) => {
      await fs.rm(pathOfStored(key), { force: true });
    },

    listOlderThan: async function* (prefix, before) {
      const root = path.join(options.dir, ...prefix.split('/').filter(Boolean));
      let names: string[];
      try {
        names = await fs.readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const info = await fs.stat(path.join(root, name)).catch(() => null);
        if (!info?.isFile() || info.mtime >= before) continue;
        const key = `${prefix.replace(/\/+$/, '')}/${name.split(path.sep).join('/')}`;
        if (isStoredName(key)) yield key;
      }
    },

    ready: async () => {
      await fs.mkdir(options.dir, { recursive: true });
    },
  };
};
export type DiskStorage = ReturnType<typeof createDiskStorage>;
