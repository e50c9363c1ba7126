import fastJson from 'fast-json-stringify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { stakeholderPageSchema, type StakeholderPage } from '@conexoes/shared/contract';
import type { ChangeTracker } from '../../lib/change-tracker';
import type { RequestScope } from '../../lib/scope';

/**
 * A search page as JSON, compiled once from the contract's JSON Schema (fast-json-stringify): like zod's
 * encode it writes the contract's fields only, at a fraction of the cost of encode + JSON.stringify.
 * (onlyBasicInfo pages lose their personal fields earlier, in toSummary.)
 */
export const serialiseStakeholderPage: (page: StakeholderPage) => string = fastJson(
  z.toJSONSchema(stakeholderPageSchema, { target: 'draft-07', io: 'output' }) as Parameters<
    typeof fastJson
  >[0],
);

type Entry = { body: Buffer; tenantId: string; stamp: number; at: number };

/** The age backstop's default: see createStakeholderSearchCache. */
export const SEARCH_CACHE_MAX_AGE_MS = 60_000;

export type StakeholderSearchCache = {
  /** The cached answer to exactly this query string for this caller, while fresh. */
  lookup: (scope: RequestScope, restricted: boolean, rawQuery: string) => Buffer | undefined;
  /** Runs `search` and serialises its page; keeps it for `lookup` unless the tenant changed meanwhile. */
  answer: (
    scope: RequestScope,
    restricted: boolean,
    rawQuery: string,
    search: () => Promise<StakeholderPage>,
  ) => Promise<Buffer>;
  size: () => number;
};

/**
 * Search answers per (tenant, workspaces in effect, onlyBasicInfo, query string) — nothing else shapes
 * a page (docs/decisions/0022). The raw query string, not the parsed query: the same string always
 * validates and parses the same way, and only answers to valid queries are kept, so a hit may skip
 * validation. Fresh until the tenant changes (`changes`); bounded by entries and bytes.
 *
 * Freshness rests on the database's notifications reaching `changes`. The listener reconnects by
 * itself, and every (re)connection marks everything changed (changes.plugin.ts), so what was cached
 * before it is never served after it. A connection that dies without anyone noticing (a half-open
 * TCP link) would still leave entries looking fresh: the age backstop (`maxAgeMs`, default one
 * minute) bounds how long any answer is served, whatever the listener does.
 */
export const createStakeholderSearchCache = (
  changes: ChangeTracker,
  limits: { entries: number; bytes: number; maxAgeMs?: number } = { entries: 2_000, bytes: 16_000_000 },
  now: () => number = Date.now,
): StakeholderSearchCache => {
  const maxAge = limits.maxAgeMs ?? SEARCH_CACHE_MAX_AGE_MS;
  const cache = new LRUCache<string, Entry>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
  });
  // A scope object lives as long as its cached request context (auth plugin): join its ids once.
  const workspaceKeys = new WeakMap<RequestScope, string>();
  const keyOf = (scope: RequestScope, restricted: boolean, rawQuery: string) => {
    let workspaces = workspaceKeys.get(scope);
    if (workspaces === undefined) {
      workspaces = scope.workspaceIds.join(',');
      workspaceKeys.set(scope, workspaces);
    }
    return `${scope.tenantId} ${restricted ? 1 : 0} ${workspaces} ${rawQuery}`;
  };
  return {
    lookup: (scope, restricted, rawQuery) => {
      const key = keyOf(scope, restricted, rawQuery);
      const hit = cache.get(key);
      if (!hit) return undefined;
      if (changes.fresh(hit.tenantId, hit.stamp) && now() - hit.at < maxAge) return hit.body;
      cache.delete(key);
      return undefined;
    },
    answer: async (scope, restricted, rawQuery, search) => {
      // Before the read: a write that commits during it makes this answer stale at once.
      const stamp = changes.stamp();
      const at = now();
      // Kept encoded: each hit then writes the bytes as they are, with no UTF-8 encoding per answer.
      const body = Buffer.from(serialiseStakeholderPage(await search()));
      if (changes.fresh(scope.tenantId, stamp)) {
        cache.set(keyOf(scope, restricted, rawQuery), { body, tenantId: scope.tenantId, stamp, at });
      }
      return body;
    },
    size: () => cache.size,
  };
};
