import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ImportReport, InteractionOptionCounts, InteractionRank } from '@conexoes/shared/contract';
import { rowsOf } from '../../../db/rows-of';
import { FOLD_JOB, type DayCountFold } from '../dashboards/day-count.jobs';
import { interactionColumnLabels } from '../files/interaction-columns';
import { defaultImportLimits } from '../../../lib/sheets/import-limits';
import { csvFile } from '../../../testing/csv-file';
import { multipartFile } from '../../../testing/file-upload';
import { bearer, signIn } from '../../../testing/auth-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  person,
} from '../../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { waitUntil } from '../../../testing/wait-until';

type Count = { dimension: string; day: string; key: string; workspace_id: string; n: number };

/**
 * Migration 0023 (decision 0038): the dashboards read counts kept by day (folded counts plus
 * pending changes), so after every kind of write, and after a fold, they must equal the counts of the
 * live rows themselves — a create, an edit that moves the day, the type and the workspace, a soft
 * delete, statements that change or remove many rows at once — by the São Paulo day, not the UTC one.
 */
describe('interaction day counts: kept equal to the live interactions by every write', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;
  let other: string;
  let admin: string;

  /** The counts as kept: the folded counts plus the changes not folded yet (what the dashboards sum). */
  const kept = async (): Promise<Count[]> =>
    rowsOf<Count>(
      await ctx.database.db.execute(sql`
        select dimension, day::text as day, key, workspace_id::text as workspace_id, sum(n)::int as n
        from (
          select tenant_id, dimension, day, key, workspace_id, n from interaction_day_counts
          union all
          select tenant_id, dimension, day, key, workspace_id, n from interaction_day_count_changes
          where dimension <> 'stakeholder'
        ) c
        where tenant_id = ${ctx.seed.tenantId}
        group by 1, 2, 3, 4 having sum(n) <> 0
        order by 1, 2, 3, 4`),
    ).map((r) => ({ ...r, n: Number(r.n) }));

  /** Runs the minute job that folds the pending changes into the counts; answers what it reported. */
  const foldJob = async (): Promise<DayCountFold> => {
    const job = await ctx.app.jobs.enqueue<Record<string, never>, DayCountFold>(FOLD_JOB, {});
    const folded = await job.done;
    const [pending] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from interaction_day_count_changes`),
    );
    expect(Number(pending?.n)).toBe(0);
    return folded;
  };

  /** A fold with nothing drifted: some changes were pending each time, and nothing went below zero. */
  const fold = async () => {
    const { written, drifted } = await foldJob();
    expect(written).toBeGreaterThan(0);
    expect(drifted).toEqual([]);
  };

  /**
   * The same counts computed from the live rows and their links: the scalar keys, the topics, their
   * categories, the ODS (chosen or through a category) and the survey answers, each once per
   * interaction, `withOds` / `surveyed`, and a grievance's state (migration 0036).
   */
  const recounted = async (): Promise<Count[]> =>
    rowsOf<Count>(
      await ctx.database.db.execute(sql`
        with linked as (
          select l.interaction_id as id, 'topic' as dimension, l.topic_id::text as key
          from interaction_topics l where l.tenant_id = ${ctx.seed.tenantId}
          union
          select l.interaction_id, 'category', t.category_id::text
          from interaction_topics l join topics t on t.tenant_id = l.tenant_id and t.id = l.topic_id
          where l.tenant_id = ${ctx.seed.tenantId} and t.category_id is not null
          union
          select l.interaction_id, 'ods', g::text
          from interaction_topics l join topics t on t.tenant_id = l.tenant_id and t.id = l.topic_id
          join topic_categories c on c.tenant_id = t.tenant_id and c.id = t.category_id
          cross join unnest(c.ods) g where l.tenant_id = ${ctx.seed.tenantId}
          union
          select i.id, 'ods', g::text from interactions i cross join unnest(i.ods) g
          where i.tenant_id = ${ctx.seed.tenantId}
          union
          select a.interaction_id, 'survey', a.question_id::text || ':' || a.value
          from interaction_survey_answers a where a.tenant_id = ${ctx.seed.tenantId}
        ),
        keyed as (
          select id, dimension, key from linked
          union select id, 'withOds', '' from linked where dimension = 'ods'
          union select id, 'surveyed', '' from linked where dimension = 'survey'
          union all
          select i.id, d.dimension, d.key from interactions i
          cross join lateral (values ('all', ''), ('type', coalesce(i.type_code, '')),
            ('channel', coalesce(i.channel_code, '')), ('classification', coalesce(i.classification_code, '')),
            ('status', coalesce(i.status_code, '')), ('perception', coalesce(i.perception, '')),
            ('municipality', coalesce(i.municipality_code, ''))) d(dimension, key)
          where i.tenant_id = ${ctx.seed.tenantId}
          union all
          select i.id, 'grievance', g.key from interactions i
          cross join lateral (values ('received'),
            (case when i.grievance_closed_on is not null then 'closedIn:' ||
              (i.grievance_closed_on - ((i.starts_at at time zone 'UTC') - interval '3 hours')::date) end),
            (case when i.grievance_closed_on is not null then 'outcome:' || i.grievance_outcome end),
            (case when i.grievance_closed_on is null
              and coalesce(i.status_code, '') not in ('closed', 'answered', 'cancelled')
              then case when i.grievance_acknowledged_on is null then 'open:unacknowledged'
                else 'open:acknowledged' end end)) g(key)
          where i.tenant_id = ${ctx.seed.tenantId} and g.key is not null
            and (i.type_code in ('complaint', 'grievance') or i.classification_code in ('complaint', 'grievance'))
        )
        select k.dimension, (i.starts_at at time zone 'America/Sao_Paulo')::date::text as day, k.key,
               i.workspace_id::text as workspace_id, count(*)::int as n
        from keyed k join interactions i on i.tenant_id = ${ctx.seed.tenantId} and i.id = k.id
        where i.deleted_at is null
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    ).map((r) => ({ ...r, n: Number(r.n) }));

  type StakeholderDay = { workspace_id: string; stakeholder_id: string; day: string; n: number };

  /** A stakeholder's days as kept (migration 0025): its folded day arrays plus the pending changes. */
  const keptStakeholderDays = async (): Promise<StakeholderDay[]> =>
    rowsOf<StakeholderDay>(
      await ctx.database.db.execute(sql`
        select workspace_id::text as workspace_id, stakeholder_id::text as stakeholder_id,
               day::text as day, sum(n)::int as n
        from (
          select s.workspace_id, s.stakeholder_id, d.day, 1 as n
          from interaction_stakeholder_days s cross join unnest(s.days) d(day)
          where s.tenant_id = ${ctx.seed.tenantId}
          union all
          select workspace_id, key::uuid, day, n from interaction_day_count_changes
          where tenant_id = ${ctx.seed.tenantId} and dimension = 'stakeholder'
        ) c
        group by 1, 2, 3 having sum(n) <> 0
        order by 1, 2, 3`),
    ).map((r) => ({ ...r, n: Number(r.n) }));

  /** The same from the live interactions and their stakeholder links. */
  const recountedStakeholderDays = async (): Promise<StakeholderDay[]> =>
    rowsOf<StakeholderDay>(
      await ctx.database.db.execute(sql`
        select i.workspace_id::text as workspace_id, l.stakeholder_id::text as stakeholder_id,
               (i.starts_at at time zone 'America/Sao_Paulo')::date::text as day, count(*)::int as n
        from interaction_stakeholders l
        join interactions i on i.tenant_id = l.tenant_id and i.id = l.interaction_id
        where l.tenant_id = ${ctx.seed.tenantId} and i.deleted_at is null
        group by 1, 2, 3 order by 1, 2, 3`),
    ).map((r) => ({ ...r, n: Number(r.n) }));

  /** The binary searches of rank by stakeholders need every folded array sorted. */
  const unsortedArrays = async (): Promise<number> =>
    Number(
      rowsOf<{ n: number }>(
        await ctx.database.db.execute(sql`
          select count(*)::int as n from interaction_stakeholder_days s
          where s.days <> array(select d from unnest(s.days) d order by d)`),
      )[0]?.n,
    );

  const post = async (url: string, payload: object): Promise<string> => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: bearer(token),
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().id as string;
  };

  const get = async <T>(url: string): Promise<T> => {
    const res = await ctx.app.inject({ url: `${API}${url}`, headers: bearer(token) });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    ({ ctx, admin, site, token } = await openSiteTestbed());
    other = await freshSite(ctx, admin);
    token = await signIn(ctx.app, [site, other]);
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  it('counts a late-evening interaction on its São Paulo day and follows edits, moves and deletes', async () => {
    // 23:30 in São Paulo is 02:30 UTC of the next day: it belongs to the 10th.
    const late = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, startsAt: '2026-03-10T23:30:00-03:00', endsAt: null }),
    );
    const call = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-03-12T09:00:00-03:00',
        endsAt: null,
        typeCode: 'phoneCall',
        perception: null,
        municipality: 'Belo Horizonte',
      }),
    );
    const gone = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, startsAt: '2026-03-12T10:00:00-03:00', endsAt: null }),
    );
    expect(await kept()).toContainEqual({
      dimension: 'all',
      day: '2026-03-10',
      key: '',
      workspace_id: site,
      n: 1,
    });
    expect(await kept()).toEqual(await recounted());

    // An edit moving the day, the type, the perception and the workspace.
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${late.id}`,
      headers: bearer(token),
      payload: interactionUpdateOf(late, {
        workspaceId: other,
        startsAt: '2026-02-01T08:00:00-03:00',
        typeCode: 'visit',
        perception: 'negative',
      }),
    });
    expect(moved.statusCode).toBe(200);
    // An edit of words only changes no count.
    const reworded = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${call.id}`,
      headers: bearer(token),
      payload: interactionUpdateOf(call, { subject: 'Ligação sobre a poeira' }),
    });
    expect(reworded.statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/social-interactions/${gone.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);

    const counts = await kept();
    expect(counts).toEqual(await recounted());
    expect(counts.filter((c) => c.day === '2026-03-10')).toEqual([]);
    expect(counts).toContainEqual({
      dimension: 'type',
      day: '2026-02-01',
      key: 'visit',
      workspace_id: other,
      n: 1,
    });
    expect(counts).toContainEqual({
      dimension: 'perception',
      day: '2026-03-12',
      key: '',
      workspace_id: site,
      n: 1,
    });
  });

  it("follows a grievance's steps, its type and its deletion (received, closed in so many days, the answer, open)", async () => {
    const complaint = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-02-02T23:30:00-03:00',
        endsAt: null,
        typeCode: 'complaint',
      }),
    );
    expect(await kept()).toContainEqual({
      dimension: 'grievance',
      day: '2026-02-02',
      key: 'open:unacknowledged',
      workspace_id: site,
      n: 1,
    });
    expect(await kept()).toEqual(await recounted());
    const steps = (body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `${API}/social-interactions/${complaint.id}/grievance`,
        headers: bearer(token),
        payload: { acknowledgedOn: null, respondedOn: null, closedOn: null, outcome: null, ...body },
      });
    expect((await steps({ acknowledgedOn: '2026-02-03' })).statusCode).toBe(200);
    expect(await kept()).toEqual(await recounted());
    const closing = { acknowledgedOn: '2026-02-03', respondedOn: '2026-02-10', closedOn: '2026-02-14' };
    expect((await steps({ ...closing, outcome: 'accepted' })).statusCode).toBe(200);
    const counts = await kept();
    expect(counts).toEqual(await recounted());
    // Received on the 2nd (São Paulo), closed on the 14th: twelve days.
    expect(counts.filter((c) => c.dimension === 'grievance')).toEqual(
      ['closedIn:12', 'outcome:accepted', 'received'].map((key) => ({
        dimension: 'grievance',
        day: '2026-02-02',
        key,
        workspace_id: site,
        n: 1,
      })),
    );
    await fold();
    // No longer a complaint: it leaves the grievance counts; deleted, it leaves every count.
    const current = (
      await ctx.app.inject({
        method: 'GET',
        url: `${API}/social-interactions/${complaint.id}`,
        headers: bearer(token),
      })
    ).json();
    await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${complaint.id}`,
      headers: bearer(token),
      payload: interactionUpdateOf(current, { typeCode: 'meeting', classificationCode: null }),
    });
    expect((await kept()).filter((c) => c.dimension === 'grievance' && c.day === '2026-02-02')).toEqual([]);
    expect(await kept()).toEqual(await recounted());
  });

  it('follows topics, their categories and ODS through links, category moves, goal changes and deletes', async () => {
    const water = await post('/topic/categories', { workspaceId: site, name: 'Água', ods: [6] });
    const health = await post('/topic/categories', { workspaceId: site, name: 'Saúde', ods: [3, 6] });
    const springs = await post('/topics', { workspaceId: site, name: 'Nascentes', categoryId: water });
    const wells = await post('/topics', { workspaceId: site, name: 'Poços', categoryId: water });
    const dust = await post('/topics', { workspaceId: site, name: 'Poeira', categoryId: health });
    // Two topics of one category: the category and ODS 6 count this interaction once.
    const both = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-05-04T10:00:00-03:00',
        endsAt: null,
        topicIds: [springs, wells],
        ods: [6, 11],
      }),
    );
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-05-05T10:00:00-03:00',
        endsAt: null,
        topicIds: [dust],
      }),
    );
    const counts = await kept();
    expect(counts).toEqual(await recounted());
    expect(counts).toContainEqual({
      dimension: 'category',
      day: '2026-05-04',
      key: water,
      workspace_id: site,
      n: 1,
    });
    expect(counts).toContainEqual({
      dimension: 'ods',
      day: '2026-05-04',
      key: '6',
      workspace_id: site,
      n: 1,
    });

    // The links and the chosen ODS edited; a topic moved to another category; a category's goals changed.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${both.id}`,
      headers: bearer(token),
      payload: interactionUpdateOf(both, { topicIds: [wells, dust], ods: [] }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await kept()).toEqual(await recounted());
    await fold();
    expect(await kept()).toEqual(await recounted());
    await ctx.database.db.execute(sql`update topics set category_id = ${health} where id = ${wells}`);
    expect(await kept()).toEqual(await recounted());
    await ctx.database.db.execute(sql`update topic_categories set ods = '{13}' where id = ${health}`);
    expect(await kept()).toEqual(await recounted());
    const goals = await kept();
    expect(goals).toContainEqual({
      dimension: 'ods',
      day: '2026-05-05',
      key: '13',
      workspace_id: site,
      n: 1,
    });
    expect(goals.filter((c) => c.dimension === 'ods' && c.day === '2026-05-05' && c.key === '3')).toEqual([]);

    // A deleted topic: its links stay, but its category's goals no longer reach the interactions.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/topics/${dust}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    const after = await kept();
    expect(after).toEqual(await recounted());
    expect(after.filter((c) => c.dimension === 'ods' && c.day === '2026-05-05')).toEqual([]);
    expect(after).toContainEqual({
      dimension: 'topic',
      day: '2026-05-05',
      key: dust,
      workspace_id: site,
      n: 1,
    });
  });

  it('follows statements that change and remove many rows at once, and the dashboards read them', async () => {
    for (const day of ['2026-04-01', '2026-04-01', '2026-04-02'])
      await createInteraction(
        ctx.app,
        token,
        interaction({ workspaceId: site, startsAt: `${day}T10:00:00-03:00`, endsAt: null }),
      );
    await ctx.database.db.execute(sql`
      update interactions set type_code = 'publicHearing', perception = 'positive'
      where tenant_id = ${ctx.seed.tenantId} and starts_at >= '2026-04-01T03:00:00Z'`);
    expect(await kept()).toEqual(await recounted());

    const byType = await get<InteractionOptionCounts>(
      '/social-interactions/dashboards/type?period=week&from=2026-04-01&to=2026-04-30',
    );
    expect(byType.total).toBe(3);
    expect(byType.groups).toEqual([expect.objectContaining({ key: 'publicHearing', count: 3 })]);
    const places = await get<InteractionRank>(
      '/social-interactions/dashboards/rank?period=week&from=2026-03-01&to=2026-04-30&by=municipalities',
    );
    expect(places.items.map((p) => [p.name, p.state, p.count])).toEqual([
      ['Brumadinho', 'MG', 3],
      ['Belo Horizonte', 'MG', 1],
    ]);

    await fold();
    expect(await kept()).toEqual(await recounted());
    await ctx.database.db.execute(sql`
      delete from interactions where tenant_id = ${ctx.seed.tenantId} and starts_at >= '2026-04-02T03:00:00Z'`);
    expect(await kept()).toEqual(await recounted());
    const after = await get<InteractionOptionCounts>(
      '/social-interactions/dashboards/type?period=week&from=2026-04-01&to=2026-04-30',
    );
    expect(after.total).toBe(2);
  });

  it("keeps each stakeholder's days through links, moves, deletes and folds, and ranks a period by them", async () => {
    const cida = await createStakeholder(ctx.app, token, person({ name: 'Dona Cida', workspaceId: site }));
    const ze = await createStakeholder(ctx.app, token, person({ name: 'Zé do Brejo', workspaceId: site }));
    const ana = await createStakeholder(ctx.app, token, person({ name: 'Ana Lúcia', workspaceId: site }));
    const involving = (...people: { id: string }[]) =>
      people.map((p) => ({ stakeholderId: p.id, role: 'participant' as const }));
    const on = (startsAt: string, ...people: { id: string }[]) =>
      createInteraction(
        ctx.app,
        token,
        interaction({ workspaceId: site, startsAt, endsAt: null, stakeholders: involving(...people) }),
      );
    const first = await on('2026-07-01T10:00:00-03:00', cida, ze);
    // 23:30 in São Paulo on the 15th is the 16th in UTC: it counts on the 15th.
    const late = await on('2026-07-15T23:30:00-03:00', cida, ana);
    await on('2026-07-31T10:00:00-03:00', cida);
    await on('2026-07-31T11:00:00-03:00', ze, ana);
    await on('2026-08-01T10:00:00-03:00', ze);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());

    const rank = async (query: string) =>
      (await get<InteractionRank>(`/social-interactions/dashboards/rank?${query}`)).items.map((i) => [
        i.name,
        i.count,
      ]);
    // Pending changes count before any fold; the period's first and last days are inside it.
    const july = 'period=week&from=2026-07-01&to=2026-07-31';
    expect(await rank(july)).toEqual([
      ['Dona Cida', 3],
      ['Ana Lúcia', 2],
      ['Zé do Brejo', 2],
    ]);
    await fold();
    expect(await unsortedArrays()).toBe(0);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
    expect(await rank(july)).toEqual([
      ['Dona Cida', 3],
      ['Ana Lúcia', 2],
      ['Zé do Brejo', 2],
    ]);
    expect(await rank('period=week&from=2026-07-02&to=2026-07-15')).toEqual([
      ['Ana Lúcia', 1],
      ['Dona Cida', 1],
    ]);

    // An edit that swaps the people and moves the day out of July, and a deleted interaction.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${first.id}`,
      headers: bearer(token),
      payload: interactionUpdateOf(first, {
        startsAt: '2026-06-30T10:00:00-03:00',
        stakeholders: involving(ana),
      }),
    });
    expect(edited.statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/social-interactions/${late.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
    expect(await rank(july)).toEqual([
      ['Ana Lúcia', 1],
      ['Dona Cida', 1],
      ['Zé do Brejo', 1],
    ]);
    await fold();
    expect(await unsortedArrays()).toBe(0);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());

    // Statements over many rows: interactions moved to another workspace, a stakeholder's links removed.
    await ctx.database.db.execute(sql`
      update interactions set workspace_id = ${other}
      where tenant_id = ${ctx.seed.tenantId} and starts_at >= '2026-07-31T03:00:00Z'`);
    await ctx.database.db.execute(sql`
      delete from interaction_stakeholders where tenant_id = ${ctx.seed.tenantId} and stakeholder_id = ${cida.id}`);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
    await fold();
    expect(await unsortedArrays()).toBe(0);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
    const left = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as n from interaction_stakeholder_days where stakeholder_id = ${cida.id}`),
    );
    expect(Number(left[0]?.n)).toBe(0);
    // An open start counts every day up to today.
    expect(await rank('period=all')).toEqual([
      ['Ana Lúcia', 2],
      ['Zé do Brejo', 2],
    ]);

    // Twenty stakeholders of a site the caller cannot see, each in three of the caller's interactions:
    // they fill the counts that could reach the top, and the ranking is asked again over every count.
    const hidden = await freshSite(ctx, admin);
    const unseen = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createStakeholder(ctx.app, admin, person({ name: `Pessoa ${i}`, workspaceId: hidden })),
      ),
    );
    for (const day of ['2026-09-01', '2026-09-02', '2026-09-03']) {
      const record = await on(`${day}T10:00:00-03:00`);
      await ctx.database.db.execute(sql`
        insert into interaction_stakeholders (tenant_id, interaction_id, stakeholder_id, role)
        select ${ctx.seed.tenantId}, ${record.id}, id, 'participant'
        from unnest(${`{${unseen.map((p) => p.id).join(',')}}`}::uuid[]) as id`);
    }
    // Ana also takes part in two interactions of that site: out of the caller's reach, they do not count.
    for (const day of ['2026-09-04', '2026-09-05']) {
      const record = await createInteraction(
        ctx.app,
        admin,
        interaction({ workspaceId: hidden, startsAt: `${day}T10:00:00-03:00`, endsAt: null }),
      );
      await ctx.database.db.execute(sql`
        insert into interaction_stakeholders (tenant_id, interaction_id, stakeholder_id, role)
        values (${ctx.seed.tenantId}, ${record.id}, ${ana.id}, 'participant')`);
    }
    expect(await rank('period=all&limit=1')).toEqual([['Ana Lúcia', 2]]);
    // The same once folded: the arrays are fenced by reach as the pending changes are.
    await fold();
    expect(await rank('period=all&limit=1')).toEqual([['Ana Lúcia', 2]]);
  });

  it('an import across batches counts its interactions, their stakeholders, topics and goals once', async () => {
    const forest = await post('/topic/categories', { workspaceId: site, name: 'Florestas', ods: [15] });
    await post('/topics', { workspaceId: site, name: 'Reflorestamento', categoryId: forest });
    await post('/topics', { workspaceId: site, name: 'Queimadas', categoryId: forest });
    const labels = interactionColumnLabels.en;
    const header = [
      labels.startsAt,
      labels.subject,
      labels.direction,
      labels.type,
      labels.state,
      labels.municipality,
      labels.stakeholders,
      labels.topics,
      labels.ods,
    ];
    const rows = [
      [
        '01/08/2026 10:00',
        'Importada um',
        'inbound',
        'Meeting',
        'MG',
        'Mariana',
        'Lote A | Lote B',
        'Reflorestamento',
        '6',
      ],
      [
        '01/08/2026 23:30',
        'Importada dois',
        'inbound',
        'Meeting',
        'MG',
        'Mariana',
        'Lote A',
        'Reflorestamento | Queimadas',
        '',
      ],
      [
        '02/08/2026 09:00',
        'Importada três',
        'outbound',
        'Visit',
        'MG',
        'Ouro Preto',
        'Lote B',
        '',
        '11 | 15',
      ],
      [
        '03/08/2026 09:00',
        'Importada quatro',
        'outbound',
        'Visit',
        'MG',
        'Mariana',
        'Lote C',
        'Queimadas',
        '',
      ],
      [
        '03/08/2026 11:00',
        'Importada cinco',
        'inbound',
        'Meeting',
        'MG',
        'Mariana',
        'Lote A | Lote C',
        '',
        '',
      ],
      // Goals chosen directly, no stakeholder and no topic: no link table is written for this row.
      ['04/08/2026 15:00', 'Importada seis', 'inbound', 'Meeting', 'MG', 'Mariana', '', '', '4'],
    ];
    const limit = defaultImportLimits.batchRows;
    // Two rows a batch: the refresh runs once per batch, and batches cross each other's links.
    defaultImportLimits.batchRows = 2;
    try {
      const { payload, headers } = multipartFile(csvFile([header, ...rows]), 'interacoes.csv');
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API}/social-interactions/import?workspaceId=${site}&createStakeholders=true`,
        headers: { ...bearer(token), ...headers },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect((res.json() as ImportReport).counts.created).toBe(6);
    } finally {
      defaultImportLimits.batchRows = limit;
    }
    const counts = await kept();
    expect(counts).toEqual(await recounted());
    expect(counts).toContainEqual({
      dimension: 'category',
      day: '2026-08-01',
      key: forest,
      workspace_id: site,
      n: 2,
    });
    expect(counts).toContainEqual({
      dimension: 'ods',
      day: '2026-08-02',
      key: '15',
      workspace_id: site,
      n: 1,
    });
    expect(counts).toContainEqual({
      dimension: 'withOds',
      day: '2026-08-04',
      key: '',
      workspace_id: site,
      n: 1,
    });
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
    await fold();
    expect(await kept()).toEqual(await recounted());
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
  });

  it('reports the days that drifted below zero instead of dropping them, and still folds the rest', async () => {
    const lia = await createStakeholder(ctx.app, token, person({ name: 'Lia Rocha', workspaceId: site }));
    const beto = await createStakeholder(ctx.app, token, person({ name: 'Beto Lima', workspaceId: site }));
    const involving = (...people: { id: string }[]) =>
      people.map((p) => ({ stakeholderId: p.id, role: 'participant' as const }));
    const meeting = await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-10-05T10:00:00-03:00',
        endsAt: null,
        stakeholders: involving(lia, beto),
      }),
    );
    const call = await createInteraction(
      ctx.app,
      token,
      interaction({ workspaceId: site, startsAt: '2026-10-06T10:00:00-03:00', endsAt: null }),
    );
    await fold();

    // Drift: Lia's day array and the 6th's `all` count deleted by hand, behind the triggers' back.
    await ctx.database.db.execute(sql`
      delete from interaction_stakeholder_days
      where tenant_id = ${ctx.seed.tenantId} and stakeholder_id = ${lia.id}`);
    await ctx.database.db.execute(sql`
      delete from interaction_day_counts
      where tenant_id = ${ctx.seed.tenantId} and dimension = 'all' and day = '2026-10-06' and workspace_id = ${site}`);
    // Then Lia leaves the meeting (-1 on a day her array no longer holds), the call is deleted (-1 on
    // the missing count), and Beto meets again on the 7th (a positive change, folded as always).
    const unlinked = await ctx.app.inject({
      method: 'PUT',
      url: `${API}/social-interactions/${meeting.id}`,
      headers: bearer(token),
      payload: interactionUpdateOf(meeting, { stakeholders: involving(beto) }),
    });
    expect(unlinked.statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${API}/social-interactions/${call.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-10-07T10:00:00-03:00',
        endsAt: null,
        stakeholders: involving(beto),
      }),
    );

    const warn = jest.spyOn(ctx.app.log, 'warn');
    try {
      const { written, drifted } = await foldJob();
      expect(written).toBeGreaterThan(0);
      expect(drifted).toHaveLength(2);
      expect(drifted).toContainEqual({
        tenant: ctx.seed.tenantId,
        workspace: site,
        stakeholder: lia.id,
        day: '2026-10-05',
        total: -1,
      });
      expect(drifted).toContainEqual({
        tenant: ctx.seed.tenantId,
        workspace: site,
        dimension: 'all',
        key: '',
        day: '2026-10-06',
        n: -1,
      });
      expect(warn).toHaveBeenCalledWith(
        { drifted },
        'interaction day counts drifted below zero; a recount is needed',
      );
    } finally {
      warn.mockRestore();
    }

    // Lia's negative change is consumed as before (she keeps no array); Beto's days are folded.
    expect(await unsortedArrays()).toBe(0);
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
    const arrays = rowsOf<{ stakeholder_id: string; days: string[] }>(
      await ctx.database.db.execute(sql`
        select stakeholder_id::text as stakeholder_id, days::text[] as days from interaction_stakeholder_days
        where tenant_id = ${ctx.seed.tenantId} and stakeholder_id in (${lia.id}, ${beto.id})`),
    );
    expect(arrays).toEqual([{ stakeholder_id: beto.id, days: ['2026-10-05', '2026-10-07'] }]);
    // The day count keeps its n below zero; every other count still equals the rows.
    const counts = await kept();
    expect(counts).toContainEqual({
      dimension: 'all',
      day: '2026-10-06',
      key: '',
      workspace_id: site,
      n: -1,
    });
    expect(counts.filter((c) => c.n > 0)).toEqual(await recounted());

    // What a recount would leave, by hand: then a fold with nothing drifted reports nothing.
    await ctx.database.db.execute(sql`
      delete from interaction_day_counts where tenant_id = ${ctx.seed.tenantId} and n < 0`);
    expect(await kept()).toEqual(await recounted());
    await createInteraction(
      ctx.app,
      token,
      interaction({
        workspaceId: site,
        startsAt: '2026-10-08T10:00:00-03:00',
        endsAt: null,
        stakeholders: involving(lia),
      }),
    );
    await fold();
    expect(await kept()).toEqual(await recounted());
    expect(await keptStakeholderDays()).toEqual(await recountedStakeholderDays());
  });
});

