import {
  recordChangedMeanwhile,
  type ActionPlan,
  type Commitment,
  type CommitmentDetails,
  type NegotiationPlan,
  type NegotiationPlanDetails,
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
import { API, openSiteTestbed } from '../../../testing/stakeholder-helpers';
import type { TestContext } from '../../../testing/test-app';

/**
 * Decision 0043, as the interactions do it: a commitment, a negotiation plan and an action plan are
 * saved only over the version their form was opened on (`expectedUpdatedAt`), one save at a time.
 */
describe('commitment records: edits take turns and apply only over the version they were made on', () => {
  let ctx: TestContext;
  let token: string;
  let site: string;
  let me: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    ({ ctx, site, token } = await openSiteTestbed());
    me = await adminId(ctx);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  /**
   * One record's story. `body(record, text, version)` is the whole record as its form sends it, with
   * `text` in a field the history tracks; `textOf` reads that field back.
   */
  type Kind<R extends { id: string; updatedAt: string }> = {
    url: string;
    opened: () => Promise<R>;
    body: (record: R, text: string, version?: string) => object;
    textOf: (record: R) => string | null;
    /** The record's own history entries (an action plan's history also lists its actions'). */
    history: (id: string) => Promise<Array<{ changes: Array<{ field: string }> }>>;
  };

  const takesTurns = async <R extends { id: string; updatedAt: string }>(kind: Kind<R>) => {
    const opened = await kind.opened();
    const read = async () => (await call('GET', `${kind.url}/${opened.id}`)).json() as R;
    const saved = await call(
      'PUT',
      `${kind.url}/${opened.id}`,
      kind.body(opened, 'Primeira versão salva', opened.updatedAt),
    );
    expect(saved.statusCode).toBe(200);
    const entries = await kind.history(opened.id);
    // The version is not a field of the record: never in its history.
    expect(entries.flatMap((e) => e.changes.map((c) => c.field))).not.toContain('expectedUpdatedAt');

    // A second person's form was opened on the same version: their save would undo the first one's.
    const stale = await call(
      'PUT',
      `${kind.url}/${opened.id}`,
      kind.body(opened, 'Versão antiga', opened.updatedAt),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(recordChangedMeanwhile);
    const malformed = await call(
      'PUT',
      `${kind.url}/${opened.id}`,
      kind.body(opened, 'Versão antiga', 'yesterday'),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual([expect.objectContaining({ path: 'body.expectedUpdatedAt' })]);
    const now = await read();
    expect(kind.textOf(now)).toBe('Primeira versão salva');
    expect((await kind.history(opened.id)).length).toBe(entries.length);

    // Two saves at once from the version just read: they take turns, the second is refused.
    const both = await Promise.all(
      ['Primeira', 'Segunda'].map((text) =>
        call('PUT', `${kind.url}/${opened.id}`, kind.body(now, text, now.updatedAt)),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)?.json() as R;
    const after = await read();
    expect(kind.textOf(after)).toBe(kind.textOf(winner));
    expect((await kind.history(opened.id)).length).toBe(entries.length + 1);

    // A caller that does not send the version (another client of the API) still saves.
    const unversioned = await call('PUT', `${kind.url}/${opened.id}`, kind.body(after, 'Sem versão'));
    expect(unversioned.statusCode).toBe(200);
    expect(kind.textOf(await read())).toBe('Sem versão');
  };

  it('a commitment', async () => {
    await takesTurns<Commitment>({
      url: '/commitments/management',
      opened: () => createCommitment(ctx.app, token, commitment(me, { workspaceId: site })),
      body: (c, title, version) =>
        commitmentUpdateOf(c, { title, ...(version === undefined ? {} : { expectedUpdatedAt: version }) }),
      textOf: (c) => c.title,
      history: async (id) =>
        ((await call('GET', `/commitments/management/${id}/details`)).json() as CommitmentDetails).history,
    });
  });

  it('a negotiation plan', async () => {
    await takesTurns<NegotiationPlan>({
      url: '/commitments/negotiation-plans',
      opened: () => createPlan(ctx.app, token, negotiationPlan(me, { workspaceId: site })),
      body: (p, title, version) =>
        planUpdateOf(p, { title, ...(version === undefined ? {} : { expectedUpdatedAt: version }) }),
      textOf: (p) => p.title,
      history: async (id) =>
        ((await call('GET', `/commitments/negotiation-plans/${id}/details`)).json() as NegotiationPlanDetails)
          .history,
    });
  });

  it('the action plan of a commitment', async () => {
    const parent = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Cisterna' }),
    );
    await takesTurns<ActionPlan>({
      url: '/action-plans',
      opened: async () => (await call('GET', `/action-plans/${parent.actionPlanId}`)).json() as ActionPlan,
      body: (p, goal, version) => ({
        goal,
        ownerId: p.owner?.id ?? null,
        startDate: p.startDate,
        endDate: p.endDate,
        ...(version === undefined ? {} : { expectedUpdatedAt: version }),
      }),
      textOf: (p) => p.goal,
      history: async (id) => ((await call('GET', `/action-plans/${id}`)).json() as ActionPlan).history,
    });
  });

  it('finishing an action plan with a body typed on an older version is refused too', async () => {
    const parent = await createCommitment(
      ctx.app,
      token,
      commitment(me, { workspaceId: site, title: 'Horta' }),
    );
    const opened = (await call('GET', `/action-plans/${parent.actionPlanId}`)).json() as ActionPlan;
    const body = (goal: string) => ({
      goal,
      ownerId: opened.owner?.id ?? null,
      startDate: null,
      endDate: null,
      expectedUpdatedAt: opened.updatedAt,
    });
    expect((await call('PUT', `/action-plans/${opened.id}`, body('Meta nova'))).statusCode).toBe(200);
    const stale = await call('PUT', `/action-plans/${opened.id}/finish`, body('Meta antiga'));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(recordChangedMeanwhile);
    const now = (await call('GET', `/action-plans/${opened.id}`)).json() as ActionPlan;
    expect(now).toEqual(expect.objectContaining({ goal: 'Meta nova', status: 'open' }));

    // Finish and reopen without a version (another client of the API) still work.
    const { expectedUpdatedAt: _unsent, ...unversioned } = body('Meta nova');
    const finished = await call('PUT', `/action-plans/${opened.id}/finish`, unversioned);
    expect(finished.statusCode).toBe(200);
    expect(finished.json<ActionPlan>().status).toBe('finished');
    const reopened = await call('PUT', `/action-plans/${opened.id}/reopen`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<ActionPlan>().status).toBe('open');
  });
});
