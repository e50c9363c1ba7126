import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema';

export type LoginLimitCheck = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Sign-in limits read from the audit log (docs/decisions/0006): only failed attempts count — wrong or
 * unknown credentials (`login.failed`) and attempts refused while limited (`login.rate_limited`) — so
 * successful sign-ins never lock anyone out, and every API instance sees the same counts. The refusal is
 * per account + address pair; an address's failures across accounts slow it down instead (OWASP).
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

  const failuresSinceSuccess = (email: string) =>
    and(
      sql`${emailOf} = ${email}`,
      sql`${auditLog.createdAt} > coalesce((select max(s.created_at) from audit_log s
        where s.event = 'login.succeeded' and (s.detail ->> 'email') = ${email}), '-infinity')`,
    );

  return {
    /**
     * Failures for this e-mail from this address since the account's last successful sign-in. Only
     * this pair is refused at the limit: the same person on another device or network still signs in.
     */
    forPair: (email: string, ip: string, max: number, window: string) =>
      check(and(failuresSinceSuccess(email), eq(auditLog.ip, ip)), max, window),
    /**
     * Failures from this address beyond `ceiling`, whatever the account (capped at `cap`); successes do
     * not reset it. They slow the address down; they never refuse a right password.
     */
    overIpCeiling: async (ip: string, ceiling: number, window: string, cap: number): Promise<number> => {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(auditLog)
        .where(and(failed, gt(auditLog.createdAt, sql`now() - ${window}::interval`), eq(auditLog.ip, ip)))
        .limit(ceiling + cap - 1);
      return Math.max(0, rows.length - ceiling + 1);
    },
  };
};

/** Each failure from one address beyond its ceiling adds this much wait to its next sign-in, up to the cap. */
export const IP_SLOWDOWN_STEP_MS = 250;
export const IP_SLOWDOWN_MAX_MS = 10_000;
export const ipSlowdownMs = (over: number): number =>
  Math.min(IP_SLOWDOWN_MAX_MS, Math.max(0, over) * IP_SLOWDOWN_STEP_MS);

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
