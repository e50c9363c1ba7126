import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem';
import { PARTIAL_SUFFIX, SAFE_KEY, type DiskStorage } from './disk-storage';
import { contentDisposition } from './file-storage';
import { verify, type SignedParams } from './signed-url';

type Query = Record<string, string | undefined>;

/** Refuses a link that is not ours, was altered (403) or has expired (410), before any disk access. */
const checkLink = (storage: DiskStorage, request: FastifyRequest, op: 'put' | 'get', names: string[]) => {
  const key = (request.params as { '*': string })['*'];
  const query = request.query as Query;
  const params: SignedParams = Object.fromEntries(names.map((n) => [n, query[n] ?? '']));
  const verdict = SAFE_KEY.test(key) ? verify(storage.secret, op, key, params, query.sig) : 'invalid';
  if (verdict === 'invalid') throw new HttpProblem(403, 'This file link is not valid');
  if (verdict === 'expired') throw new HttpProblem(410, 'This file link has expired; ask for a new one');
  return { key, params };
};

/** Counts bytes and stops the stream past `max` (the upload answers 413). */
const limiter = (max: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new HttpProblem(413, `The file is larger than the ${max} bytes announced`));
      else done(null, chunk);
    },
  });
};

/**
 * The disk driver's side of the signed links (docs/decisions/0030): PUT stores the body under the key,
 * GET sends it back as an attachment. Public routes: the signature is the authority, as with a
 * presigned S3 link, so the shared file helpers call them without Authorization.
 */
export type FileRouteOptions = {
  /**
   * Whether an upload key's slot still takes bytes. A link lives until it expires, but once its slot
   * is registered, refused or its record deleted, bytes PUT to it could only wait for the sweep: without
   * this, links kept from closed slots escape the per-person cap on open uploads and fill the disk.
   */
  uploadOpen?: (key: string) => Promise<boolean>;
};

export const fileRoutes =
  (storage: DiskStorage, options: FileRouteOptions = {}): FastifyPluginAsync =>
  async (app) => {
    // Any content type: the body is the file, streamed to disk as it comes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // The API's 1 MB body limit is for JSON; a file may be as large as the storage allows (the signed
    // `max` is checked while it streams).
    // readOnly for the caches (changes.plugin): the bytes go to disk, not to any row a cache reads. A
    // public write would otherwise mark every tenant changed, and the link may be PUT again until it
    // expires: whoever holds one could empty every cache of the instance at will.
    app.put(
      '/*',
      { config: { auth: 'public', readOnly: true }, bodyLimit: storage.maxBytes },
      async (request, reply) => {
        const { key, params } = checkLink(storage, request, 'put', ['expires', 'max']);
        if (options.uploadOpen && !(await options.uploadOpen(key)))
          throw new HttpProblem(410, 'This upload is closed; ask for a new link');
        const target = storage.pathOf(key);
        const partial = `${target}${PARTIAL_SUFFIX}`;
        await fs.mkdir(path.dirname(target), { recursive: true });
        const body = (request.body as Readable | undefined) ?? request.raw;
        try {
          await pipeline(body, limiter(Number(params.max)), createWriteStream(partial));
          await fs.rename(partial, target);
        } catch (error) {
          await fs.rm(partial, { force: true });
          throw error;
        }
        return reply.code(204).send();
      },
    );

    app.get('/*', { config: { auth: 'public' } }, async (request, reply) => {
      const { key, params } = checkLink(storage, request, 'get', ['expires', 'name', 'type']);
      if (!(await storage.stat(key))) throw new HttpProblem(404, 'File not found');
      return reply
        .header('content-type', params.type || 'application/octet-stream')
        .header('content-disposition', contentDisposition(params.name || 'file'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(storage.pathOf(key)));
    });
  };
