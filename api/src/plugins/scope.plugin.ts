import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission } from '@conexoes/shared/contract';
import type { IdentityRepository } from '../modules/auth/identity.repository';
import type { RequestScope } from '../lib/scope';
import { API_PREFIX, refuse, requirementOf } from './auth.plugin';

/**
 * Authorisation of `workspace` routes, after authentication: an access token (workspaces chosen), no
 * pending data-protection document, the request scope built from the chosen workspaces, and the
 * route's area flag.
 */
export const scopePlugin = fp(async (app: FastifyInstance, options: { identity: IdentityRepository }) => {
  app.decorateRequest('scope', null);

  // Open by default was the hole (issue 9 item 7): every workspace route names who may call it,
  // `'member'` when any member may. One without refuses to start, so it can never ship open.
  app.addHook('onRoute', (route) => {
    const underApi = route.url.startsWith(`${API_PREFIX}/`);
    const requirement = route.config?.auth ?? (underApi ? 'workspace' : 'public');
    if (requirement === 'workspace' && !route.config?.permission) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `${method} ${route.url} is a workspace route without config.permission ('member' or flags)`,
      );
    }
  });
  const scopes = new WeakMap<object, RequestScope>();

  app.addHook('onRequest', async (request) => {
    if (requirementOf(request) !== 'workspace' || !request.auth) return;
    const { claims, user } = request.auth;
    const refuse403 = (detail: string) => refuse(options.identity, request, 403, detail, user);

    if (claims.stage !== 'access') throw await refuse403('Choose a workspace first');

    // Read with the session in one query by the auth plugin (docs/decisions/0021).
    const resolved = request.auth.workspace;
    if (!resolved) throw await refuse403('Choose a workspace first');
    if (resolved.documentPending)
      throw await refuse403('The data-protection document must be accepted first');

    const { workspaceIds, permissions } = resolved;
    if (workspaceIds.length === 0) throw await refuse403('None of the chosen workspaces is available');
    // The context object is reused while cached (auth plugin), and so is its scope.
    let scope = scopes.get(resolved);
    if (!scope) {
      scope = { tenantId: user.tenantId, workspaceIds, userId: user.id, permissions };
      scopes.set(resolved, scope);
    }
    request.scope = scope;

    const needed = request.routeOptions.config.permission;
    if (needed !== 'member' && !needed?.some(([area, flag]) => hasPermission(permissions, area, flag))) {
      throw await refuse403('You do not have permission for this action');
    }
  });
});
