import type { Page, StakeholderSummary, UserSummary } from '@conexoes/shared/contract';
import { workspaces } from '../schema';
import { seedDatabase } from '../seed/seed';
import { bearer, signIn } from '../../testing/auth-helpers';
import { API } from '../../testing/stakeholder-helpers';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  TEST_LOG2N,
  type TestContext,
} from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../database';

/** SEED_DEMO=false: a company starting for real gets its own tenant, empty, with its lists and its admin. */
describe('a bare tenant (SEED_DEMO=false)', () => {
  let database: DatabaseHandle;
  let ctx: TestContext;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const seed = await seedDatabase(database.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      passwordLog2n: TEST_LOG2N,
      demo: false,
      tenantName: 'Energia Rio Claro',
    });
    ctx = await createTestApp({}, { database, seed });
    token = await signIn(ctx.app, [seed.tenantId]);
  }, 120_000);
  afterAll(async () => {
    await ctx.close();
    await database.close();
  }, 60_000);

  const get = async <T>(url: string): Promise<T> =>
    (await ctx.app.inject({ url: `${API}${url}`, headers: bearer(token) })).json<T>();

  it('has one workspace with the company’s name, its admin alone, and no demo records', async () => {
    const tree = await database.db
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
