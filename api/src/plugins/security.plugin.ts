import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

export type SecurityOptions = { remoteOrigins: string[]; corsOrigins: string[] };

/**
 * CSP directives: besides 'self', exactly the configured remote origins may serve scripts, styles,
 * fonts and be connected to. Inline styles are allowed because antd injects its CSS-in-JS at runtime.
 */
export const contentSecurityDirectives = (remoteOrigins: string[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ...remoteOrigins],
  connectSrc: ["'self'", ...remoteOrigins],
  styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
  fontSrc: ["'self'", 'data:', ...remoteOrigins],
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/**
 * Helmet's headers depend on its options only, so they are worked out once here: @fastify/helmet built
 * the whole helmet middleware again on every request (about 8 % of a cached search's CPU,
 * docs/decisions/0022). Same helmet, same options, same headers on every answer, errors included.
 */
export const securityHeaders = (remoteOrigins: string[]): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(remoteOrigins),
    },
    // no-referrer: reset links carry a token in their query string.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    noSniff: true,
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
};

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const headers = securityHeaders(options.remoteOrigins);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // API answers carry tokens and personal data: never store them in shared or browser caches.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/manager/api/v1/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Time-Zone', 'X-Date-Format'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    // Bearer tokens, no cookies.
    credentials: false,
    maxAge: 600,
  });
});
