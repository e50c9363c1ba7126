import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRaises,
  hasPermission,
  idParamsSchema,
  resetUserPasswordBodySchema,
  userCreateSchema,
  userOptionsQuerySchema,
  userOptionsSchema,
  userPageSchema,
  userPasswordSchema,
  userProfileSchema,
  userSchema,
  userSearchQuerySchema,
  userUpdateSchema,
  workspaceOptionsSchema,
} from '@conexoes/shared/contract';
import type { UserRow } from '../../db/schema';
import { appLocale } from '../../lib/locale';
import { hashPassword, verifyPassword } from '../../lib/password';
import { conflict, forbidden, HttpProblem, requirePresent, unprocessable } from '../../lib/problem';
import { canWriteIn, type RequestScope } from '../../lib/scope';
import { clientInfo, requireAuth, requireScope } from '../../plugins/auth.plugin';
import { roleOf } from '../auth/auth.service';
import { createLoginAttemptsRepository } from '../auth/login-attempts.repository';
import { sendPasswordResetMail } from '../auth/password-reset.mail';
import { sendEmailChangedMail } from './email-changed.mail';
import { createWorkspaceRepository } from '../workspaces/workspace.repository';
import { assertMayActOn, checkGrants } from './user-grants';
import { createUserRepository } from './user.repository';

const tags = ['users'];

/** What a step-up confirmed, as the failed sign-in records it (`login.failed` `via`). */
type HandoverVia =
  'e-mail change of another user' | 'administrator grant' | 'user creation' | 'access grant' | 'reactivation';

/**
 * Whether the reset links sent so far no longer belong to the user: the e-mail changed (they went to
 * the old address: a mistyped invitation, a mailbox left behind) or the user was deactivated.
 */
const movedAway = (before: UserRow, after: { email: string; active: boolean }) =>
  emailChanged(before, after.email) || (before.active && !after.active);
const emailChanged = (before: UserRow, email: string) => before.email.toLowerCase() !== email.toLowerCase();
/** Invitations (create without a password) get a longer-lived link than a forgotten password. */
const INVITE_TTL_MINUTES = 72 * 60;

