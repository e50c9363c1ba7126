import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptDocumentBodySchema,
  chooseWorkspacesBodySchema,
  chooseWorkspacesResponseSchema,
  documentContentSchema,
  forgotPasswordBodySchema,
  idParamsSchema,
  loginBodySchema,
  loginResponseSchema,
  newTokenResponseSchema,
  pendingDocumentParamsSchema,
  pendingDocumentResponseSchema,
  permissionsQuerySchema,
  permissionsResponseSchema,
  resetPasswordBodySchema,
  userDocumentParamsSchema,
  workspaceChoiceSchema,
} from '@conexoes/shared/contract';
import { hashPassword, verifyPassword } from '../../lib/password';
import { HttpProblem, notFound, unprocessable } from '../../lib/problem';
import { clientInfo, LGPD, requireAuth } from '../../plugins/auth.plugin';
import { createAuthService, roleOf, toDocument } from './auth.service';
import {
  createLoginAttemptsRepository,
  IP_SLOWDOWN_MAX_MS,
  IP_SLOWDOWN_STEP_MS,
  ipSlowdownMs,
} from './login-attempts.repository';
import { sendPasswordResetMail } from './password-reset.mail';

const tags = ['auth'];
const SESSION_HOURS = 12;
/** Same answer for an unknown e-mail, a wrong password and an inactive account. */
const LOGIN_FAILED = 'Please check your email and password';

