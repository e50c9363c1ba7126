import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { plusDays } from '@conexoes/shared/contract';
import type { Database } from '../../db/database';
import { interactions, users } from '../../db/schema';
import { dayStart } from '../interactions/interaction.fields';
import { dayInSaoPaulo, openGrievanceSql } from '../interactions/interaction-grievance';
import { grievanceDeskRoles } from '../interactions/interaction-confidential';
import { readInteractionSettings } from '../interactions/interaction-settings';
import { notifyAll, type NotifyInput } from './notify';

/** Who a grievance past its resolution target is escalated to (those of them who may open it). */
const ESCALATION_ROLES = [...grievanceDeskRoles];

/**
 * The daily scan's grievances (decision 0074): one not acknowledged by its target tells its owner (the
 * follow-up's, else its author; the administrators and managers when the owner may not open it); one not resolved by its target tells the owner and is escalated to the
 * tenant's administrators and managers — `notifyAll` keeps only those who may open it in its workspace.
 * Told once per target and day (the dedupe key), within `newsDays` after the target passed, as the
 * follow-ups' overdue notices. Reads interactions_grievance_open_idx (tenant, start) page by page.
 */
export const scanGrievances = async (
  db: Database,
  input: { tenantId: string; today: string; newsDays: number; pageSize: number; signal?: AbortSignal },
): Promise<{ checked: number; notified: number }> => {
  const settings = await readInteractionSettings(db, input.tenantId);
  const escalateTo = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, input.tenantId),
          eq(users.active, true),
          inArray(users.role, ESCALATION_ROLES),
        ),
      )
  ).map((u) => u.id);
  const result = { checked: 0, notified: 0 };
  const targets = [
    { target: 'acknowledgement', days: settings.grievanceAcknowledgeDays },
    { target: 'resolution', days: settings.grievanceResolveDays },
  ] as const;
  for (const { target, days } of targets) {
    // Received on a day whose target (received + days) fell within the last `newsDays` days.
    const since = dayStart(plusDays(input.today, -days - input.newsDays)).toISOString();
    const until = dayStart(plusDays(input.today, -days)).toISOString();
    let after: { startsAt: string; id: string } | null = null;
    for (;;) {
      if (input.signal?.aborted) throw new Error('The scan was interrupted');
      const rows = await db
        .select({
          id: interactions.id,
          workspaceId: interactions.workspaceId,
          startsAt: interactions.startsAt,
          ownerId: sql<string | null>`coalesce(${interactions.followUpOwnerId}, ${interactions.createdBy})`,
          title: sql<string>`${interactions.code} || ' — ' || ${interactions.subject}`,
        })
        .from(interactions)
        .where(
          and(
            eq(interactions.tenantId, input.tenantId),
            openGrievanceSql(),
            isNull(interactions.deletedAt),
            target === 'acknowledgement' ? isNull(interactions.grievanceAcknowledgedOn) : undefined,
            sql`${interactions.startsAt} >= ${since}::timestamptz and ${interactions.startsAt} < ${until}::timestamptz`,
            after
              ? sql`(${interactions.startsAt}, ${interactions.id}) > (${after.startsAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(interactions.startsAt), asc(interactions.id))
        .limit(input.pageSize);
      const notices: NotifyInput[] = rows.map((row) => {
        const dueDate = plusDays(dayInSaoPaulo(new Date(row.startsAt)), days);
        return {
          tenantId: input.tenantId,
          userIds: target === 'resolution' ? [row.ownerId, ...escalateTo] : [row.ownerId],
          // An owner who may no longer open it (moved off the site, deactivated) leaves it to the desk's heads.
          fallbackUserIds: escalateTo,
          kind: 'grievance_overdue',
          record: { type: 'interaction', id: row.id, workspaceId: row.workspaceId, title: row.title },
          data: { target, dueDate },
          dedupeKey: `grievance_overdue:interaction:${row.id}:${target}:${dueDate}`,
        };
      });
      result.checked += rows.length;
      result.notified += (await notifyAll(db, notices)).length;
      const last = rows.at(-1);
      if (!last || rows.length < input.pageSize) break;
      after = { startsAt: new Date(last.startsAt).toISOString(), id: last.id };
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return result;
};
