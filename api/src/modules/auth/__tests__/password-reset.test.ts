import { isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows-of';
import { passwordResets } from '../../../db/schema';
import { createMailer } from '../../../lib/mailer';
import { startSmtp } from '../../../testing/smtp-capture';
import { bearer, login, signIn, tenantTree } from '../../../testing/auth-helpers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestContext } from '../../../testing/test-app';

const api = '/manager/api/v1';

/** Undo quoted-printable soft breaks and escapes, then find the token of the reset link. */
const tokenFrom = (raw: string): string => {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /http:\/\/app\.test\/auth\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in:\n${text}`);
  return match[1];
};

describe('forgot password → e-mail over SMTP → reset', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Conexões <no-reply@conexoes.test>',
      outboxDir: '/nonexistent',
    });
    ctx = await createTestApp({ mailer, appUrl: 'http://app.test' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    ctx.app.inject({ method: 'POST', url: `${api}/auth/forgot-password`, payload: { email } });
  const reset = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${api}/auth/reset-password`, payload: { token, password } });

  it('answers 202 for unknown addresses too, without sending anything', async () => {
    const res = await forgot('nobody@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe('');
  });

  it('mails a single-use link; the new password works, the old one and other sessions do not', async () => {
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const before = await signIn(ctx.app, [root.id]);

    const res = await forgot(ADMIN_EMAIL.toUpperCase());
    expect(res.statusCode).toBe(202);
    const mail = await smtp.next();
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    expect(mail.from).toBe('no-reply@conexoes.test');
    const token = tokenFrom(mail.raw);

    // Only a hash is stored.
    const rows = await ctx.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(422);

    expect((await reset(token, 'Nova@Senha2026')).statusCode).toBe(204);
    const again = await reset(token, 'Outra@Senha2026');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([
      { path: 'body.token', message: 'This link is invalid or has expired', code: 'resetLinkInvalid' },
    ]);

    const old = await ctx.app.inject({
      method: 'POST',
      url: `${api}/auth/login`,
      payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await login(ctx.app, ADMIN_EMAIL, 'Nova@Senha2026');
    const revoked = await ctx.app.inject({ url: `${api}/users/detail`, headers: bearer(before) });
    expect(revoked.statusCode).toBe(401);

    // Restore for the next test.
    await forgot(ADMIN_EMAIL);
    expect((await reset(tokenFrom((await smtp.next()).raw), ADMIN_PASSWORD)).statusCode).toBe(204);
  });

  it("finds a user's pending links by an index, not by reading every link ever sent", async () => {
    // An e-mail change, a deactivation or a new password ends the user's pending links
    // (identity.repository cancelPasswordResets): that statement, as the planner would run it when the
    // table is large (a sequential scan only where nothing else can answer).
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain update password_resets set used_at = now()
          where user_id = '00000000-0000-4000-8000-000000000001'::uuid and used_at is null`),
      ).map((row) => row['QUERY PLAN']);
    });
    expect(plan.join('\n')).toMatch(
      /Index Scan using password_resets_user_idx|Bitmap Index Scan on password_resets_user_idx/,
    );
  });

  it('refuses an expired link', async () => {
    await forgot(ADMIN_EMAIL);
    const token = tokenFrom((await smtp.next()).raw);
    await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await reset(token, 'Expirada@2026');
    expect(res.statusCode).toBe(422);
    const rows = await ctx.database.db.select().from(passwordResets).where(isNull(passwordResets.usedAt));
    expect(rows).toHaveLength(1);
  });
});
