// A real HTTP server on a random local port for tests of the HTTP clients. The jsdom page is moved
// to the server's origin so relative API paths are same-origin requests, as in production.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type Reply = { status: number; headers?: Record<string, string>; body?: string | Buffer };

export type TestServer = {
  origin: string;
  requests: RecordedRequest[];
  /** The answer to the next requests (default 200 `{}`); a promise holds the answer back until it settles. */
  reply: (handler: (request: RecordedRequest) => Reply | Promise<Reply>) => void;
  close: () => Promise<void>;
};

declare global {
  var __setJsdomUrl: ((url: string) => void) | undefined;
}

export const startTestServer = async (): Promise<TestServer> => {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => Reply | Promise<Reply> = () => ({
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        res.writeHead(reply.status, { Connection: 'close', ...reply.headers });
        res.end(reply.body ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  globalThis.__setJsdomUrl?.(`${origin}/`);
  return {
    origin,
    requests,
    reply: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export const json = (status: number, body: unknown, contentType = 'application/json'): Reply => ({
  status,
  headers: { 'Content-Type': contentType },
  body: JSON.stringify(body),
});
