import { and, asc, eq, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  actionPlans,
  actions,
  commitments,
  commitmentSettings,
  interactions,
  negotiationPlans,
  workspaces,
} from '../../db/schema';
import { endedNegotiationPlanStatuses } from '@conexoes/shared/contract';
import { scanGrievances } from './grievance-scan';
import { notifyAll, type NotifyInput } from './notify';

/** Rows read and written per statement: memory stays flat whatever the tenant's size. */
export const SCAN_PAGE = 2_000;
const DEFAULT_DUE_SOON_DAYS = 7;
/**
 * How long past its due date an open item is still news. A daily scan tells the owner on the first day
 * (the key keeps it told), so this only bounds the first scan after a deploy, an import or a week of
 * downtime: without it, that scan e-mailed every follow-up left overdue for years. Older ones stay on
 * the home's and the lists' overdue views; a new owner is told on assignment.
 */
export const OVERDUE_NEWS_DAYS = 14;

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Every tenant (each has one root workspace). */
export const tenantIds = async (db: Database): Promise<string[]> =>
  (await db.select({ id: workspaces.tenantId }).from(workspaces).where(isNull(workspaces.parentId))).map(
    (row) => row.id,
  );

type Due = {
  id: string;
  workspaceId: string;
  ownerId: string | null;
  title: string;
  dueDate: string | null;
  /** An action's commitment or plan, "code — title": five actions of one name are told apart. */
  parentType?: string | null;
  parentTitle?: string | null;
};
type ScanTarget = {
  type: 'action' | 'commitment' | 'interaction';
  /** One keyset page after (dueDate, id), due between `since` and `horizon`. */
  page: (
    tenantId: string,
    days: { since: string; horizon: string },
    after: { dueDate: string; id: string } | null,
  ) => Promise<Due[]>;
};

const keyset = (dueDate: SQL | unknown, id: unknown, after: { dueDate: string; id: string } | null) =>
  after ? sql`(${dueDate}, ${id}) > (${after.dueDate}::date, ${after.id}::uuid)` : undefined;

/**
 * Deleting a plan or a commitment leaves its actions as they were, but they can no longer be opened
 * (their page is the parent's, a 404); a closed commitment or an ended plan (closed, cancelled) keeps
 * them too, but nobody may change them any more (action-plan.repository, holdLiveParent): an action is
 * news only while its parent is live.
 */
const liveParent = sql`exists (
  select 1 from ${actionPlans} p
  left join ${commitments} c on p.parent_type = 'commitment' and c.tenant_id = p.tenant_id
    and c.id = p.parent_id and c.deleted_at is null and c.closed_at is null
  left join ${negotiationPlans} np on p.parent_type = 'negotiation_plan' and np.tenant_id = p.tenant_id
    and np.id = p.parent_id and np.deleted_at is null
    and np.status not in (${sql.join(
      endedNegotiationPlanStatuses.map((status) => sql`${status}`),
      sql`, `,
    )})
  where p.tenant_id = ${actions.tenantId} and p.id = ${actions.actionPlanId}
    and coalesce(c.id, np.id) is not null)`;

