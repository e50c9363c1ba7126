import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { PermissionArea, PermissionFlag } from '@conexoes/shared/contract';
import type { UserRow } from '../db/schema';
import { HttpProblem } from '../lib/problem';
import type { RequestScope } from '../lib/scope';
import type { IdentityRepository, SessionRow } from '../modules/auth/identity.repository';
import type { RequestContext, RequestContextRepository } from '../modules/auth/request-context.repository';
import { TokenError, type TokenClaims, type TokenService } from '../modules/auth/token.service';

/**
 * What a route needs: `public` (no token), `signedIn` (a login or access token: the auth endpoints) or
 * `workspace` (an access token with chosen workspaces and no pending data-protection document).
 * Routes under the API base path default to `workspace`, so forgetting to declare it is safe; a
 * `workspace` route must also declare `permission` (flags, or `'member'` for any member).
 */
export type AuthRequirement = 'public' | 'signedIn' | 'workspace';
/** Any one of these grants access. */
export type PermissionRequirement = Array<[PermissionArea, PermissionFlag]>;

export type Authenticated = {
  claims: TokenClaims;
  user: UserRow;
  session: SessionRow;
  /** Read in the same query as the session on `workspace` routes with an access token; the scope plugin judges it. */
  workspace?: RequestContext['workspace'];
};

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /** Required on every `workspace` route (the scope plugin refuses to start without it). */
    permission?: PermissionRequirement | 'member';
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

export type AuthPluginOptions = {
  tokens: TokenService;
  identity: IdentityRepository;
  context: RequestContextRepository;
  /** Verified tokens kept with what they resolved to (default 10,000; 0 = no cache). */
  cacheSize?: number;
};

/** A verified token and what it resolved to, until its tenant changes or token or session expire. */
type CachedAuth = { auth: Authenticated; tenantId: string; stamp: number; expiresAt: number };

/** Audits a refused request and returns the problem to throw. */
export const refuse = async (
  identity: IdentityRepository,
  request: FastifyRequest,
  status: 401 | 403,
  detail: string,
  user?: UserRow,
): Promise<HttpProblem> => {
  await identity.audit({
    event: 'access.refused',
    tenantId: user?.tenantId,
    userId: user?.id,
    ...clientInfo(request),
    detail: { status, reason: detail, method: request.method, url: request.url.split('?')[0] },
  });
  return new HttpProblem(status, detail);
};

/** What the matched route requires; routes under the API base path default to `workspace`. */
export const requirementOf = (request: FastifyRequest): AuthRequirement | null => {
  if (request.is404) return null;
  const underApi = request.url.startsWith(`${API_PREFIX}/`);
  return request.routeOptions.config.auth ?? (underApi ? 'workspace' : 'public');
};

/** Authentication: a valid token whose session is live and whose user is active. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorate('tokens', options.tokens);
  app.decorate('identity', options.identity);
  app.decorateRequest('auth', null);
  const refuse401 = (request: FastifyRequest, detail: string, user?: UserRow) =>
    refuse(options.identity, request, 401, detail, user);

  // Token → what it resolved to (docs/decisions/0022): a repeat request skips the signature check and
  // the database. Any change in the tenant (sign-out, password, user, permissions, workspaces, accepted
  // documents: app.changes) makes its entries stale at once; a lost notification is bounded by the TTL.
  const cache =
    options.cacheSize === 0
      ? undefined
      : new LRUCache<string, CachedAuth>({ max: options.cacheSize ?? 10_000, ttl: 60_000 });

  app.addHook('onRequest', async (request) => {
    const requirement = requirementOf(request);
    if (requirement === null || requirement === 'public') return;

    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header) : null;
    if (!match?.[1]) throw await refuse401(request, 'Invalid authorization token');

    // Workspace routes read more than the others: one entry per kind of route.
    const key = `${requirement === 'workspace' ? 'w' : 'a'} ${match[1]}`;
    const hit = cache?.get(key);
    if (hit && hit.expiresAt > Date.now() && app.changes.fresh(hit.tenantId, hit.stamp)) {
      request.auth = hit.auth;
      return;
    }
    // Before the read: a change during it leaves what it stores stale.
    const stamp = app.changes.stamp();

    let claims: TokenClaims;
    try {
      claims = await options.tokens.verify(match[1]);
    } catch (error) {
      throw await refuse401(
        request,
        error instanceof TokenError ? error.detail : 'Invalid authorization token',
      );
    }

    // Sign-out, password change and deactivation revoke the session; the token dies with it. One
    // query reads the session, the user and, for workspace routes, everything the scope needs.
    const context = await options.context.resolve({
      userId: claims.userId,
      sessionId: claims.sessionId,
      workspace:
        requirement === 'workspace' && claims.stage === 'access'
          ? { chosen: claims.workspaceIds, document: LGPD }
          : undefined,
    });
    const user = context?.user;
    const session = context?.session;
    if (!session || !user || !user.active || user.tenantId !== claims.tenantId) {
      throw await refuse401(request, 'Invalid authorization token', user);
    }
    request.auth = { claims, user, session, workspace: context.workspace };
    cache?.set(key, {
      auth: request.auth,
      tenantId: user.tenantId,
      stamp,
      expiresAt: Math.min((claims.expiresAt ?? 0) * 1000, session.expiresAt.getTime()),
    });
  });
});