/**
 * Decision 0040: a fold rewrites the stakeholders' day arrays from what it read, so folds take turns. A
 * fold that waited for another must read the arrays that one committed, or its days are lost.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
onPostgres('interaction day counts: two folds at once on PostgreSQL', () => {
  it('a fold that waited for another keeps the days the other one folded', async () => {
    const ctx = await createTestApp();
    try {
      const { db } = ctx.database;
      const stakeholder = randomUUID();
      const workspace = randomUUID();
      const change = (day: string) =>
        db.execute(sql`
          insert into interaction_day_count_changes (tenant_id, dimension, day, key, workspace_id, n)
          values (${ctx.seed.tenantId}, 'stakeholder', ${day}, ${stakeholder}, ${workspace}, 1)`);
      const waitingFolds = async () =>
        Number(
          rowsOf<{ n: number }>(
            await db.execute(
              sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
            ),
          )[0]?.n,
        );
      await change('2026-07-01');
      let second: Promise<unknown> = Promise.resolve();
      await db.transaction(async (tx) => {
        await tx.execute(sql`select interaction_day_counts_fold()`);
        // Another writer commits while the first fold is still open; a second fold starts and waits.
        await change('2026-07-02');
        // A drizzle query runs when it is awaited or then-ed: start it now, await it after the commit.
        second = db.execute(sql`select interaction_day_counts_fold()`).then((r) => r);
        await waitUntil(async () => (await waitingFolds()) > 0, 'the second fold waits for the first');
      });
      await second;
      const arrays = rowsOf<{ days: string[] }>(
        await db.execute(sql`
          select days::text[] as days from interaction_stakeholder_days where stakeholder_id = ${stakeholder}`),
      );
      expect(arrays).toEqual([{ days: ['2026-07-01', '2026-07-02'] }]);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});
