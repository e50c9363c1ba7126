// Serves a production build the way production does: the host with SPA fallback, the runtime
// /remotes.json and the API behind /manager/api/; each remote on its own origin with CORS.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';

// Entry points must be revalidated so a redeployed remote is picked up; hashed files never change.
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

const setCacheHeaders = (res, filePath) => {
  const name = path.basename(filePath);
  res.setHeader('X-Content-Type-Options', 'nosniff');
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

  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
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
    setHeaders: setCacheHeaders,
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
