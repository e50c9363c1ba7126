import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The shared client sends `Content-Type: application/json` on every call, including bodiless PUTs such
 * as `workspaces/{id}/active/{active}`. An empty body is no body, not invalid JSON.
 */
export const emptyBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const length = request.headers['content-length'];
    const chunked = request.headers['transfer-encoding'] !== undefined;
    if ((length === '0' || (length === undefined && !chunked)) && request.headers['content-type']) {
      delete request.headers['content-type'];
    }
  });
});
