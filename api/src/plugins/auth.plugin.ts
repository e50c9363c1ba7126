import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, type PermissionArea, type PermissionFlag } from '@conexoes/shared/contract';
import type { UserRow } from '../db/schema';
import { HttpProblem } from '../lib/problem';
import type { RequestScope } from '../lib/scope';
import type { IdentityRepository, SessionRow } from '../modules/auth/identity.repository';
import { TokenError, type TokenClaims, type TokenService } from '../modules/auth/token.service';
import { allowedIds, buildTree, effectiveIds } from '../modules/workspaces/workspace-tree';

/**
 * What a route needs: `public` (no token), `signedIn` (a login or access token: the auth endpoints) or
 * `workspace` (an access token with chosen workspaces and no pending data-protection document).
 * Routes under the API base path default to `workspace`, so forgetting to declare it is safe.
 */
export type AuthRequirement = 'public' | 'signedIn' | 'workspace';
/** Any one of these grants access. */
export type PermissionRequirement = Array<[PermissionArea, PermissionFlag]>;

export type Authenticated = { claims: TokenClaims; user: UserRow; session: SessionRow };

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    permission?: PermissionRequirement;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    auth: Authenticated | null;
    scope: RequestScope | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    tokens: TokenService;
    identity: IdentityRepository;
  }
}

export const API_PREFIX = '/manager/api/v1';
export const LGPD = 'LGPD';

export const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** The authenticated caller; only call it on routes that require a token. */
export const requireAuth = (request: FastifyRequest): Authenticated => {
  if (!request.auth) throw new HttpProblem(401, 'Invalid authorization token');
  return request.auth;
};

/** The request scope; only call it on `workspace` routes. */
export const requireScope = (request: FastifyRequest): RequestScope => {
  if (!request.scope) throw new HttpProblem(403, 'Choose a workspace first');
  return request.scope;
};

export type AuthPluginOptions = { tokens: TokenService; identity: IdentityRepository };

export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorate('tokens', options.tokens);
  app.decorate('identity', options.identity);
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);

  const refuse = async (request: FastifyRequest, status: 401 | 403, detail: string, user?: UserRow) => {
    await options.identity.audit({
      event: 'access.refused',
      tenantId: user?.tenantId,
      userId: user?.id,
      ...clientInfo(request),
      detail: { status, reason: detail, method: request.method, url: request.url.split('?')[0] },
    });
    return new HttpProblem(status, detail);
  };

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const underApi = request.url.startsWith(`${API_PREFIX}/`);
    const requirement: AuthRequirement = request.routeOptions.config.auth ?? (underApi ? 'workspace' : 'public');
    if (requirement === 'public') return;

    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
    if (!match?.[1]) throw await refuse(request, 401, 'Invalid authorization token');

    let claims: TokenClaims;
    try {
      claims = await options.tokens.verify(match[1]);
    } catch (error) {
      throw await refuse(request, 401, error instanceof TokenError ? error.detail : 'Invalid authorization token');
    }

    // Sign-out, password change and deactivation revoke the session; the token dies with it.
    const [session, user] = await Promise.all([
      options.identity.liveSession(claims.sessionId, claims.userId),
      options.identity.findUserById(claims.userId),
    ]);
    if (!session || !user || !user.active || user.tenantId !== claims.tenantId) {
      throw await refuse(request, 401, 'Invalid authorization token', user);
    }
    request.auth = { claims, user, session };
    if (requirement === 'signedIn') return;

    if (claims.stage !== 'access') throw await refuse(request, 403, 'Choose a workspace first', user);

    const document = await options.identity.currentDocument(LGPD);
    if (document && !(await options.identity.hasAccepted(user.id, document.id))) {
      throw await refuse(request, 403, 'The data-protection document must be accepted first', user);
    }

    const [rows, assigned, permissions] = await Promise.all([
      options.identity.tenantWorkspaces(user.tenantId),
      options.identity.assignmentsOf(user.tenantId, user.id),
      options.identity.permissionsOf(user.tenantId, user.id),
    ]);
    const tree = buildTree(rows);
    const workspaceIds = effectiveIds(tree, claims.workspaceIds, allowedIds(tree, user.allWorkspaces, assigned));
    if (workspaceIds.length === 0) throw await refuse(request, 403, 'None of the chosen workspaces is available', user);
    request.scope = { tenantId: user.tenantId, workspaceIds, userId: user.id, permissions };

    const needed = request.routeOptions.config.permission;
    if (needed && !needed.some(([area, flag]) => hasPermission(permissions, area, flag))) {
      throw await refuse(request, 403, 'You do not have permission for this action', user);
    }
  });
});