/** SPEC §7 Users: the `users` area; `detail`, `options` and the own profile/password need no flag. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createUserRepository(app.db);
  const workspaceRepository = createWorkspaceRepository(app.db);
  const attempts = createLoginAttemptsRepository(app.db);
  const { identity, settings } = app;

  /** edit, or editConditionally on users the caller created. */
  const assertCanEdit = (scope: RequestScope, target: UserRow) => {
    if (hasPermission(scope.permissions, 'users', 'edit')) return;
    if (hasPermission(scope.permissions, 'users', 'editConditionally') && target.createdBy === scope.userId)
      return;
    throw forbidden('You do not have permission for this action');
  };

  /** The acting rule (docs/decisions/0026): on anyone else, only when their whole reach lies within the caller's. */
  const assertMayAct = async (scope: RequestScope, caller: UserRow, target: UserRow) => {
    if (target.id === caller.id) return;
    const [targetReach, callerReach] = await Promise.all([
      repository.reachOf(scope, target),
      repository.reachOf(scope, caller),
    ]);
    assertMayActOn(targetReach, callerReach);
  };

  const assertEmailFree = async (scope: RequestScope, email: string, exceptId?: string) => {
    if (await repository.emailTaken(scope, email, exceptId))
      throw conflict('A user with this e-mail already exists');
  };

  /**
   * The person at the keyboard proves to be the account's owner with its current password, before a
   * change that would keep the account from them (the password, the e-mail that reset links go to).
   * Guessing it is guessing the password: the sign-in limits count it (docs/decisions/0006), or a
   * stolen session would try passwords here without any, then keep the account.
   */
  const proveCurrentPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: RequestScope,
    user: UserRow,
    given: string,
    via: string,
  ) => {
    const email = user.email.toLowerCase();
    const { maxPerAccount, timeWindow } = settings.login;
    const pair = await attempts.forPair(email, request.ip, maxPerAccount, timeWindow);
    if (pair.limited) {
      await identity.audit({
        event: 'login.rate_limited',
        tenantId: scope.tenantId,
        userId: user.id,
        ...clientInfo(request),
        detail: { scope: 'login', email },
      });
      reply.header('retry-after', String(pair.retryAfterSeconds));
      throw new HttpProblem(429, 'Too many attempts, try again later');
    }
    if (!user.passwordHash || !(await verifyPassword(given, user.passwordHash))) {
      await identity.audit({
        event: 'login.failed',
        tenantId: scope.tenantId,
        userId: user.id,
        ...clientInfo(request),
        detail: { email, reason: 'password', via },
      });
      throw unprocessable([
        {
          path: 'body.currentPassword',
          message: 'The current password is not correct',
          code: 'currentPasswordWrong',
        },
      ]);
    }
  };

  /**
   * Step-up before a save that hands another person's account over or gives an account more than it
   * had (docs/decisions/0056): their e-mail changes (its reset link then goes wherever the
   * administrator said), a new user, the administrator role, a higher role, more flags or workspaces,
   * or reactivation. The acting administrator confirms with their own password, counted as a sign-in
   * (proveCurrentPassword), so a stolen or unattended session cannot plant or widen an account alone.
   * Run before the e-mail is looked up, so the session learns nothing of which addresses are taken.
   */
  const proveHandover = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: RequestScope,
    caller: UserRow,
    given: string | undefined,
    via: HandoverVia,
  ) => {
    if (given === undefined)
      throw unprocessable([
        {
          path: 'body.currentPassword',
          message: 'Confirm this change with your own password',
          code: 'handoverPasswordRequired',
        },
      ]);
    await proveCurrentPassword(request, reply, scope, caller, given, via);
  };

  /**
   * After an e-mail change: audited, and a notice to the address the account left (email-changed.mail.ts),
   * sent after the answer as the reset mail is.
   */
  const emailMoved = async (
    request: FastifyRequest,
    scope: RequestScope,
    target: UserRow,
    caller: UserRow,
  ) => {
    await identity.audit({
      event: 'email.changed',
      tenantId: scope.tenantId,
      userId: target.id,
      ...clientInfo(request),
      detail: { by: caller.id },
    });
    void sendEmailChangedMail(settings, {
      name: target.name,
      oldEmail: target.email,
      byAdmin: target.id === caller.id ? undefined : caller.name,
      screen: appLocale(request),
    }).catch((error: unknown) =>
      request.log.error(
        { err: error instanceof Error ? { type: error.name, message: error.message } : error },
        'e-mail change notice failed',
      ),
    );
  };

  const sendLink = (request: FastifyRequest, user: UserRow, ttlMinutes: number) =>
    identity
      .createPasswordReset(user.id, ttlMinutes)
      .then((token) =>
        sendPasswordResetMail({ ...settings, resetTokenTtlMinutes: ttlMinutes }, user, token).catch(
          (error: unknown) =>
            request.log.error(
              { err: error instanceof Error ? { type: error.name, message: error.message } : error },
              'mail failed',
            ),
        ),
      );

  app.get(
    '/search',
    {
      config: { permission: [['users', 'view']] },
      schema: { tags, querystring: userSearchQuerySchema, response: { 200: userPageSchema } },
    },
    async (request) => repository.search(requireScope(request), request.query),
  );

  app.get(
    '/detail',
    { config: { permission: 'member' }, schema: { tags, response: { 200: userSchema } } },
    async (request) => {
      const scope = requireScope(request);
      return repository.get(scope, scope.userId);
    },
  );

  app.get(
    '/options',
    {
      config: { permission: 'member' },
      schema: { tags, querystring: userOptionsQuerySchema, response: { 200: userOptionsSchema } },
    },
    async (request) =>
      (await repository.options(requireScope(request), request.query)).map((u) => ({
        value: u.id,
        label: u.name,
        email: u.email,
        role: roleOf(u),
      })),
  );

  app.get(
    '/new/workspaces',
    {
      config: {
        permission: [
          ['users', 'add'],
          ['users', 'edit'],
          ['users', 'editConditionally'],
        ],
      },
      schema: { tags, response: { 200: workspaceOptionsSchema } },
    },
    async (request) =>
      (await workspaceRepository.options(requireScope(request))).map((w) => ({
        value: w.id,
        label: w.name,
        level: w.level as 1 | 2 | 3,
        parentId: w.parentId,
      })),
  );

  app.get(
    '/:id',
    {
      config: { permission: [['users', 'view']] },
      schema: { tags, params: idParamsSchema, response: { 200: userSchema } },
    },
    async (request) => repository.get(requireScope(request), request.params.id),
  );

  app.post(
    '/',
    {
      config: { permission: [['users', 'add']] },
      schema: { tags, body: userCreateSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { user: caller } = requireAuth(request);
      const { password, currentPassword, ...input } = request.body;
      const permission = checkGrants(scope, caller, input);
      // Every new account is a way in that outlives the session, whatever it is given: a single
      // workspace may be the root, which reaches everything below it (docs/decisions/0056).
      await proveHandover(
        request,
        reply,
        scope,
        caller,
        currentPassword,
        input.role === 'admin' ? 'administrator grant' : 'user creation',
      );
      await assertEmailFree(scope, input.email);
      const hash = password ? await hashPassword(password, settings.passwordLog2n) : null;
      const created = await repository.create(scope, { ...input, permission }, hash);
      if (!password && created.active)
        await sendLink(request, await repository.row(scope, created.id), INVITE_TTL_MINUTES);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      config: {
        permission: [
          ['users', 'edit'],
          ['users', 'editConditionally'],
        ],
      },
      schema: { tags, params: idParamsSchema, body: userUpdateSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { user: caller } = requireAuth(request);
      const target = await repository.row(scope, request.params.id);
      assertCanEdit(scope, target);
      await assertMayAct(scope, caller, target);
      if (target.id === caller.id && !request.body.active) {
        throw unprocessable([
          { path: 'body.active', message: 'You cannot deactivate yourself', code: 'cannotDeactivateSelf' },
        ]);
      }
      // One's own e-mail changes on My account, where the current password proves it (the profile
      // route): here a stolen administrator's session would move its own account away without it.
      if (target.id === caller.id && emailChanged(target, request.body.email)) {
        throw unprocessable([
          {
            path: 'body.email',
            message: 'Change your own e-mail on My account, where your password confirms it',
            code: 'ownEmailOnAccount',
          },
        ]);
      }
      const { currentPassword, ...record } = request.body;
      const permission = checkGrants(scope, caller, record);
      // Compared with every assignment the user holds: the record names only those in the caller's scope.
      const held = await repository.reachOf(scope, target);
      const raises = accessRaises(
        { ...held, active: target.active, workspaceIds: held.assigned },
        { ...record, permission },
      );
      const via: HandoverVia | undefined = emailChanged(target, record.email)
        ? 'e-mail change of another user'
        : raises.includes('administrator')
          ? 'administrator grant'
          : raises.includes('reactivation')
            ? 'reactivation'
            : raises.length > 0
              ? 'access grant'
              : undefined;
      if (via) await proveHandover(request, reply, scope, caller, currentPassword, via);
      await assertEmailFree(scope, record.email, target.id);
      // Assignments outside the caller's scope are not theirs to see or remove.
      const kept = held.assigned.filter((id) => !canWriteIn(scope, id));
      const updated = await repository.update(scope, target.id, {
        ...record,
        workspaceIds: [...kept, ...record.workspaceIds],
        permission,
      });
      if (movedAway(target, updated)) await identity.cancelPasswordResets(target.id);
      if (emailChanged(target, updated.email)) await emailMoved(request, scope, target, caller);
      if (target.active && !updated.active) {
        const revoked = await identity.revokeUserSessions(target.id, 'user deactivated');
        await identity.audit({
          event: 'sessions.revoked',
          tenantId: scope.tenantId,
          userId: target.id,
          ...clientInfo(request),
          detail: { reason: 'deactivated', by: caller.id, revokedSessions: revoked },
        });
      }
      return updated;
    },
  );

  app.put(
    '/:id/profile',
    {
      config: { permission: 'member' },
      schema: { tags, params: idParamsSchema, body: userProfileSchema, response: { 200: userSchema } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { user: caller } = requireAuth(request);
      const target = await repository.row(scope, request.params.id);
      if (target.id !== caller.id) {
        assertCanEdit(scope, target);
        await assertMayAct(scope, caller, target);
        if (emailChanged(target, request.body.email))
          await proveHandover(
            request,
            reply,
            scope,
            caller,
            request.body.currentPassword,
            'e-mail change of another user',
          );
      } else if (emailChanged(target, request.body.email)) {
        // Proven before the address is looked up, so a stolen session cannot probe which are taken.
        requirePresent(request.body, ['currentPassword']);
        await proveCurrentPassword(
          request,
          reply,
          scope,
          caller,
          request.body.currentPassword ?? '',
          'e-mail change',
        );
      }
      await assertEmailFree(scope, request.body.email, target.id);
      const updated = await repository.updateProfile(scope, target.id, request.body);
      if (movedAway(target, updated)) await identity.cancelPasswordResets(target.id);
      if (emailChanged(target, updated.email)) await emailMoved(request, scope, target, caller);
      return updated;
    },
  );

  app.put(
    '/:id/password',
    {
      config: { permission: 'member' },
      schema: { tags, params: idParamsSchema, body: userPasswordSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { user, session } = requireAuth(request);
      // Only one's own password, proven by the current one; others get a reset link instead.
      if (request.params.id !== user.id) throw forbidden('You can only change your own password');
      await proveCurrentPassword(
        request,
        reply,
        scope,
        user,
        request.body.currentPassword,
        'password change',
      );
      await identity.setPassword(
        user.id,
        await hashPassword(request.body.newPassword, settings.passwordLog2n),
      );
      // Every other session ends; this one stays so the user is not thrown out mid-task.
      const revoked = await identity.revokeUserSessions(user.id, 'password changed', session.id);
      await identity.audit({
        event: 'password.changed',
        tenantId: scope.tenantId,
        userId: user.id,
        ...clientInfo(request),
        detail: { revokedSessions: revoked },
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reset/password',
    {
      config: {
        permission: [
          ['users', 'edit'],
          ['users', 'editConditionally'],
        ],
      },
      schema: { tags, body: resetUserPasswordBodySchema },
    },
    async (request, reply) => {
      const scope = requireScope(request);
      const { user: caller } = requireAuth(request);
      const target = await repository.row(scope, request.body.id);
      assertCanEdit(scope, target);
      // A reset link is a takeover when the e-mail was changed first: the same rule as editing.
      await assertMayAct(scope, caller, target);
      if (!target.active)
        throw unprocessable([{ path: 'body.id', message: 'The user is inactive', code: 'userInactive' }]);
      await sendLink(request, target, settings.resetTokenTtlMinutes);
      await identity.audit({
        event: 'password.reset_requested',
        tenantId: scope.tenantId,
        userId: target.id,
        ...clientInfo(request),
        detail: { by: scope.userId },
      });
      return reply.code(202).send();
    },
  );
};
