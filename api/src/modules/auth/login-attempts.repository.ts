import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export type LoginLimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Sign-in limits read from the audit log (docs/decisions/0006): only failed attempts count — wrong or
 * unknown credentials (`login.failed`) and attempts refused while limited (`login.rate_limited`) — so
 * successful sign-ins never lock anyone out, and every API instance sees the same counts.
 */
export const createLoginAttemptsRepository = (db: Database) => {
  const failed = or(
    eq(auditLog.event, 'login.failed'),
    and(eq(auditLog.event, 'login.rate_limited'), sql`${auditLog.detail} ->> 'scope' = 'login'`),
  );
  const emailOf = sql`(${auditLog.detail} ->> 'email')`;

  /** Limited when `max` failures fall inside the sliding window; free again when the max-th newest leaves it. */
  const check = async (where: SQL | undefined, max: number, window: string): Promise<LoginLimitCheck> => {
    const rows = await db
      .select({
        retryAfter: sql<number>`ceil(extract(epoch from ${auditLog.createdAt} + ${window}::interval - now()))::int`,
      })
      .from(auditLog)
      .where(and(failed, gt(auditLog.createdAt, sql`now() - ${window}::interval`), where))
      .orderBy(desc(auditLog.createdAt))
      .limit(max);
    const oldest = rows[max - 1];
    return oldest ? { limited: true, retryAfterSeconds: Math.max(1, oldest.retryAfter) } : { limited: false };
  };

  return {
    /** Failures for this e-mail since its last successful sign-in: a success resets the account count. */
    forAccount: (email: string, max: number, window: string) =>
      check(
        and(
          sql`${emailOf} = ${email}`,
          sql`${auditLog.createdAt} > coalesce((select max(s.created_at) from audit_log s
            where s.event = 'login.succeeded' and (s.detail ->> 'email') = ${email}), '-infinity')`,
        ),
        max,
        window,
      ),
    /** Failures from this address, whatever the account; successes do not reset it. */
    forIp: (ip: string, max: number, window: string) => check(eq(auditLog.ip, ip), max, window),
  };
};

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
