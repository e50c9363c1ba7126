// Runs the :8080 server of `npm start` (scripts/lib/static-server.mjs) in front of a stand-in API, for
// e2e/__tests__/start-server.test.ts (jest cannot load the .mjs itself). The stand-in trusts loopback
// like the API (TRUST_PROXY's default) and refuses bodies over 1 MiB like it. Prints the ports as one
// JSON line, then serves until killed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'start-server-fixture-'));
fs.writeFileSync(
  path.join(root, 'index.html'),
  [
    '<!doctype html><html><head><script>window.first = 1;</script>',
    '<script defer src="/main.12345678.js"></script></head>',
    '<body><div id="root"></div><script>window.second = 2;</script></body></html>',
  ].join('\n'),
);
// Built pages come precompressed too (tooling/precompress-plugin.mjs): the headers follow the file.
fs.writeFileSync(
  path.join(root, 'index.html.gz'),
  zlib.gzipSync(fs.readFileSync(path.join(root, 'index.html'))),
);
fs.writeFileSync(path.join(root, 'main.12345678.js'), 'window.main = 1;');

const api = Fastify({ trustProxy: 'loopback', bodyLimit: 1024 * 1024 });
api.get('/manager/api/v1/whoami', async (request) => ({
  ip: request.ip,
  forwardedFor: request.headers['x-forwarded-for'] ?? null,
}));
api.post('/manager/api/v1/echo', async (request) => ({ bytes: JSON.stringify(request.body).length }));
// The disk driver's signed upload link (api/src/lib/files/file.routes.ts): any type, up to the file limit.
api.register(async (files) => {
  files.removeAllContentTypeParsers();
  files.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 25 * 1024 * 1024 }, (_r, body, done) =>
    done(null, body),
  );
  files.put('/manager/api/v1/files/*', { bodyLimit: 25 * 1024 * 1024 }, async (request) => ({
    bytes: request.body.length,
  }));
});
await api.listen({ port: 0, host: '127.0.0.1' });
const apiPort = api.server.address().port;

const remotes = {
  remote_auth: 'http://localhost:3001/mf-manifest.json',
  remote_admin: 'http://127.0.0.1:3005/mf-manifest.json',
};
const host = await startStaticServer({
  root,
  port: 0,
  host: '127.0.0.1',
  spa: true,
  remotesJson: () => remotes,
  apiUpstream: `http://127.0.0.1:${apiPort}`,
});
const remote = await startStaticServer({ root, port: 0, host: '127.0.0.1', cors: true });
// A proxy whose API is gone: a port that was free a moment ago.
const gone = Fastify();
await gone.listen({ port: 0, host: '127.0.0.1' });
const gonePort = gone.server.address().port;
await gone.close();
const orphan = await startStaticServer({
  root,
  port: 0,
  host: '127.0.0.1',
  spa: true,
  apiUpstream: `http://127.0.0.1:${gonePort}`,
});

console.log(
  JSON.stringify({
    host: host.server.address().port,
    remote: remote.server.address().port,
    orphan: orphan.server.address().port,
    remotes,
  }),
);

const stop = () => {
  fs.rmSync(root, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
