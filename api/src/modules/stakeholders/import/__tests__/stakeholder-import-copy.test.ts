import { randomUUID } from 'node:crypto';
import type { StakeholderImportReport } from '@conexoes/shared/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { stakeholderHistory, stakeholders, workspaces } from '../../../../db/schema';
import { bearer, signIn, tenantTree } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import { createTestApp, type TestContext } from '../../../../testing/test-app';
import { stakeholderColumns } from '../stakeholder-columns';
import { csvFile } from '../../../../testing/csv-file';

const api = '/manager/api/v1/stakeholders';
const header = [...stakeholderColumns];
const row = (values: Partial<Record<(typeof stakeholderColumns)[number], string>>): string[] =>
  header.map((h) => values[h] ?? '');

/** More rows than one COPY statement takes (1,000): on PostgreSQL one batch goes out in three. */
const ROWS = 2600;

/**
 * On PostgreSQL a batch's new rows go out as COPY text built ahead, in statements of 1,000 lines
 * with the event loop let through between them (docs/decisions/0028-job-queue.md). Every row of
 * every piece arrives, with its history, its text as written; a row the server refuses in the last
 * piece rolls back the pieces before it. On PGlite the same files take the other write path.
 */
describe('stakeholder import written in COPY pieces', () => {
  let ctx: TestContext;
  let admin: string;
  let workspaceId: string;

  const upload = (data: Buffer) => {
    const { payload, headers } = multipartFile(data, 'stakeholders.csv');
    return ctx.app.inject({
      method: 'POST',
      url: `${api}/import?workspaceId=${workspaceId}`,
      headers: { ...bearer(admin), ...headers },
      payload,
    });
  };
  const stored = () =>
    ctx.database.db
      .select({ id: stakeholders.id, name: stakeholders.name, notes: stakeholders.notes })
      .from(stakeholders)
      .where(eq(stakeholders.workspaceId, workspaceId));

  beforeAll(async () => {
    ctx = await createTestApp();
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    workspaceId = randomUUID();
    await ctx.database.db.insert(workspaces).values({
      tenantId: ctx.seed.tenantId,
      id: workspaceId,
      parentId: tree.root.id,
      level: 2,
      name: 'Peças',
    });
    admin = await signIn(ctx.app, [workspaceId]);
  });
  afterAll(() => ctx.close());

  it('rolls back every piece when the server refuses a row of the last one', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(stakeholderHistory);
    await ctx.database.db.execute(
      sql`alter table stakeholders add constraint import_piece_probe check (name <> 'Peça Recusada') not valid`,
    );
    try {
      const rows = Array.from({ length: ROWS }, (_, i) =>
        row({ name: i === ROWS - 50 ? 'Peça Recusada' : `Peça ${i + 1}`, kind: 'person' }),
      );
      const res = await upload(csvFile([header, ...rows]));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await ctx.database.db.execute(sql`alter table stakeholders drop constraint import_piece_probe`);
    }
    expect(await stored()).toEqual([]);
    expect(await ctx.database.db.select({ n: count() }).from(stakeholderHistory)).toEqual(before);
  });

  it('writes every row of every piece with its history, text as written', async () => {
    // Tabs, backslashes and line breaks are what COPY's text format escapes; one in each piece.
    const odd = new Map([
      [10, 'tab\there, back\\slash'],
      [1500, 'line one\nline two\r\nline three'],
      [2599, '\\N is text here, not null'],
    ]);
    const rows = Array.from({ length: ROWS }, (_, i) =>
      row({ name: `Peça ${i + 1}`, kind: 'person', notes: odd.get(i) ?? '' }),
    );
    const res = await upload(csvFile([header, ...rows]));
    expect(res.statusCode).toBe(200);
    expect((res.json() as StakeholderImportReport).counts).toMatchObject({ rows: ROWS, created: ROWS });

    const written = await stored();
    expect(written).toHaveLength(ROWS);
    expect(new Set(written.map((w) => w.name)).size).toBe(ROWS);
    const byName = new Map(written.map((w) => [w.name, w]));
    for (const [i, notes] of odd) expect(byName.get(`Peça ${i + 1}`)?.notes).toBe(notes);
    expect(byName.get('Peça 2')?.notes).toBeNull();

    const history = await ctx.database.db
      .select({ n: count() })
      .from(stakeholderHistory)
      .where(
        and(
          eq(stakeholderHistory.action, 'imported'),
          inArray(
            stakeholderHistory.stakeholderId,
            written.map((w) => w.id),
          ),
        ),
      );
    expect(history).toEqual([{ n: ROWS }]);
  });
});
