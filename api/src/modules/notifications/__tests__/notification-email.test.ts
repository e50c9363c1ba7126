import { eq, isNotNull } from 'drizzle-orm';
import { commitments, notificationPreferences, notifications } from '../../../db/schema';
import { createMailer } from '../../../lib/mailer';
import { mailText, startSmtp } from '../../../testing/smtp-capture';
import { signIn, tenantTree } from '../../../testing/auth-helpers';
import { freshSite, userWith } from '../../../testing/stakeholder-helpers';
import { ADMIN_EMAIL, createTestApp, type TestContext } from '../../../testing/test-app';
import { EMAIL_JOB } from '../notification.jobs';
import { sendPendingEmails } from '../notification-email';
import { todayInSaoPaulo } from '@conexoes/shared/contract';
import { notify } from '../notify';
import { roleTemplates } from '@conexoes/shared/contract';
import { dayFrom, makeAction, makeCommitment, updateUser, userIdOf } from './notification-fixtures';

/** Issue 12 proof: notifications leave by e-mail over real SMTP, as the user chose, once. */
describe('notification e-mails over SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let owner: string;
  const today = todayInSaoPaulo();

  beforeAll(async () => {
    smtp = await startSmtp();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Conexões <no-reply@conexoes.test>',
      outboxDir: '/nonexistent',
    });
    ctx = await createTestApp({ mailer, appUrl: 'http://app.test' });
    owner = await userIdOf(ctx.database.db, ADMIN_EMAIL);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const send = () =>
    sendPendingEmails(ctx.database.db, { mailer: ctx.app.settings.mailer, appUrl: ctx.app.settings.appUrl });

  it('mails the kinds on by default, with a sentence in Portuguese and English and a link to the record, once', async () => {
    const { commitment, plan } = await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Água potável para Vila Nova',
      dueDate: null,
    });
    const action = await makeAction(ctx, plan, {
      ownerId: owner,
      title: 'Perfurar o poço',
      dueDate: dayFrom(today, -2),
    });
    const base = { tenantId: ctx.seed.tenantId, userIds: [owner] };
    await notify(ctx.database.db, {
      ...base,
      kind: 'owner_assigned',
      record: {
        type: 'commitment',
        id: commitment.id,
        workspaceId: commitment.workspaceId,
        title: commitment.title,
      },
      dedupeKey: `owner_assigned:commitment:${commitment.id}:1`,
    });
    await notify(ctx.database.db, {
      ...base,
      kind: 'overdue',
      record: { type: 'action', id: action.id, workspaceId: action.workspaceId, title: action.title },
      data: { dueDate: action.dueDate, parentType: 'commitment', parentTitle: 'CMT-9 — Água potável' },
      dedupeKey: `overdue:action:${action.id}:${action.dueDate}`,
    });
    // Off by default: written to the inbox, not mailed.
    await notify(ctx.database.db, {
      ...base,
      kind: 'due_soon',
      record: {
        type: 'commitment',
        id: commitment.id,
        workspaceId: commitment.workspaceId,
        title: commitment.title,
      },
      data: { dueDate: dayFrom(today, 3) },
      dedupeKey: `due_soon:commitment:${commitment.id}:x`,
    });

    expect(await send()).toEqual({ sent: 2 });
    const mail = await smtp.next();
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    const text = mailText(mail.raw);
    expect(text).toContain('Você agora é responsável pelo compromisso “Água potável para Vila Nova”.');
    expect(text).toContain('You were made owner of the commitment “Água potável para Vila Nova”.');
    expect(text).toContain(
      `A ação “Perfurar o poço” do compromisso “CMT-9 — Água potável” está atrasada desde ${dayFrom(today, -2).split('-').reverse().join('/')}.`,
    );
    expect(text).toContain(
      'The action “Perfurar o poço” of the commitment “CMT-9 — Água potável” is overdue since',
    );
    // The action opens the page of the commitment it belongs to.
    expect(
      text.match(new RegExp(`http://app.test/commitments/management/${commitment.id}`, 'g')),
    ).toHaveLength(2);
    expect(text).not.toContain('vence em');

    // Marked, so neither this instance's next run nor the job sends them again.
    const emailed = await ctx.database.db
      .select()
      .from(notifications)
      .where(isNotNull(notifications.emailedAt));
    expect(emailed.map((n) => n.kind).sort()).toEqual(['overdue', 'owner_assigned']);
    expect(await send()).toEqual({ sent: 0 });
    const job = await ctx.app.jobs.enqueue<Record<string, never>, { sent: number }>(EMAIL_JOB, {});
    expect(await job.done).toEqual({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it("follows the user's choices: a kind switched on is mailed, one switched off is not", async () => {
    await ctx.database.db.insert(notificationPreferences).values([
      { userId: owner, kind: 'plan_finished', email: true },
      { userId: owner, kind: 'owner_assigned', email: false },
    ]);
    const { commitment, plan } = await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Escola reformada',
      dueDate: null,
    });
    const record = {
      type: 'action_plan' as const,
      id: plan.id,
      workspaceId: plan.workspaceId,
      title: 'CMT — Escola reformada',
    };
    await notify(ctx.database.db, {
      tenantId: ctx.seed.tenantId,
      userIds: [owner],
      kind: 'plan_finished',
      record,
      dedupeKey: 'f:1',
    });
    await notify(ctx.database.db, {
      tenantId: ctx.seed.tenantId,
      userIds: [owner],
      kind: 'owner_assigned',
      record,
      dedupeKey: 'o:1',
    });

    expect(await send()).toEqual({ sent: 1 });
    const text = mailText((await smtp.next()).raw);
    expect(text).toContain('The action plan “CMT — Escola reformada” was finished.');
    expect(text).toContain(`http://app.test/commitments/management/${commitment.id}`);
    expect(text).not.toContain('owner of');
    const [skipped] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, 'o:1'));
    expect(skipped?.emailedAt).toBeNull();
  });

  it('gives a message back when the mail server refuses it, and sends it on the next run', async () => {
    // A record that exists: a notice about one nobody can open is never mailed.
    const { commitment } = await makeCommitment(ctx, { ownerId: owner, title: 'Retry', dueDate: today });
    const record = {
      type: 'commitment' as const,
      id: commitment.id,
      workspaceId: commitment.workspaceId,
      title: 'Retry',
    };
    await notify(ctx.database.db, {
      tenantId: ctx.seed.tenantId,
      userIds: [owner],
      kind: 'overdue',
      record,
      data: { dueDate: today },
      dedupeKey: 'retry:1',
    });
    const down = {
      send: async () => Promise.reject(new Error('connection refused')),
      close: () => undefined,
    };
    expect(await sendPendingEmails(ctx.database.db, { mailer: down, appUrl: 'http://app.test' })).toEqual({
      sent: 0,
    });
    expect(await send()).toEqual({ sent: 1 });
    expect(mailText((await smtp.next()).raw)).toContain('The commitment “Retry” is overdue since');
  });

  it('mails nothing about a record its person may no longer open when the sweep runs', async () => {
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const admin = await signIn(ctx.app, [root.id]);
    const [siteA, siteB] = [await freshSite(ctx, admin), await freshSite(ctx, admin)];
    const moved = await userWith(ctx, admin, [siteA, siteB], roleTemplates.analyst);
    const flagless = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const atA = await makeCommitment(ctx, {
      ownerId: moved.id,
      title: 'Poço em A',
      dueDate: null,
      workspaceId: siteA,
    });
    const atB = await makeCommitment(ctx, {
      ownerId: moved.id,
      title: 'Estrada em B',
      dueDate: null,
      workspaceId: siteB,
    });
    const gone = await makeCommitment(ctx, {
      ownerId: owner,
      title: 'Apagado',
      dueDate: null,
      workspaceId: siteB,
    });
    const tell = (userId: string, c: typeof atA.commitment) =>
      notify(ctx.database.db, {
        tenantId: ctx.seed.tenantId,
        userIds: [userId],
        kind: 'owner_assigned',
        record: { type: 'commitment', id: c.id, workspaceId: c.workspaceId, title: c.title },
        dedupeKey: `owner_assigned:commitment:${c.id}:${userId}`,
      });
    await tell(moved.id, atA.commitment);
    await tell(moved.id, atB.commitment);
    await tell(flagless.id, atA.commitment);
    await tell(owner, gone.commitment);
    // Before the minute's sweep: one moved off site A, one without the area's view flag, one deleted.
    await updateUser(ctx, admin, moved.id, () => ({ workspaceIds: [siteB] }));
    await updateUser(ctx, admin, flagless.id, (user) => ({
      permission: { ...user.permission, customModules: { ...user.permission.customModules, view: false } },
    }));
    await ctx.database.db
      .update(commitments)
      .set({ deletedAt: new Date() })
      .where(eq(commitments.id, gone.commitment.id));

    const before = smtp.received.length;
    expect(await send()).toEqual({ sent: 1 });
    const mail = await smtp.next();
    expect(smtp.received).toHaveLength(before + 1);
    const text = mailText(mail.raw);
    expect(text).toContain('Estrada em B');
    expect(text).not.toContain('Poço em A');
  });
});
