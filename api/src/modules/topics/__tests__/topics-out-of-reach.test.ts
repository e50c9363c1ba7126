import {
  roleTemplates,
  type Commitment,
  type Interaction,
  type NegotiationPlan,
} from '@conexoes/shared/contract';
import { bearer } from '../../../testing/auth-helpers';
import {
  adminId,
  commitment,
  commitmentUpdateOf,
  createCommitment,
  createPlan,
  negotiationPlan,
  planUpdateOf,
} from '../../../testing/commitment-helpers';
import { createInteraction, interaction, interactionUpdateOf } from '../../../testing/interaction-helpers';
import { csvFile } from '../../../testing/csv-file';
import { multipartFile } from '../../../testing/file-upload';
import { readAnswer } from '../../../testing/isolation-matrix';
import { stakeholderColumns } from '../../stakeholders/import/stakeholder-columns';
import {
  API,
  createStakeholder,
  freshSite,
  openSiteTestbed,
  organisation,
  updateOf,
  userWith,
} from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * Topics belong to a workspace (decision 0070). A tenant admin may link a topic of site B to records
 * of site A; to a user who reads site A alone that topic is not part of those records: neither named
 * nor counted in the records, their details and history, the export, the report and the dashboards; a
 * `topicId` filter on it finds nothing; and a save of the record as shown keeps the link as stored (a
 * hidden topic not linked yet stays a 422 "Unknown topic").
 */
