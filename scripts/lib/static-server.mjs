// Serves a production build the way production does: the host with SPA fallback, the runtime
// /remotes.json and the API behind /manager/api/; each remote on its own origin with CORS.
// The compose nginx (deploy/nginx/) does the same; both send the headers of security-headers.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import { documentHeaders, inlineScriptHashes, REMOTE_HEADERS } from './security-headers.mjs';

// The API's own body limits (api/src/app.ts bodyLimit; the import routes' multipart file limit,
// api/src/modules/stakeholders/import/import-limits.ts, plus room for the form's envelope). A body
// the API would refuse is refused here, with the API's problem: the API answers such a body early and
// closes the connection while it is still being sent, which the proxy saw as "write EPIPE" (500).
const API_BODY_LIMIT = 1024 * 1024;
const API_MULTIPART_LIMIT = 25 * 1024 * 1024 + 64 * 1024;
// The disk driver's signed upload links (PUT /manager/api/v1/files/…, docs/decisions/0030): a file is
// as large as the API's FILES_MAX_BYTES (25 MiB unless set), which the link itself also checks.
const FILES_PATH = '/manager/api/v1/files/';
const API_FILE_LIMIT = Number(process.env.FILES_MAX_BYTES) || 25 * 1024 * 1024;
const BODY_TOO_LARGE = {
  type: 'about:blank',
  title: 'Payload Too Large',
  status: 413,
  detail: 'The request body is too large',
};
// A body without a length (chunked) cannot be checked against those limits before it is forwarded;
// browsers always send the length, so such a request is refused rather than streamed blind.
const LENGTH_REQUIRED = {
  type: 'about:blank',
  title: 'Length Required',
  status: 411,
  detail: 'The request body must state its length (Content-Length)',
};
const API_UNREACHABLE = { type: 'about:blank', detail: 'The API did not answer' };
const GATEWAY_TITLES = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };

// A refused body is read and dropped before the answer, as nginx's lingering close does: a client
// still writing when the connection closes sees "write EPIPE" instead of the answer. Bounded in bytes
// and time; past either the connection is closed (the answer then says so).
const DISCARD_MAX_BYTES = 64 * 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

/**
 * @param {import('node:http').IncomingMessage} raw
 * @returns {Promise<boolean>} whether the whole body was read (else the connection is to close)
 */
async function discardBody(raw) {
  const drained = await new Promise((resolve) => {
    let seen = 0;
    const finish = (complete) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      resolve(complete);
    };
    const onData = (chunk) => {
      seen += chunk.length;
      if (seen > DISCARD_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), DISCARD_MAX_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onError);
  });
  return drained;
}

// Entry points must be revalidated so a redeployed remote is picked up; hashed files never change.
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

/** @param {Record<string, string>} [pageHeaders] the headers of index.html (the host's document) */
const staticHeaders = (pageHeaders) => (res, filePath) => {
  // preCompressed: the file sent may be index.html.br for index.html.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (pageHeaders && name === 'index.html') {
    for (const [header, value] of Object.entries(pageHeaders)) res.setHeader(header, value);
  }
  res.setHeader(
    'Cache-Control',
    NO_CACHE.test(name)
      ? 'no-cache'
      : /\.[0-9a-f]{8}\./.test(name)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
  );
};

/**
 * @param {object} options
 * @param {string} options.root the dist directory
 * @param {number} options.port
 * @param {string} [options.host] listen address (default 0.0.0.0)
 * @param {boolean} [options.spa] unknown GET paths without a file extension → index.html
 * @param {boolean} [options.cors] Access-Control-Allow-Origin: * (remotes are fetched cross-origin)
 * @param {() => unknown} [options.remotesJson] serves GET /remotes.json
 * @param {string} [options.apiUpstream] proxies /manager/api/* there
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function startStaticServer({
  root,
  port,
  host = '0.0.0.0',
  spa = false,
  cors = false,
  remotesJson,
  apiUpstream,
}) {
  const app = Fastify({ logger: false });

  // The page's inline scripts are allowed by hash: the build is read once, as served. Plain HTTP
  // only here, so no HSTS (the compose nginx sends it when the request came over HTTPS).
  const pageHeaders = spa
    ? documentHeaders({
        scriptHashes: inlineScriptHashes(readFileSync(path.join(root, 'index.html'), 'utf8')),
        remoteOrigins: Object.values(remotesJson?.() ?? {}).map((url) => new URL(String(url)).origin),
        https: false,
      })
    : undefined;

  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.headers(REMOTE_HEADERS);
    });
    app.options('/*', async (_request, reply) =>
      reply
        .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
        .header('Access-Control-Allow-Headers', '*')
        .code(204)
        .send(),
    );
  }

  if (apiUpstream) {
    await app.register(fastifyHttpProxy, {
      upstream: apiUpstream,
      prefix: '/manager/api',
      rewritePrefix: '/manager/api',
      preHandler: async (request, reply) => {
        if (request.headers['transfer-encoding'] && request.headers['content-length'] === undefined) {
          if (!(await discardBody(request.raw))) reply.header('Connection', 'close');
          return reply.code(411).type('application/problem+json').send(LENGTH_REQUIRED);
        }
        const length = Number(request.headers['content-length'] ?? 0);
        const multipart = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
        const file = request.method === 'PUT' && request.url.startsWith(FILES_PATH);
        const limit = file ? API_FILE_LIMIT : multipart ? API_MULTIPART_LIMIT : API_BODY_LIMIT;
        if (length > limit) {
          if (!(await discardBody(request.raw))) reply.header('Connection', 'close');
          return reply.code(413).type('application/problem+json').send(BODY_TOO_LARGE);
        }
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          // The API trusts this proxy (loopback) for the client's address: the address is the one
          // this server sees, never a value the client sent (per-IP limits, the audit log).
          const {
            forwarded: _forwarded,
            'x-real-ip': _realIp,
            'x-forwarded-host': _host,
            expect: _expect, // Node answered 100-continue already; the upstream client refuses it
            ...rest
          } = headers;
          return {
            ...rest,
            'x-forwarded-for': request.raw.socket.remoteAddress ?? '',
            'x-forwarded-proto': request.protocol,
          };
        },
        onError: (reply, { error }) => {
          // The API down or gone mid-request: a gateway problem, never a bare 500.
          const status = error.statusCode === 503 || error.statusCode === 504 ? error.statusCode : 502;
          reply
            .code(status)
            .type('application/problem+json')
            .send({ ...API_UNREACHABLE, title: GATEWAY_TITLES[status], status });
        },
      },
    });
  }

  if (remotesJson) {
    app.get('/remotes.json', async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(remotesJson()),
    );
  }

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: staticHeaders(pageHeaders),
    wildcard: true,
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]);
    if (spa && wantsPage) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).type('text/plain').send('Not found');
  });

  await app.listen({ port, host });
  return app;
}