const emailOf = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** SPEC §7 Authentication, plus logout, forgot-password and reset-password. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity, tokens, settings } = app;
  const service = createAuthService(identity, tokens);
  // Unknown e-mails still pay for one hash, so timing does not reveal which accounts exist.
  const dummyHash = await hashPassword('not-a-real-password', settings.passwordLog2n);

  const attempts = createLoginAttemptsRepository(app.db);

  const tooMany = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    retryAfterSeconds: number,
  ) => {
    // Audited before refusing: a refused sign-in counts as a failed one (login-attempts.repository).
    await identity.audit({
      event: 'login.rate_limited',
      ...clientInfo(request),
      detail: { scope, email: emailOf(request) },
    });
    reply.header('retry-after', String(retryAfterSeconds));
    return new HttpProblem(429, 'Too many attempts, try again later');
  };

  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /**
   * Sign-in limits (docs/decisions/0006) count failed attempts only. Too many for one account from one
   * address refuse that pair (429); too many from one address across accounts slow it down, so junk
   * e-mails from an office's shared address never lock its people out.
   */
  const loginLimit: preHandlerAsyncHookHandler = async (request, reply) => {
    const { maxPerAccount, maxPerIp, timeWindow, slowdown = wait } = settings.login;
    const pair = await attempts.forPair(emailOf(request), request.ip, maxPerAccount, timeWindow);
    if (pair.limited) throw await tooMany(request, reply, 'login', pair.retryAfterSeconds);
    const over = await attempts.overIpCeiling(
      request.ip,
      maxPerIp,
      timeWindow,
      IP_SLOWDOWN_MAX_MS / IP_SLOWDOWN_STEP_MS,
    );
    if (over > 0) await slowdown(ipSlowdownMs(over));
  };

  /**
   * Forgot-password limits: every request counts (each may send an e-mail). Checked by hand
   * (createRateLimit) because the plugin runs only one limiter per request, and the global one has run.
   */
  const limiters = (scope: string): preHandlerAsyncHookHandler[] => {
    const checks = [
      app.createRateLimit({
        max: settings.login.maxPerIp,
        timeWindow: settings.login.timeWindow,
        keyGenerator: (request) => `${scope}-ip:${request.ip}`,
      }),
      app.createRateLimit({
        max: settings.login.maxPerAccount,
        timeWindow: settings.login.timeWindow,
        keyGenerator: (request) => `${scope}-account:${emailOf(request)}`,
      }),
    ];
    return checks.map((check) => async (request, reply) => {
      const limit = await check(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      throw await tooMany(request, reply, scope, limit.ttlInSeconds);
    });
  };

  const ownEmail = (request: FastifyRequest, email: string) => {
    const { user } = requireAuth(request);
    // Someone else's address answers as if it did not exist.
    if (user.email.toLowerCase() !== email.toLowerCase()) throw notFound('User');
    return user;
  };

  app.post(
    '/login',
    {
      // A new session changes no cached answer (docs/decisions/0022).
      config: { auth: 'public', readOnly: true },
      preHandler: loginLimit,
      schema: { tags, security: [], body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const info = clientInfo(request);
      const user = await identity.findUserByEmail(request.body.email);
      const matches = await verifyPassword(request.body.password, user?.passwordHash ?? dummyHash);
      if (!user || !user.passwordHash || !matches || !user.active) {
        await identity.audit({
          event: 'login.failed',
          tenantId: user?.tenantId,
          userId: user?.id,
          ...info,
          detail: {
            email: emailOf(request),
            reason: !user ? 'unknown' : !user.active ? 'inactive' : 'password',
          },
        });
        throw new HttpProblem(401, LOGIN_FAILED);
      }
      const session = await identity.createSession({
        userId: user.id,
        tenantId: user.tenantId,
        ...info,
        expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
      });
      // The e-mail in the detail resets this account's failure count (login-attempts.repository).
      await identity.audit({
        event: 'login.succeeded',
        tenantId: user.tenantId,
        userId: user.id,
        ...info,
        detail: { email: emailOf(request) },
      });
      const token = await tokens.sign(
        {
          stage: 'login',
          userId: user.id,
          sessionId: session.id,
          tenantId: user.tenantId,
          email: user.email,
          name: user.name,
          workspaceIds: [],
        },
        session.expiresAt,
      );
      return { token, email: user.email, name: user.name };
    },
  );

  app.post(
    '/logout',
    { config: { auth: 'signedIn' }, schema: { tags, response: { 204: z.null() } } },
    async (request, reply) => {
      const { user, session } = requireAuth(request);
      await identity.revokeSession(session.id, 'logout');
      await identity.audit({
        event: 'logout',
        tenantId: user.tenantId,
        userId: user.id,
        ...clientInfo(request),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/workspaces',
    { config: { auth: 'signedIn' }, schema: { tags, response: { 200: workspaceChoiceSchema } } },
    async (request) => service.workspaceChoice(requireAuth(request).user),
  );

  app.post(
    '/workspaces',
    {
      config: { auth: 'signedIn' },
      schema: { tags, body: chooseWorkspacesBodySchema, response: { 200: chooseWorkspacesResponseSchema } },
    },
    async (request) => {
      const { claims, user, session } = requireAuth(request);
      const result = await service.chooseWorkspaces(
        claims,
        user,
        request.body.workspaceIds,
        session.expiresAt,
      );
      await identity.audit({
        event: 'workspaces.chosen',
        tenantId: user.tenantId,
        userId: user.id,
        ...clientInfo(request),
        detail: { workspaceIds: result.workspaceIds },
      });
      return result;
    },
  );

  app.get(
    '/workspaces/permissions',
    {
      config: { auth: 'signedIn' },
      schema: { tags, querystring: permissionsQuerySchema, response: { 200: permissionsResponseSchema } },
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (!request.query.tenants.includes(user.tenantId)) throw notFound('Tenant');
      return { role: roleOf(user), permission: await identity.permissionsOf(user.tenantId, user.id) };
    },
  );

  app.get(
    '/users-documents/:email/pending/:name',
    {
      config: { auth: 'signedIn' },
      schema: { tags, params: pendingDocumentParamsSchema, response: { 200: pendingDocumentResponseSchema } },
    },
    async (request) => {
      const user = ownEmail(request, request.params.email);
      const pending = await service.pendingDocument(user, request.params.name);
      return { pending: Boolean(pending), document: pending ? toDocument(pending) : null };
    },
  );

  app.post(
    '/users-documents/:email/accept',
    {
      config: { auth: 'signedIn' },
      schema: {
        tags,
        params: userDocumentParamsSchema,
        body: acceptDocumentBodySchema,
        response: { 200: newTokenResponseSchema },
      },
    },
    async (request) => {
      const user = ownEmail(request, request.params.email);
      const { claims, session } = requireAuth(request);
      const current = await identity.currentDocument(LGPD);
      if (!current || current.id !== request.body.documentId) {
        throw unprocessable([
          {
            path: 'body.documentId',
            message: 'This is not the document in force',
            code: 'documentNotInForce',
          },
        ]);
      }
      const info = clientInfo(request);
      await identity.accept({ tenantId: user.tenantId, userId: user.id, document: current, ...info });
      await identity.audit({
        event: 'document.accepted',
        tenantId: user.tenantId,
        userId: user.id,
        ...info,
        detail: { document: current.name, version: current.version },
      });
      // Same stage and workspaces as before: accepting never widens what the token reaches.
      return { newToken: await tokens.sign(claims, session.expiresAt) };
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { auth: 'public' },
      schema: { tags, security: [], params: idParamsSchema, response: { 200: documentContentSchema } },
    },
    async (request) => {
      const row = await identity.findDocument(request.params.id);
      if (!row) throw notFound('Document');
      return { ...toDocument(row), content: row.content, locale: row.locale };
    },
  );

  app.post(
    '/forgot-password',
    {
      // Writes only a reset request: no cached answer changes, so anyone asking cannot empty the caches.
      config: { auth: 'public', readOnly: true },
      preHandler: limiters('forgot'),
      schema: { tags, security: [], body: forgotPasswordBodySchema },
    },
    async (request, reply) => {
      const user = await identity.findUserByEmail(request.body.email);
      await identity.audit({
        event: 'password.reset_requested',
        tenantId: user?.tenantId,
        userId: user?.id,
        ...clientInfo(request),
        detail: { email: request.body.email.toLowerCase(), known: Boolean(user?.active) },
      });
      if (user?.active) {
        const token = await identity.createPasswordReset(user.id, settings.resetTokenTtlMinutes);
        // Not awaited: the answer must not take longer for accounts that exist.
        void sendPasswordResetMail(settings, user, token).catch((error: unknown) =>
          request.log.error(
            { err: error instanceof Error ? { type: error.name, message: error.message } : error },
            'reset mail failed',
          ),
        );
      }
      return reply.code(202).send();
    },
  );

  app.post(
    '/reset-password',
    {
      config: { auth: 'public' },
      schema: { tags, security: [], body: resetPasswordBodySchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const userId = await identity.consumePasswordReset(request.body.token);
      const user = userId ? await identity.findUserById(userId) : undefined;
      if (!user || !user.active) {
        throw unprocessable([
          { path: 'body.token', message: 'This link is invalid or has expired', code: 'resetLinkInvalid' },
        ]);
      }
      await identity.setPassword(user.id, await hashPassword(request.body.password, settings.passwordLog2n));
      const revoked = await identity.revokeUserSessions(user.id, 'password reset');
      await identity.audit({
        event: 'password.reset',
        tenantId: user.tenantId,
        userId: user.id,
        ...clientInfo(request),
        detail: { revokedSessions: revoked },
      });
      return reply.code(204).send(null);
    },
  );
};
