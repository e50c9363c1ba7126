/**
 * Which tenants' data changed, for the in-process caches (docs/decisions/0022). A cache entry keeps the
 * `stamp` taken BEFORE it read the database; it is fresh while neither its tenant nor everything has
 * changed since. Taking the stamp first closes the race of a read that overlaps a write: the write's
 * change comes after the stamp, so what that read stores is never served.
 */
export type ChangeTracker = {
  /** The current sequence number; take it before reading what will be cached. */
  stamp: () => number;
  /** True when nothing in the tenant (nor everything) changed after `stamp` was taken. */
  fresh: (tenantId: string, stamp: number) => boolean;
  /** Records a change of one tenant's data, or of everything (`'*'`). */
  changed: (tenantId: string | '*') => void;
  /** Resolves at the next recorded change (tests wait for a notification from another instance). */
  next: () => Promise<string>;
};

export const ALL_TENANTS = '*';

export const createChangeTracker = (): ChangeTracker => {
  let sequence = 0;
  let everything = 0;
  // One number per tenant that ever changed: bounded by the number of tenants.
  const byTenant = new Map<string, number>();
  let waiting: Array<(tenantId: string) => void> = [];
  return {
    stamp: () => sequence,
    fresh: (tenantId, stamp) => everything <= stamp && (byTenant.get(tenantId) ?? 0) <= stamp,
    changed: (tenantId) => {
      sequence += 1;
      if (tenantId === ALL_TENANTS) everything = sequence;
      else byTenant.set(tenantId, sequence);
      const resolve = waiting;
      waiting = [];
      for (const fn of resolve) fn(tenantId);
    },
    next: () => new Promise((resolve) => waiting.push(resolve)),
  };
};
