import { and, eq, sql } from 'drizzle-orm';
import {
  roleTemplates,
  type Interaction,
  type NotificationPage,
  type Permission,
  todayInSaoPaulo,
} from '@conexoes/shared/contract';
import { interactions, notifications, users } from '../../../db/schema';
import { createMailer } from '../../../lib/mailer';
import { bearer, tenantTree } from '../../../testing/auth-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import { mailText, startSmtp } from '../../../testing/smtp-capture';
import { API, freshSite, userWith } from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { signIn } from '../../../testing/auth-helpers';
import { sendPendingEmails } from '../notification-email';
import { scanTenant } from '../notification-scan';
import { dayFrom, updateUser } from './notification-fixtures';

const today = todayInSaoPaulo();
const brazilian = (isoDate: string) => isoDate.split('-').reverse().join('/');

/**
 * Decision 0067: a social interaction's follow-up tells its owner, as an action does — when they are
 * made its owner and when it is due soon or overdue — and the notice shows only while they may open
 * the interaction (area socialInteractions, its workspace now in their reach, not deleted).
 */
describe('notices of an interaction’s follow-up', () => {
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

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const inboxOf = async (token: string) =>
    (await call('GET', '/notifications', token)).json() as NotificationPage;
  const unreadOf = async (token: string) =>
    ((await call('GET', '/notifications/unread-count', token)).json() as { unread: number }).unread;
  const noticesOf = (userId: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, ctx.seed.tenantId), eq(notifications.userId, userId)));
  const scan = (day = today) => scanTenant(ctx.database.db, { tenantId: ctx.seed.tenantId, today: day });
  const send = () =>
    sendPendingEmails(ctx.database.db, { mailer: ctx.app.settings.mailer, appUrl: ctx.app.settings.appUrl });

  /** An interaction at `site` by the administrator, its follow-up as given. */
  const record = (
    site: string,
    subject: string,
    followUp: { required: boolean; due: string | null; ownerId: string | null },
  ): Promise<Interaction> =>
    createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: site,
        subject,
        followUpRequired: followUp.required,
        followUpDue: followUp.due,
        followUpOwnerId: followUp.ownerId,
      }),
    );

  it('the daily scan tells the owner once of an overdue and a due-soon follow-up, and of nothing else', async () => {
    const owner = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const late = await record(siteA, 'Poeira na estrada', {
      required: true,
      due: dayFrom(today, -3),
      ownerId: owner.id,
    });
    const soon = await record(siteA, 'Pedido de umectação', {
      required: true,
      due: dayFrom(today, 2),
      ownerId: owner.id,
    });
    // Not news: far ahead, a follow-up not required (its date and owner kept), a deleted interaction.
    await record(siteA, 'Longe', { required: true, due: dayFrom(today, 60), ownerId: owner.id });
    await record(siteA, 'Sem retorno', { required: false, due: dayFrom(today, -3), ownerId: owner.id });
    const deleted = await record(siteA, 'Apagada', {
      required: true,
      due: dayFrom(today, -3),
      ownerId: owner.id,
    });
    expect((await call('DELETE', `/social-interactions/${deleted.id}`, admin)).statusCode).toBe(204);

    await scan();
    const scanned = (await noticesOf(owner.id)).filter((n) => n.kind !== 'owner_assigned');
    expect(scanned.map((n) => [n.kind, n.recordType, n.recordId, n.title, n.data]).sort()).toEqual(
      [
        [
          'overdue',
          'interaction',
          late.id,
          `${late.code} — Poeira na estrada`,
          { dueDate: dayFrom(today, -3) },
        ],
        [
          'due_soon',
          'interaction',
          soon.id,
          `${soon.code} — Pedido de umectação`,
          { dueDate: dayFrom(today, 2) },
        ],
      ].sort(),
    );

    // Again the same day: nothing more. A new due date is news again.
    await scan();
    expect((await noticesOf(owner.id)).filter((n) => n.kind !== 'owner_assigned')).toHaveLength(2);
    await ctx.database.db
      .update(interactions)
      .set({ followUpDue: dayFrom(today, -1) })
      .where(eq(interactions.id, late.id));
    await scan();
    expect(
      (await noticesOf(owner.id))
        .filter((n) => n.recordId === late.id && n.kind === 'overdue')
        .map((n) => n.data.dueDate)
        .sort(),
    ).toEqual([dayFrom(today, -3), dayFrom(today, -1)].sort());

    // The inbox links each to its interaction's page.
    const page = await inboxOf(owner.token);
    expect(page.items.find((n) => n.record.id === soon.id && n.kind === 'due_soon')?.link).toBe(
      `/interactions/${soon.id}`,
    );
  });

  it('tells a person made the follow-up’s owner by someone else, once per change, not the writer', async () => {
    const owner = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const created = await record(siteA, 'Reunião sem retorno', { required: false, due: null, ownerId: null });
    expect(await noticesOf(owner.id)).toHaveLength(0);

    const put = (body: object) => call('PUT', `/social-interactions/${created.id}`, admin, body);
    const withFollowUp = interactionUpdateOf(created, {
      followUpRequired: true,
      followUpDue: dayFrom(today, 20),
      followUpOwnerId: owner.id,
    });
    const updated = await put(withFollowUp);
    expect(updated.statusCode).toBe(200);
    const assigned = await noticesOf(owner.id);
    expect(assigned.map((n) => [n.kind, n.recordType, n.title, n.data])).toEqual([
      [
        'owner_assigned',
        'interaction',
        `${created.code} — Reunião sem retorno`,
        { dueDate: dayFrom(today, 20) },
      ],
    ]);
    // Saving again with the same owner (another date) is no news.
    const again = await put(
      interactionUpdateOf(updated.json() as Interaction, { followUpDue: dayFrom(today, 25) }),
    );
    expect(again.statusCode).toBe(200);
    expect(await noticesOf(owner.id)).toHaveLength(1);

    // The inbox says it with a link to the interaction; the writer naming themselves gets nothing.
    const page = await inboxOf(owner.token);
    expect(page.items[0]).toMatchObject({
      kind: 'owner_assigned',
      record: { type: 'interaction', id: created.id, title: `${created.code} — Reunião sem retorno` },
      link: `/interactions/${created.id}`,
    });
    const self = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    await createInteraction(
      ctx.app,
      self.token,
      interaction({
        workspaceId: siteA,
        followUpRequired: true,
        followUpDue: dayFrom(today, 5),
        followUpOwnerId: self.id,
      }),
    );
    expect((await noticesOf(self.id)).filter((n) => n.kind === 'owner_assigned')).toHaveLength(0);
  });

  it('shows and counts the notice only while its person may open the interaction', async () => {
    const person = await userWith(ctx, admin, [siteA, siteB], roleTemplates.analyst);
    const atA = await record(siteA, 'Ruído noturno', {
      required: true,
      due: dayFrom(today, 1),
      ownerId: person.id,
    });
    const atB = await record(siteB, 'Água turva', {
      required: true,
      due: dayFrom(today, 1),
      ownerId: person.id,
    });
    const titles = async () => (await inboxOf(person.token)).items.map((n) => n.record.title).sort();
    expect(await titles()).toEqual([`${atA.code} — Ruído noturno`, `${atB.code} — Água turva`].sort());
    expect(await unreadOf(person.token)).toBe(2);
    const hiddenId = (await inboxOf(person.token)).items.find((n) => n.record.id === atA.id)?.id as string;

    // Moved off site A: its interaction's notice leaves the list, the counts and "mark read".
    await updateUser(ctx, admin, person.id, () => ({ workspaceIds: [siteB] }));
    expect(await titles()).toEqual([`${atB.code} — Água turva`]);
    expect(await inboxOf(person.token)).toMatchObject({ total: 1, unread: 1 });
    expect(await unreadOf(person.token)).toBe(1);
    expect((await call('PUT', `/notifications/${hiddenId}/read`, person.token)).statusCode).toBe(404);

    // The commitments' flag has no say over an interaction's notice; the interactions' flag has.
    await updateUser(ctx, admin, person.id, (user) => ({
      permission: { ...user.permission, customModules: { ...user.permission.customModules, view: false } },
    }));
    expect(await unreadOf(person.token)).toBe(1);
    await updateUser(ctx, admin, person.id, (user) => ({
      permission: {
        ...user.permission,
        socialInteractions: { ...user.permission.socialInteractions, view: false },
      } as Permission,
    }));
    expect(await inboxOf(person.token)).toMatchObject({ total: 0, unread: 0, items: [] });

    // Reach given back: both show again; then the interaction at B is deleted, and its notice goes.
    await updateUser(ctx, admin, person.id, (user) => ({
      workspaceIds: [siteA, siteB],
      permission: {
        ...user.permission,
        socialInteractions: { ...user.permission.socialInteractions, view: true },
      } as Permission,
    }));
    expect(await unreadOf(person.token)).toBe(2);
    expect((await call('DELETE', `/social-interactions/${atB.id}`, admin)).statusCode).toBe(204);
    expect(await titles()).toEqual([`${atA.code} — Ruído noturno`]);
  });

  it('the e-mail sweep words the follow-up in Portuguese and English with the interaction’s link', async () => {
    const owner = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    const moved = await userWith(ctx, admin, [siteA], roleTemplates.analyst);
    await send();
    smtp.received.length = 0;
    const late = await record(siteA, 'Cerca derrubada', {
      required: true,
      due: dayFrom(today, -4),
      ownerId: owner.id,
    });
    await record(siteA, 'Outra cerca', { required: true, due: dayFrom(today, -4), ownerId: moved.id });
    await scan();
    // One who may no longer open the interaction when the sweep runs gets no e-mail.
    await updateUser(ctx, admin, moved.id, (user) => ({
      permission: {
        ...user.permission,
        socialInteractions: { ...user.permission.socialInteractions, view: false },
      } as Permission,
    }));
    await send();
    const emailOf = async (id: string) =>
      (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
    const [ownerEmail, movedEmail] = [await emailOf(owner.id), await emailOf(moved.id)];
    const mails = smtp.received.filter((mail) => mail.to.includes(ownerEmail as string));
    expect(smtp.received.flatMap((mail) => mail.to)).not.toContain(movedEmail);
    expect(mails).toHaveLength(1);
    const text = mailText((mails[0] as { raw: string }).raw);
    const title = `${late.code} — Cerca derrubada`;
    expect(text).toContain(`Você agora é responsável pelo retorno da interação “${title}”.`);
    expect(text).toContain(`You were made owner of the follow-up of the interaction “${title}”.`);
    expect(text).toContain(
      `O retorno da interação “${title}” está atrasado desde ${brazilian(dayFrom(today, -4))}.`,
    );
    expect(text).toContain(
      `The follow-up of the interaction “${title}” is overdue since ${brazilian(dayFrom(today, -4))}.`,
    );
    expect(text).toContain(`http://app.test/interactions/${late.id}`);
  });

  it('the scan reads the follow-ups through interactions_follow_up_idx, not the tenant’s interactions', async () => {
    // Thousands of interactions without a follow-up, as a tenant has: the scan's query reads the
    // partial index of the required ones.
    await ctx.database.db.execute(sql`insert into interactions
        (tenant_id, workspace_id, code, starts_at, subject, direction, type_code, search_text)
      select ${ctx.seed.tenantId}::uuid, ${siteB}::uuid, 'INT-1999-' || lpad(g::text, 5, '0'),
        now(), 'Sem retorno ' || g, 'inbound', 'meeting', ''
      from generate_series(1, 5000) g`);
    await ctx.database.db.execute(sql`analyze interactions`);
    const plan = await ctx.database.db.execute(sql`explain select id from interactions
      where tenant_id = ${ctx.seed.tenantId}::uuid and follow_up_required and deleted_at is null
        and follow_up_owner_id is not null and follow_up_due <= ${today}::date
      order by follow_up_due, id limit 2000`);
    expect(JSON.stringify(plan)).toContain('interactions_follow_up_idx');
  });
});
