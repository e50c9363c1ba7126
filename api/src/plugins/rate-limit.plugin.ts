import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RateLimitOptions = { redisUrl?: string; globalMax: number };

/**
 * A generous global limit per IP, and the forgot-password limits declared on its route. With REDIS_URL
 * the counters live in Redis, so every API instance shares them. Sign-in limits count failures in the
 * audit log instead (docs/decisions/0006).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  // ioredis is loaded only when REDIS_URL names a server (decision 0046).
  const redis = options.redisUrl
    ? new (await import('ioredis')).Redis(options.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; without a listener every failed attempt is an unhandled error.
    redis.on('error', (error: Error) =>
      app.log.warn({ err: { type: error.name, message: error.message } }, 'redis unavailable'),
    );
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    global: true,
    max: options.globalMax,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'conexoes-rl-',
    // If Redis is down, serve requests unthrottled rather than refuse everyone (availability first).
    skipOnError: true,
    // Health probes must never be throttled.
    allowList: (request) =>
      request.url.startsWith('/manager/api/health') || request.url.startsWith('/manager/api/ready'),
  });
});
