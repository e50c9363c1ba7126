import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives(options.remoteOrigins),
    },
    // no-referrer: reset links carry a token in their query string.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    noSniff: true,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // API answers carry tokens and personal data: never store them in shared or browser caches.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/manager/api/v1/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    // Bearer tokens, no cookies.
    credentials: false,
    maxAge: 600,
  });
});
