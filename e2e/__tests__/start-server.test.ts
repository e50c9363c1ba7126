// The :8080 server of `npm start` (scripts/lib/static-server.mjs) in front of a stand-in API
// (support/start-server-fixture.mjs): the client's address reaches the API as this server saw it, a
// body the API would refuse is a clean 413, and the document carries its security headers.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';

type Ports = { host: number; remote: number; orphan: number; remotes: Record<string, string> };

let fixture: ChildProcess;
let ports: Ports;
const url = (port: number, route: string) => `http://127.0.0.1:${port}${route}`;

beforeAll(async () => {
  fixture = spawn(process.execPath, [path.join(__dirname, '..', 'support', 'start-server-fixture.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: fixture.stdout! });
  ports = await new Promise<Ports>((resolve, reject) => {
    fixture.once('exit', (code) => reject(new Error(`the fixture exited (${code})`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as Ports));
  });
}, 30_000);

afterAll(() => {
  fixture?.kill('SIGTERM');
});

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('the API proxy (/manager/api/)', () => {
  it('passes on the address it saw, never the X-Forwarded-For the client sent', async () => {
    const response = await fetch(url(ports.host, '/manager/api/v1/whoami'), {
      headers: { 'X-Forwarded-For': '203.0.113.7', Forwarded: 'for=203.0.113.8', 'X-Real-IP': '203.0.113.9' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ip: '127.0.0.1', forwardedFor: '127.0.0.1' });
  });

  it('answers a body the API would refuse with the API’s 413 problem, every time', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(1_500_000) });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(url(ports.host, '/manager/api/v1/echo'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await response.json()).toEqual({
        type: 'about:blank',
        title: 'Payload Too Large',
        status: 413,
        detail: 'The request body is too large',
      });
    }
    // The neighbouring request still gets its answer.
    expect((await fetch(url(ports.host, '/manager/api/v1/whoami'))).status).toBe(200);
  });

  it('refuses a body sent without its length (chunked) with a 411 problem instead of streaming it blind', async () => {
    const answer = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const request = http.request(url(ports.host, '/manager/api/v1/echo'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
      request.on('error', reject);
      for (let i = 0; i < 20; i += 1) request.write(JSON.stringify({ text: 'x'.repeat(100_000) }));
      request.end();
    });
    expect(answer.status).toBe(411);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 411, title: 'Length Required' });
    expect((await fetch(url(ports.host, '/manager/api/v1/whoami'))).status).toBe(200);
  });

  it('passes a body under the API’s limit on whole', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(900_000) });
    const response = await fetch(url(ports.host, '/manager/api/v1/echo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(await response.json()).toEqual({ bytes: body.length });
  });

  it('passes a file to the API’s signed upload link up to the file limit, not the JSON one', async () => {
    const file = new Uint8Array(3 * 1024 * 1024).fill(0x41);
    const response = await fetch(url(ports.host, '/manager/api/v1/files/uploads/t/a?expires=1&max=9&sig=x'), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: file,
    });
    expect(await response.json()).toEqual({ bytes: file.length });
    // Anywhere else the same body is over the limit.
    const elsewhere = await fetch(url(ports.host, '/manager/api/v1/echo'), {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: file,
    });
    expect(elsewhere.status).toBe(413);
  });

  it('passes on a body sent with Expect: 100-continue (as curl does past 1 KiB)', async () => {
    const body = JSON.stringify({ text: 'x'.repeat(2000) });
    const answer = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const request = http.request(url(ports.host, '/manager/api/v1/echo'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      request.on('continue', () => request.end(body));
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      });
    });
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ bytes: body.length }) });
  });

  it('answers a 502 problem when the API is not there', async () => {
    const response = await fetch(url(ports.orphan, '/manager/api/v1/whoami'));
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({ status: 502, title: 'Bad Gateway' });
  });
});

describe('the document’s security headers', () => {
  it.each(['/', '/auth/login', '/stakeholders/42'])(
    '%s: a strict CSP naming the page’s inline scripts',
    async (route) => {
      const response = await fetch(url(ports.host, route));
      expect(response.status).toBe(200);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      expect(csp['script-src']).toEqual([
        "'self'",
        sha256('window.first = 1;'),
        sha256('window.second = 2;'),
        'http://localhost:3001',
        'http://127.0.0.1:3005',
      ]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'http://127.0.0.1:3005']);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // Plain HTTP: HSTS would be ignored by browsers and is not sent.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it('the hashed bundles are not documents: no page policy on them', async () => {
    const response = await fetch(url(ports.host, '/main.12345678.js'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('a remote’s origin may be fetched from anywhere but never framed', async () => {
    const response = await fetch(url(ports.remote, '/main.12345678.js'));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(directives(response.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
      "'none'",
    ]);
  });
});
