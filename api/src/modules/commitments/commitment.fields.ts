import { sql } from 'drizzle-orm';
import { closedCommitmentStatuses, type CommitmentStatus } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { commitmentCounters, type FieldChange } from '../../db/schema';
import { foldText } from '../../lib/text';
import { todayInSaoPaulo, yearInSaoPaulo } from '../interactions/interaction.fields';

export { dayAfter, dayStart, todayInSaoPaulo } from '../interactions/interaction.fields';

/** `NP-2026-00012`, `CMT-2026-00042`: the next number of the tenant's year, in the create transaction. */
export const nextCode = async (tx: Database, tenantId: string, kind: 'NP' | 'CMT', at: Date) => {
  const year = yearInSaoPaulo(at);
  // One row per tenant, kind and year, locked by the upsert until the transaction ends: no repeats.
  const [counter] = await tx
    .insert(commitmentCounters)
    .values({ tenantId, kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [commitmentCounters.tenantId, commitmentCounters.kind, commitmentCounters.year],
      set: { last: sql`${commitmentCounters.last} + 1` },
    })
    .returning({ last: commitmentCounters.last });
  return `${kind}-${year}-${String(counter?.last ?? 1).padStart(5, '0')}`;
};

/** The folded text the search runs on (case and accents ignored). */
export const searchTextOf = (...parts: Array<string | null | undefined>): string =>
  foldText(parts.filter(Boolean).join(' ')).replace(/\s+/g, ' ');

export const isClosedCommitment = (status: string): boolean =>
  (closedCommitmentStatuses as readonly string[]).includes(status);

/** Due before today (São Paulo) and not closed. */
export const commitmentOverdue = (
  row: { dueDate: string | null; status: string },
  today = todayInSaoPaulo(),
): boolean =>
  row.dueDate !== null && row.dueDate < today && !isClosedCommitment(row.status as CommitmentStatus);

export const actionOverdue = (
  row: { dueDate: string | null; status: string },
  today = todayInSaoPaulo(),
): boolean => row.dueDate !== null && row.dueDate < today && row.status !== 'completed';

const normal = (value: unknown): unknown => {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
};
const same = (a: unknown, b: unknown): boolean => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Field-level differences of `fields` between two versions of a row. */
export const diffOf = <T extends Record<string, unknown>>(
  fields: ReadonlyArray<keyof T & string>,
  before: Partial<T> | null,
  after: Partial<T>,
): FieldChange[] =>
  fields
    .filter((field) => !same(before?.[field], after[field]))
    .map((field) => ({
      field,
      before: (normal(before?.[field]) as unknown) ?? null,
      after: (normal(after[field]) as unknown) ?? null,
    }));

type Named = { id: string; name: string };
const sameIds = (a: Named[], b: Named[]) =>
  a
    .map((x) => x.id)
    .sort()
    .join() ===
  b
    .map((x) => x.id)
    .sort()
    .join();

/** A linked list's change for the history (names at the time), or nothing when the ids are the same. */
export const listChange = (field: string, before: Named[] | null, after: Named[]): FieldChange[] =>
  (before === null && after.length === 0) || (before !== null && sameIds(before, after))
    ? []
    : [{ field, before: before ?? [], after }];

export const share = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/**
 * Sets commitments' `first_treated_at` to the earliest completion among their action plan's actions
 * (deleted ones do not count): of one action plan, in the transaction of the action write that may
 * change it, or of every commitment of a tenant (the seeds). The commitment's row is locked first, in
 * a statement of its own, so the update's snapshot sees a concurrent completion committed meanwhile.
 */
export const syncFirstTreated = async (tx: Database, tenantId: string, actionPlanId?: string) => {
  const onePlan = actionPlanId ? sql`and p.id = ${actionPlanId}` : sql``;
  if (actionPlanId)
    await tx.execute(sql`
      select 1 from commitments c join action_plans p on p.tenant_id = c.tenant_id and p.parent_id = c.id
      where p.tenant_id = ${tenantId} and p.parent_type = 'commitment' ${onePlan}
      for update of c`);
  await tx.execute(sql`
    update commitments c set first_treated_at = f.at
    from (
      select p.parent_id, min(a.completed_at) as at from action_plans p
      left join actions a on a.tenant_id = p.tenant_id and a.action_plan_id = p.id
        and a.deleted_at is null and a.completed_at is not null
      where p.tenant_id = ${tenantId} and p.parent_type = 'commitment' ${onePlan}
      group by p.parent_id
    ) f
    where c.tenant_id = ${tenantId} and c.id = f.parent_id and c.first_treated_at is distinct from f.at`);
};
