import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/database';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Exposes the opened database; whoever opened it (server.ts, the test helper) closes it. */
export const dbPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
});