describe('topics out of the caller reach: not named, not found by, kept as stored', () => {
  let ctx: TestContext;
  let admin: string;
  let siteA: string;
  let siteOnly: string;
  let siteB: string;
  let hiddenTopic: string;
  let strangerTopic: string;
  let seenTopic: string;
  let record: Interaction;
  let stakeholderId: string;
  let plan: NegotiationPlan;
  let promise: Commitment;
  const HIDDEN = 'Zirconita';
  const custom = 'period=month&from=2026-01-01&to=2026-06-30';

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const text = async (url: string, token: string) => {
    const res = await call('GET', url, token);
    expect(res.statusCode).toBe(200);
    return (await readAnswer(res)).text;
  };

  beforeAll(async () => {
    ({ ctx, admin, site: siteA } = await openSiteTestbed());
    siteB = await freshSite(ctx, admin);
    const category = await call('POST', '/topic/categories', admin, {
      workspaceId: siteB,
      name: 'Categoria do sítio B',
      ods: [13],
    });
    expect(category.statusCode).toBe(201);
    const topic = async (workspaceId: string, name: string, categoryId?: string) => {
      const res = await call('POST', '/topics', admin, {
        workspaceId,
        name,
        ...(categoryId ? { categoryId } : {}),
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    hiddenTopic = await topic(siteB, `Tema ${HIDDEN} do sítio B`, category.json().id);
    strangerTopic = await topic(siteB, `Outro tema ${HIDDEN}`);
    seenTopic = await topic(siteA, 'Tema visível do sítio A');
    const topicIds = [hiddenTopic, seenTopic];
    stakeholderId = (
      await createStakeholder(
        ctx.app,
        admin,
        organisation({ workspaceId: siteA, name: 'Cooperativa Serrana', topicIds }),
      )
    ).id;
    record = await createInteraction(
      ctx.app,
      admin,
      interaction({
        workspaceId: siteA,
        subject: 'Reunião dos temas',
        startsAt: '2026-03-10T14:00:00-03:00',
        topicIds,
      }),
    );
    const owner = await adminId(ctx);
    plan = await createPlan(ctx.app, admin, { ...negotiationPlan(owner, { topicIds }), workspaceId: siteA });
    promise = await createCommitment(ctx.app, admin, {
      ...commitment(owner, { topicIds }),
      workspaceId: siteA,
    });
    siteOnly = (await userWith(ctx, admin, [siteA], roleTemplates.admin)).token;
  }, 240_000);
  afterAll(() => ctx.close(), 60_000);

  it('the topic itself is out of the user reach, and the admin sees it on every record', async () => {
    expect((await call('GET', `/topics/${hiddenTopic}`, siteOnly)).statusCode).toBe(404);
    for (const url of [
      `/social-interactions/${record.id}`,
      `/stakeholders/${stakeholderId}`,
      `/commitments/management/${promise.id}/details`,
      `/commitments/negotiation-plans/${plan.id}/details`,
    ])
      expect(await text(url, admin)).toContain(HIDDEN);
  });

  it('interactions: the record, its details, the export, the report and the dashboards do not name it', async () => {
    const mine = (await call('GET', `/social-interactions/${record.id}`, siteOnly)).json<Interaction>();
    expect(mine.topicIds).toEqual([seenTopic]);
    expect(mine.topics.map((t) => t.id)).toEqual([seenTopic]);
    // The ODS its topics carry are the record's own (as the ODS filter and dashboard count them).
    expect(mine.odsDerived).toEqual([13]);
    for (const url of [
      `/social-interactions/${record.id}`,
      `/social-interactions/${record.id}/details`,
      `/social-interactions/export?format=csv&workspaceId=${siteA}`,
      `/social-interactions/export?format=xlsx&workspaceId=${siteA}`,
      `/social-interactions/report?workspaceId=${siteA}`,
      `/social-interactions/dashboards/rank?${custom}&by=topics`,
      `/topic/categories/dashboards/social-interaction/topic/compare?${custom}`,
    ]) {
      const body = await text(url, siteOnly);
      expect({ url, named: body.includes(HIDDEN), id: body.includes(hiddenTopic) }).toEqual({
        url,
        named: false,
        id: false,
      });
    }
    // The admin's rank names it (the test would prove nothing otherwise).
    expect(await text(`/social-interactions/dashboards/rank?${custom}&by=topics`, admin)).toContain(HIDDEN);
  });

  it('a topicId filter on it finds nothing, on a topic in reach it finds the records', async () => {
    for (const base of [
      '/social-interactions/search',
      '/commitments/management/search',
      '/commitments/negotiation-plans/search',
    ]) {
      const hidden = await call('GET', `${base}?topicId=${hiddenTopic}`, siteOnly);
      expect(hidden.statusCode).toBe(200);
      expect({ base, total: hidden.json().total }).toEqual({ base, total: 0 });
      const seen = await call('GET', `${base}?topicId=${seenTopic}`, siteOnly);
      expect({ base, total: seen.json().total }).toEqual({ base, total: 1 });
      expect((await call('GET', `${base}?topicId=${hiddenTopic}`, admin)).json().total).toBe(1);
    }
    expect((await call('GET', `/stakeholders/search?topic=${hiddenTopic}`, siteOnly)).json().total).toBe(0);
    expect((await call('GET', `/stakeholders/search?topic=${seenTopic}`, siteOnly)).json().total).toBe(1);
    expect(
      await text(`/social-interactions/export?format=csv&topicId=${hiddenTopic}`, siteOnly),
    ).not.toContain(record.code);
  });

  it('stakeholders: the record, its history, the export and the dashboards do not name it', async () => {
    for (const url of [
      `/stakeholders/${stakeholderId}`,
      `/stakeholders/${stakeholderId}/history`,
      `/stakeholders/export?format=csv&workspaceId=${siteA}`,
      '/stakeholders/dashboards/topic',
      '/stakeholders/dashboards/compare/interactions/topics',
    ]) {
      const body = await text(url, siteOnly);
      expect({ url, named: body.includes(HIDDEN), id: body.includes(hiddenTopic) }).toEqual({
        url,
        named: false,
        id: false,
      });
    }
  });

  it('stakeholders: the rank by topics counts only the topics in sight', async () => {
    const topicsOf = async (token: string) => {
      const res = await call('GET', '/stakeholders/dashboards/rank?sortBy=topics&limit=100', token);
      expect(res.statusCode).toBe(200);
      return (res.json() as Array<{ id: string; topics: number }>).find((item) => item.id === stakeholderId)
        ?.topics;
    };
    // Who reads both sites counts both (the test would prove nothing otherwise); the site's, the one it reads.
    const both = (await userWith(ctx, admin, [siteA, siteB], roleTemplates.admin)).token;
    expect(await topicsOf(both)).toBe(2);
    expect(await topicsOf(siteOnly)).toBe(1);
  });

  it('commitments and plans: the details do not name it', async () => {
    for (const url of [
      `/commitments/management/${promise.id}`,
      `/commitments/management/${promise.id}/details`,
      `/commitments/negotiation-plans/${plan.id}`,
      `/commitments/negotiation-plans/${plan.id}/details`,
    ]) {
      const body = await text(url, siteOnly);
      expect({ url, named: body.includes(HIDDEN), id: body.includes(hiddenTopic) }).toEqual({
        url,
        named: false,
        id: false,
      });
    }
  });

  it('a save of the record as shown keeps the hidden link; a hidden topic not linked yet stays refused', async () => {
    // Interaction.
    const shown = (await call('GET', `/social-interactions/${record.id}`, siteOnly)).json<Interaction>();
    const put = await call('PUT', `/social-interactions/${record.id}`, siteOnly, interactionUpdateOf(shown));
    expect(put.statusCode).toBe(200);
    const refused = await call(
      'PUT',
      `/social-interactions/${record.id}`,
      siteOnly,
      interactionUpdateOf(shown, { topicIds: [seenTopic, strangerTopic] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ path: 'body.topicIds.1', message: 'Unknown topic' }]);
    const again = (await call('GET', `/social-interactions/${record.id}`, admin)).json<Interaction>();
    expect([...again.topicIds].sort()).toEqual([hiddenTopic, seenTopic].sort());

    // Stakeholder: the PUT and the topics' sync.
    const person = (await call('GET', `/stakeholders/${stakeholderId}`, siteOnly)).json();
    const saved = await call('PUT', `/stakeholders/${stakeholderId}`, siteOnly, updateOf(person));
    expect({ status: saved.statusCode, body: saved.body.includes(HIDDEN) }).toEqual({
      status: 200,
      body: false,
    });
    const synced = await call('POST', `/stakeholders/${stakeholderId}/sync/topics`, siteOnly, {
      topicIds: [seenTopic],
    });
    expect(synced.statusCode).toBe(200);
    const stranger = await call(
      'PUT',
      `/stakeholders/${stakeholderId}`,
      siteOnly,
      updateOf(person, { topicIds: [seenTopic, strangerTopic] }),
    );
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual([{ path: 'body.topicIds.1', message: 'Unknown topic' }]);
    const kept = (await call('GET', `/stakeholders/${stakeholderId}`, admin)).json();
    expect(kept.topics.map((t: { id: string }) => t.id).sort()).toEqual([hiddenTopic, seenTopic].sort());

    // Plan and commitment.
    const myPlan = (
      await call('GET', `/commitments/negotiation-plans/${plan.id}`, siteOnly)
    ).json<NegotiationPlan>();
    expect(
      (await call('PUT', `/commitments/negotiation-plans/${plan.id}`, siteOnly, planUpdateOf(myPlan)))
        .statusCode,
    ).toBe(200);
    const myPromise = (
      await call('GET', `/commitments/management/${promise.id}`, siteOnly)
    ).json<Commitment>();
    expect(
      (await call('PUT', `/commitments/management/${promise.id}`, siteOnly, commitmentUpdateOf(myPromise)))
        .statusCode,
    ).toBe(200);
    const planAfter = (
      await call('GET', `/commitments/negotiation-plans/${plan.id}`, admin)
    ).json<NegotiationPlan>();
    expect([...planAfter.topicIds].sort()).toEqual([hiddenTopic, seenTopic].sort());
    const promiseAfter = (
      await call('GET', `/commitments/management/${promise.id}`, admin)
    ).json<Commitment>();
    expect([...promiseAfter.topicIds].sort()).toEqual([hiddenTopic, seenTopic].sort());

    // A change of the topics the user reads is recorded, shown to them without the hidden one.
    const dropped = await call('POST', `/stakeholders/${stakeholderId}/sync/topics`, siteOnly, {
      topicIds: [],
    });
    expect(dropped.statusCode).toBe(200);
    const history = await text(`/stakeholders/${stakeholderId}/history`, siteOnly);
    expect(history).toContain('Tema visível do sítio A');
    expect(await text(`/stakeholders/${stakeholderId}/history`, admin)).toContain(HIDDEN);
    const left = (await call('GET', `/stakeholders/${stakeholderId}`, admin)).json();
    expect(left.topics.map((t: { id: string }) => t.id)).toEqual([hiddenTopic]);

    const current = (await call('GET', `/social-interactions/${record.id}`, siteOnly)).json<Interaction>();
    const cleared = await call(
      'PUT',
      `/social-interactions/${record.id}`,
      siteOnly,
      interactionUpdateOf(current, { topicIds: [] }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(await text(`/social-interactions/${record.id}/details`, siteOnly)).toContain(
      'Tema visível do sítio A',
    );
    expect(
      (await call('GET', `/social-interactions/${record.id}`, admin)).json<Interaction>().topicIds,
    ).toEqual([hiddenTopic]);
    const promiseNow = (
      await call('GET', `/commitments/management/${promise.id}`, siteOnly)
    ).json<Commitment>();
    expect(
      (
        await call(
          'PUT',
          `/commitments/management/${promise.id}`,
          siteOnly,
          commitmentUpdateOf(promiseNow, { topicIds: [] }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/commitments/management/${promise.id}`, admin)).json<Commitment>().topicIds,
    ).toEqual([hiddenTopic]);

    // No history entry of these saves names or shows a change of the topics to the site user.
    for (const url of [
      `/social-interactions/${record.id}/details`,
      `/stakeholders/${stakeholderId}/history`,
      `/commitments/management/${promise.id}/details`,
      `/commitments/negotiation-plans/${plan.id}/details`,
    ])
      expect({ url, named: (await text(url, siteOnly)).includes(HIDDEN) }).toEqual({ url, named: false });
  });

  it('an import that updates the stakeholder with its topics keeps the hidden one as stored', async () => {
    const shown = (await call('GET', `/stakeholders/${stakeholderId}`, siteOnly)).json();
    const header = [...stakeholderColumns];
    const values: Partial<Record<(typeof header)[number], string>> = {
      name: shown.name,
      kind: 'organization',
      document: shown.document,
      topics: 'Tema visível do sítio A',
    };
    const { payload, headers } = multipartFile(csvFile([header, header.map((h) => values[h] ?? '')]));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/stakeholders/import?onDuplicate=update`,
      headers: { ...bearer(siteOnly), ...headers },
      payload,
    });
    expect(res.json()).toMatchObject({ status: 'applied', counts: { updated: 1 } });
    const after = (await call('GET', `/stakeholders/${stakeholderId}`, admin)).json();
    expect(after.topics.map((t: { id: string }) => t.id).sort()).toEqual([hiddenTopic, seenTopic].sort());
    expect(await text(`/stakeholders/${stakeholderId}/history`, siteOnly)).not.toContain(HIDDEN);
  });
});
