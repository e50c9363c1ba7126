import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live (docs/decisions/0030-file-storage.md). The browser never sends bytes
 * through the API's JSON routes: it PUTs them to a short-lived signed URL and GETs them from another
 * (SPEC §7: the shared file helpers, no base path, no Authorization). Two drivers: `disk` (files under
 * a folder, links signed with HMAC and served by the API's /files route) and `s3` (presigned links of an
 * S3-compatible bucket). Keys are opaque paths such as `uploads/<tenant>/<id>`.
 */
export type FileStorage = {
  readonly kind: 'disk' | 's3';
  /** The largest file accepted (bytes). */
  readonly maxBytes: number;
  readonly uploadTtlSeconds: number;
  readonly downloadTtlSeconds: number;
  /** Where the client PUTs the bytes of `key` (declared `size` bytes), and the headers it must send. */
  uploadUrl: (key: string, size: number) => Promise<SignedUrl>;
  /** Where the client GETs `key`, offered as `fileName` of `contentType`. */
  downloadUrl: (key: string, file: { fileName: string; contentType: string }) => Promise<SignedUrl>;
  /** The stored size, or null when nothing is stored under the key. */
  stat: (key: string) => Promise<{ size: number } | null>;
  /** The stored bytes from the start (the caller destroys the stream when it has read enough). */
  open: (key: string) => Promise<Readable>;
  /**
   * Stores `bytes` under `key` whole or not at all (a thumbnail the API made: decision 0066). On disk it
   * is written beside the key and renamed at the last byte; an S3 PUT is whole by itself.
   */
  write: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** Renames `from` to `to` (a registered upload leaves the key its signed upload URL names). */
  move: (from: string, to: string) => Promise<void>;
  /** Removes the key; nothing stored is not an error. */
  remove: (key: string) => Promise<void>;
  /**
   * The keys under `prefix` (e.g. `uploads/`) last written before `before`: what the sweep may judge.
   * On disk, an upload whose process died mid-way is listed (and removed) as `<key>.part`.
   */
  listOlderThan: (prefix: string, before: Date) => AsyncIterable<string>;
  /** Prepares the store (folder, bucket) before the first request. */
  ready: () => Promise<void>;
};

export type SignedUrl = { url: string; headers: Record<string, string>; expiresAt: Date };

export type StorageLimits = { maxBytes: number; uploadTtlSeconds: number; downloadTtlSeconds: number };

/** `attachment; filename=...` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export const contentDisposition = (fileName: string): string => {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