const targets = (db: Database): ScanTarget[] => [
  {
    type: 'action',
    page: (tenantId, days, after) =>
      db
        .select({
          id: actions.id,
          workspaceId: actions.workspaceId,
          ownerId: actions.ownerId,
          title: actions.title,
          dueDate: actions.dueDate,
          parentType: sql<string | null>`(select p.parent_type from ${actionPlans} p
            where p.tenant_id = actions.tenant_id and p.id = actions.action_plan_id)`,
          parentTitle: sql<
            string | null
          >`(select coalesce(c.code || ' — ' || c.title, np.code || ' — ' || np.title)
            from ${actionPlans} p
            left join ${commitments} c on p.parent_type = 'commitment' and c.tenant_id = p.tenant_id and c.id = p.parent_id
            left join ${negotiationPlans} np on p.parent_type = 'negotiation_plan' and np.tenant_id = p.tenant_id
              and np.id = p.parent_id
            where p.tenant_id = actions.tenant_id and p.id = actions.action_plan_id)`,
        })
        .from(actions)
        // The predicate of actions_due_idx (open work by due date), so the scan reads that index.
        .where(
          and(
            eq(actions.tenantId, tenantId),
            isNull(actions.deletedAt),
            ne(actions.status, 'completed'),
            isNotNull(actions.ownerId),
            gte(actions.dueDate, days.since),
            lte(actions.dueDate, days.horizon),
            keyset(actions.dueDate, actions.id, after),
            liveParent,
          ),
        )
        .orderBy(asc(actions.dueDate), asc(actions.id))
        .limit(SCAN_PAGE),
  },
  {
    type: 'commitment',
    page: (tenantId, days, after) =>
      db
        .select({
          id: commitments.id,
          workspaceId: commitments.workspaceId,
          ownerId: commitments.ownerId,
          title: commitments.title,
          dueDate: commitments.dueDate,
        })
        .from(commitments)
        .where(
          and(
            eq(commitments.tenantId, tenantId),
            isNull(commitments.deletedAt),
            isNull(commitments.closedAt),
            gte(commitments.dueDate, days.since),
            lte(commitments.dueDate, days.horizon),
            keyset(commitments.dueDate, commitments.id, after),
          ),
        )
        .orderBy(asc(commitments.dueDate), asc(commitments.id))
        .limit(SCAN_PAGE),
  },
  {
    // A social interaction's follow-up (decision 0067): its owner is told, as an action's.
    type: 'interaction',
    page: (tenantId, days, after) =>
      db
        .select({
          id: interactions.id,
          workspaceId: interactions.workspaceId,
          ownerId: interactions.followUpOwnerId,
          title: sql<string>`${interactions.code} || ' — ' || ${interactions.subject}`,
          dueDate: interactions.followUpDue,
        })
        .from(interactions)
        // The predicate of interactions_follow_up_idx (tenant, follow_up_due), so the scan reads that index.
        .where(
          and(
            eq(interactions.tenantId, tenantId),
            sql`${interactions.followUpRequired}`,
            isNull(interactions.deletedAt),
            isNotNull(interactions.followUpOwnerId),
            gte(interactions.followUpDue, days.since),
            lte(interactions.followUpDue, days.horizon),
            keyset(interactions.followUpDue, interactions.id, after),
          ),
        )
        .orderBy(asc(interactions.followUpDue), asc(interactions.id))
        .limit(SCAN_PAGE),
  },
];

export type ScanResult = { checked: number; notified: number };

/**
 * The daily check of one tenant (issue 12): open actions and commitments, and the required follow-ups
 * of interactions (and grievances past their targets, grievance-scan.ts), due within the tenant's `due_soon_days` (due_soon) or past their due date (overdue,
 * up to OVERDUE_NEWS_DAYS) notify their owner. The dedupe key holds
 * the due date, so running it again — a restart, a retry, a second instance — adds nothing, and a
 * new due date is news again. Pages are separate statements (no transaction spans the scan).
 */
export const scanTenant = async (
  db: Database,
  input: { tenantId: string; today: string; signal?: AbortSignal },
): Promise<ScanResult> => {
  const [settings] = await db
    .select({ dueSoonDays: commitmentSettings.dueSoonDays })
    .from(commitmentSettings)
    .where(eq(commitmentSettings.tenantId, input.tenantId));
  const days = {
    since: addDays(input.today, -OVERDUE_NEWS_DAYS),
    horizon: addDays(input.today, settings?.dueSoonDays ?? DEFAULT_DUE_SOON_DAYS),
  };
  const result: ScanResult = { checked: 0, notified: 0 };
  for (const target of targets(db)) {
    let after: { dueDate: string; id: string } | null = null;
    for (;;) {
      // Stopping mid-scan is safe: what was written stays, the retry skips it by its keys.
      if (input.signal?.aborted) throw new Error('The scan was interrupted');
      const rows = await target.page(input.tenantId, days, after);
      const notices: NotifyInput[] = rows.flatMap((row) => {
        if (!row.dueDate || !row.ownerId) return [];
        const kind = row.dueDate < input.today ? 'overdue' : 'due_soon';
        return [
          {
            tenantId: input.tenantId,
            userIds: [row.ownerId],
            kind,
            record: { type: target.type, id: row.id, workspaceId: row.workspaceId, title: row.title },
            data: {
              dueDate: row.dueDate,
              ...(row.parentTitle ? { parentType: row.parentType, parentTitle: row.parentTitle } : {}),
            },
            dedupeKey: `${kind}:${target.type}:${row.id}:${row.dueDate}`,
          },
        ];
      });
      result.checked += rows.length;
      result.notified += (await notifyAll(db, notices)).length;
      const last = rows.at(-1);
      if (!last?.dueDate || rows.length < SCAN_PAGE) break;
      after = { dueDate: last.dueDate, id: last.id };
      // Let requests through between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  // Grievances past their targets, told and escalated (decision 0074).
  const grievances = await scanGrievances(db, {
    ...input,
    newsDays: OVERDUE_NEWS_DAYS,
    pageSize: SCAN_PAGE,
  });
  result.checked += grievances.checked;
  result.notified += grievances.notified;
  return result;
};
