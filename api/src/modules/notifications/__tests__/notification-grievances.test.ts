import { and, eq } from 'drizzle-orm';
import { roleTemplates, todayInSaoPaulo, type Interaction } from '@conexoes/shared/contract';
import { notifications, userWorkspaces, users } from '../../../db/schema';
import { createMailer } from '../../../lib/mailer';
import { bearer, signIn, tenantTree } from '../../../testing/auth-helpers';
import { createInteraction, interaction } from '../../../testing/interaction-helpers';
import { mailText, startSmtp } from '../../../testing/smtp-capture';
import { API, freshSite, userWith } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { sendPendingEmails } from '../notification-email';
import { scanTenant } from '../notification-scan';
import { dayFrom } from './notification-fixtures';

const today = todayInSaoPaulo();
const brazilian = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Decision 0074: a grievance past its acknowledgement target tells its owner; one past its resolution
 * target tells the owner and is escalated to the administrators and managers who may open it.
 */
describe('notices of a grievance past its targets', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let siteA: string;
  let siteB: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Conexões <no-reply@conexoes.test>',
      outboxDir: '/nonexistent',
    });
    ctx = await createTestApp({ mailer, appUrl: 'http://app.test' });
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    admin = await signIn(ctx.app, [root.id]);
    siteA = await freshSite(ctx, admin);
    siteB = await freshSite(ctx, admin);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const noticesOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, ctx.seed.tenantId),
          eq(notifications.userId, userId),
          eq(notifications.kind, 'grievance_overdue'),
        ),
      );
  const scan = () => scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today });
  const manager = async (site: string) => {
    const made = await userWith(ctx, admin, [site], roleTemplates.manager);
    await ctx.database.db.update(users).set({ role: 'manager' }).where(eq(users.id, made.id));
    return made;
  };
  const grievance = (subject: string, receivedDaysAgo: number, ownerId: string): Promise<Interaction> =>
    createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: siteA,
        subject,
        startsAt: `${dayFrom(today, -receivedDaysAgo)}T10:00:00-03:00`,
        endsAt: null,
        typeCode: 'grievance',
        followUpRequired: true,
        followUpDue: dayFrom(today, 20),
        followUpOwnerId: ownerId,
      }),
    );
  const steps = (record: Interaction, body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${record.id}/grievance`,
      headers: bearer(admin),
      payload: { acknowledgedOn: null, respondedOn: null, closedOn: null, outcome: null, ...body },
    });

  it('tells the owner of an unacknowledged one, escalates an unresolved one to who may open it, once', async () => {
    const owner = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const colleague = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const siteManager = await manager(siteA);
    const elsewhere = await manager(siteB);
    // Received 9 days ago: the week to acknowledge it ended 2 days ago.
    const unacknowledged = await grievance('Cerca derrubada pelo caminhão', 9, owner.id);
    // Received 35 days ago and acknowledged: the month to resolve it ended 5 days ago.
    const unresolved = await grievance('Rachaduras nas casas da rua Sete', 35, owner.id);
    expect((await steps(unresolved, { acknowledgedOn: dayFrom(today, -33) })).statusCode).toBe(200);
    // Closed in time, or acknowledged in time: not news.
    const closed = await grievance('Poeira resolvida', 35, owner.id);
    expect(
      (
        await steps(closed, {
          acknowledgedOn: dayFrom(today, -34),
          respondedOn: dayFrom(today, -20),
          closedOn: dayFrom(today, -15),
          outcome: 'accepted',
        })
      ).statusCode,
    ).toBe(200);

    await scan();
    const told = (await noticesOf(owner.id)).map((n) => [n.recordId, n.data]);
    expect(told.sort()).toEqual(
      [
        [unacknowledged.id, { target: 'acknowledgement', dueDate: dayFrom(today, -2) }],
        [unresolved.id, { target: 'resolution', dueDate: dayFrom(today, -5) }],
      ].sort(),
    );
    expect((await noticesOf(siteManager.id)).map((n) => [n.recordId, n.data.target])).toEqual([
      [unresolved.id, 'resolution'],
    ]);
    // Neither a colleague who owns nothing nor a manager who cannot open it.
    expect(await noticesOf(colleague.id)).toEqual([]);
    expect(await noticesOf(elsewhere.id)).toEqual([]);

    // Again the same day: nothing more.
    await scan();
    expect(await noticesOf(owner.id)).toHaveLength(2);

    // The e-mail words it in Portuguese and English.
    smtp.received.length = 0;
    await sendPendingEmails(ctx.database.db, {
      mailer: ctx.app.settings.mailer,
      appUrl: ctx.app.settings.appUrl,
    });
    const [ownerEmail] = (
      await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, owner.id))
    ).map((u) => u.email);
    const text = smtp.received
      .filter((mail) => mail.to.includes(ownerEmail as string))
      .map((mail) => mailText(mail.raw))
      .join('\n');
    const title = `${unacknowledged.code} — Cerca derrubada pelo caminhão`;
    expect(text).toContain(
      `A queixa “${title}” não teve recebimento confirmado até ${brazilian(dayFrom(today, -2))}.`,
    );
    expect(text).toContain(
      `The grievance “${title}” was not acknowledged by ${brazilian(dayFrom(today, -2))}.`,
    );
    expect(text).toContain(`http://app.test/interactions/${unacknowledged.id}`);
  });

  it('tells the managers who may open it of a late acknowledgement when its owner may not', async () => {
    const movedOwner = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const siteManager = await manager(siteA);
    const elsewhere = await manager(siteB);
    const orphan = await grievance('Barulho da britagem à noite', 10, movedOwner.id);
    // The owner was moved to another site after the grievance was given to them.
    await ctx.database.db
      .update(userWorkspaces)
      .set({ workspaceId: siteB })
      .where(eq(userWorkspaces.userId, movedOwner.id));

    await scan();
    expect(await noticesOf(movedOwner.id)).toEqual([]);
    const ofOrphan = (await noticesOf(siteManager.id)).filter((n) => n.recordId === orphan.id);
    expect(ofOrphan.map((n) => n.data)).toEqual([{ target: 'acknowledgement', dueDate: dayFrom(today, -3) }]);
    expect((await noticesOf(elsewhere.id)).map((n) => n.recordId)).not.toContain(orphan.id);
  });
});
