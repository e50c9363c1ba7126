import type { Page, StakeholderSummary, UserSummary } from '@conexoes/shared/contract';
import { workspaces } from '../schema';
import { bearer, signIn } from '../../testing/auth-helpers';
import { API } from '../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';

/** SEED_DEMO=false: a company starting for real gets its own tenant, empty, with its lists and its admin. */
describe('a bare tenant (SEED_DEMO=false)', () => {
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    ctx = await createTestApp({}, undefined, { demo: false, tenantName: 'Energia Rio Claro' });
    token = await signIn(ctx.app, [ctx.seed.tenantId]);
  }, 120_000);
  afterAll(() => ctx.close(), 60_000);

  const get = async <T>(url: string): Promise<T> =>
    (await ctx.app.inject({ url: `${API}${url}`, headers: bearer(token) })).json<T>();

  it('has one workspace with the company’s name, its admin alone, and no demo records', async () => {
    const tree = await ctx.database.db
      .select({ name: workspaces.name, level: workspaces.level })
      .from(workspaces);
    expect(tree).toEqual([{ name: 'Energia Rio Claro', level: 1 }]);
    expect((await get<Page<UserSummary>>('/users/search?size=50')).items.map((u) => u.name)).toEqual([
      'Administrador',
    ]);
    expect((await get<Page<StakeholderSummary>>('/stakeholders/search')).total).toBe(0);
    expect((await get<{ total: number }>('/social-interactions/search')).total).toBe(0);
  });

  it('keeps the option lists a team needs to log its first interaction', async () => {
    const types = await get<Array<{ value: string; label: string }>>('/options/interactionType/options');
    expect(types).toContainEqual({ value: 'meeting', label: 'Meeting' });
  });
});
