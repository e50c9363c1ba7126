import { randomUUID } from 'node:crypto';
import type { StakeholderImportReport } from '@conexoes/shared/contract';
import { and, count, eq } from 'drizzle-orm';
import { stakeholderImportJobs, stakeholders, workspaces } from '../../../../db/schema';
import { bearer, signIn, tenantTree } from '../../../../testing/auth-helpers';
import { multipartFile } from '../../../../testing/file-upload';
import { createTestApp, type TestContext } from '../../../../testing/test-app';
import { defaultImportLimits } from '../../../../lib/sheets/import-limits';
import { interruptedMessage } from '../stakeholder-import.service';
import { stakeholderColumns } from '../stakeholder-columns';
import { waitUntil } from '../../../../testing/wait-until';

const api = '/manager/api/v1/stakeholders';

/**
 * Issue 9 item 14: stopping the server (Ctrl-C) while imports run rolls them back — nothing
 * half-written — and records them as interrupted, the background one and the one a request waits on.
 */
describe('stakeholder import on shutdown', () => {
  let ctx: TestContext;
  let admin: string;
  let workspaceId: string;
  const batchRows = defaultImportLimits.batchRows;

  beforeAll(async () => {
    // Small batches: the file crosses many of them, so the stop lands between two written batches.
    defaultImportLimits.batchRows = 20;
    ctx = await createTestApp();
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    workspaceId = randomUUID();
    await ctx.database.db.insert(workspaces).values({
      tenantId: ctx.seed.tenantId,
      id: workspaceId,
      parentId: tree.root.id,
      level: 2,
      name: 'Parada',
    });
    admin = await signIn(ctx.app, [workspaceId]);
  });
  afterAll(async () => {
    defaultImportLimits.batchRows = batchRows;
    await ctx.database.close();
  });

  it('rolls back the running imports and records them as interrupted', async () => {
    const header = [...stakeholderColumns];
    const lines = [header.join(',')];
    for (let i = 0; i < 4000; i += 1)
      lines.push(header.map((h) => (h === 'name' ? `Pessoa ${i}` : h === 'kind' ? 'person' : '')).join(','));
    const { payload, headers } = multipartFile(Buffer.from(lines.join('\n')));
    const post = (extra: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: `${api}/import?workspaceId=${workspaceId}`,
        headers: { ...bearer(admin), ...headers, ...extra },
        payload,
      });

    const accepted = await post({ prefer: 'respond-async' });
    expect(accepted.statusCode).toBe(202);
    const { jobId } = accepted.json() as StakeholderImportReport;
    // A request waiting for its import — on PostgreSQL: on PGlite its sign-in check would itself wait
    // for the first import's transaction (decision 0028).
    const postgresql = ctx.database.kind === 'postgres';
    const waiting = postgresql ? post({}) : undefined;

    // Both jobs queued, then — on PostgreSQL — batches written before the stop. On PGlite a poll
    // would itself wait for the import's transaction (decision 0028), so it stops right away there.
    while (ctx.app.jobs.pending() < (waiting ? 2 : 1)) await new Promise((resolve) => setImmediate(resolve));
    if (postgresql) {
      // Polled every 100 ms, not back to back: on a quiet machine a tight loop reached the global rate
      // limit (1,000 a minute) before the first batches were written.
      let report: StakeholderImportReport | undefined;
      await waitUntil(async () => {
        report = (await ctx.app.inject({ url: `${api}/import/${jobId}`, headers: bearer(admin) })).json();
        return report?.status !== 'running' || report.processed >= 200;
      }, 'the import wrote its first batches');
      expect(report).toMatchObject({ status: 'running', phase: 'writing' });
    }

    await ctx.app.close();

    if (waiting) {
      const answered = await waiting;
      expect(answered.statusCode).toBe(503);
      expect(answered.json().detail).toBe(interruptedMessage);
    }
    const jobs = await ctx.database.db
      .select({ status: stakeholderImportJobs.status, message: stakeholderImportJobs.message })
      .from(stakeholderImportJobs)
      .where(eq(stakeholderImportJobs.tenantId, ctx.seed.tenantId));
    expect(jobs).toEqual(
      Array.from({ length: waiting ? 2 : 1 }, () => ({ status: 'interrupted', message: interruptedMessage })),
    );
    const [written] = await ctx.database.db
      .select({ n: count() })
      .from(stakeholders)
      .where(and(eq(stakeholders.tenantId, ctx.seed.tenantId), eq(stakeholders.workspaceId, workspaceId)));
    expect(written?.n).toBe(0);
  });
});
