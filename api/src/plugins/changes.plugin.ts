import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { ALL_TENANTS, createChangeTracker, type ChangeTracker } from '../lib/change-tracker';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** A POST that only reads (pickers, sign-in): it makes no cached answer stale. */
    readOnly?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** What changed, per tenant: the in-process caches check it on every hit (docs/decisions/0022). */
    changes: ChangeTracker;
  }
}

/** The channel the database triggers of migration 0004 notify on. */
export const CHANGES_CHANNEL = 'conexoes_changes';

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Two ways a change reaches the caches:
 * - at once, in this process: every request that may write (not GET/HEAD/OPTIONS, not `readOnly`)
 *   marks its tenant changed before its answer leaves, so the caller's next request never sees an
 *   older cached answer. Unauthenticated writes (password reset) mark everything, but only when they
 *   succeed: a refused request must not let anyone empty the caches.
 * - from the database, for every instance: triggers NOTIFY the changed tenant at commit (another
 *   instance's writes, background imports, SQL run by hand). After the listening connection is
 *   (re)established, everything counts as changed: notifications sent while it was down are lost.
 */
export const changesPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  const changes = createChangeTracker();
  app.decorate('changes', changes);

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reads.has(request.method) && !request.routeOptions.config?.readOnly) {
      const tenantId = request.auth?.user.tenantId;
      if (tenantId) changes.changed(tenantId);
      else if (reply.statusCode < 400) changes.changed(ALL_TENANTS);
    }
    done(null, payload);
  });

  const unlisten = await options.database.listen(
    CHANGES_CHANNEL,
    (payload) => changes.changed(payload || ALL_TENANTS),
    () => changes.changed(ALL_TENANTS),
  );
  app.addHook('onClose', async () => {
    // The database may be closed already (a handle outlives or predeceases its app): nothing to stop.
    await unlisten().catch(() => undefined);
  });
});
