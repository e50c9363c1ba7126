import { Writable } from 'node:stream';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTestApp, type TestContext } from '../../testing/test-app';

const problemType = 'application/problem+json; charset=utf-8';

/** A route of our own to exercise validation and serialisation through the real plugins. */
const addProbeRoutes = (ctx: TestContext) => {
  const app = ctx.app.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/manager/api/v1/probe',
    {
      config: { auth: 'public' },
      schema: {
        body: z.object({ name: z.string().min(2), count: z.number().int() }),
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (request) => ({ name: request.body.name }),
  );
  app.get(
    '/manager/api/v1/probe/broken',
    { config: { auth: 'public' }, schema: { response: { 200: z.object({ name: z.string() }) } } },
    // Deliberately wrong shape: the serializer must refuse it without leaking it.
    async () => ({ name: 42, secret: 'internal-detail-xyz' }) as unknown as { name: string },
  );
  app.get('/manager/api/v1/probe/crash', { config: { auth: 'public' } }, async () => {
    throw new Error('connection string postgres://secret@db');
  });
};

describe('platform: health, errors, headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    addProbeRoutes(ctx);
  });
  afterAll(() => ctx.close());

  it('answers liveness and readiness', async () => {
    const health = await ctx.app.inject({ url: '/manager/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ url: '/manager/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a problem+json 404', async () => {
    const res = await ctx.app.inject({ url: '/manager/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe(problemType);
    expect(res.json()).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404 });
  });

  it('answers invalid bodies with 422 and the fields at fault', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/probe',
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe(problemType);
    const body = res.json();
    expect(body.status).toBe(422);
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.count', 'body.name']);
  });

  it('never leaks a response that does not match its schema', async () => {
    const res = await ctx.app.inject({ url: '/manager/api/v1/probe/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('internal-detail-xyz');
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Internal server error',
    });
  });

  it('keeps internals out of 5xx bodies', async () => {
    const res = await ctx.app.inject({ url: '/manager/api/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json().detail).toBe('Internal server error');
  });

  it('refuses oversized bodies with 413 and unknown media types with 415', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'a'.repeat(1024 * 1024 + 10), count: 1 }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toBe(problemType);
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/manager/api/v1/probe',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.headers['content-type']).toBe(problemType);
  });

  it('sends a CSP that admits exactly the configured remote origins, and the other security headers', async () => {
    const res = await ctx.app.inject({ url: '/manager/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1) ?? [];
    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src']) {
      const origins = directive(name).filter((s) => s.startsWith('http'));
      expect(origins.sort()).toEqual(['http://localhost:3001', 'http://localhost:3002']);
    }
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows CORS only for listed origins', async () => {
    const allowed = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/manager/api/v1/auth/login',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('Authorization');
    const refused = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/manager/api/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ url: '/manager/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/manager/api/v1/probe'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['name', 'count']);
    const ui = await ctx.app.inject({ url: '/manager/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('reports not ready once the database is gone', async () => {
    const local = await createTestApp();
    await local.database.close();
    const res = await local.app.inject({ url: '/manager/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('The database is not available');
    await local.app.close();
  });
});

describe('platform: rate limit and logs', () => {
  it('answers 429 with Retry-After past the global limit', async () => {
    const ctx = await createTestApp({ globalRateLimit: 3 });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await ctx.app.inject({ url: '/manager/api/docs/json' });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      expect(last?.headers['content-type']).toBe(problemType);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });

  it('never writes authorization headers, cookies, passwords or tokens to the log', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const ctx = await createTestApp({ logLevel: 'trace', logStream });
    try {
      ctx.app.post('/manager/api/v1/probe/log', { config: { auth: 'public' } }, async (request) => {
        // A careless handler logging a whole body must still not leak secrets.
        request.log.info({ body: request.body }, 'probe body');
        return { ok: true };
      });
      await ctx.app.inject({
        method: 'POST',
        url: '/manager/api/v1/probe/log?q=secret-query-mno',
        headers: { authorization: 'Bearer secret-token-abc', cookie: 'sid=secret-cookie-def' },
        payload: { password: 'secret-password-ghi', token: 'secret-reset-jkl', email: 'someone@example.com' },
      });
      const log = lines.join('');
      expect(log).toContain('probe body');
      expect(log).toContain('someone@example.com');
      for (const secret of [
        'secret-token-abc',
        'secret-cookie-def',
        'secret-password-ghi',
        'secret-reset-jkl',
        'secret-query-mno',
      ]) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('[redacted]');
      // One concise line per request (path without its query, which may hold a searched name).
      const requestLines = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request');
      expect(requestLines).toEqual([
        expect.objectContaining({ method: 'POST', url: '/manager/api/v1/probe/log', status: 200 }),
      ]);
    } finally {
      await ctx.close();
    }
  });
});
