import fastJson from 'fast-json-stringify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import {
  stakeholderPageSchema,
  stakeholderSearchQuerySchema,
  type StakeholderPage,
  type StakeholderSearchQuery,
} from '@conexoes/shared/contract';
import type { ChangeTracker } from '../../lib/change-tracker';
import type { RequestScope } from '../../lib/scope';

/**
 * A search page as JSON, compiled once from the contract's JSON Schema (fast-json-stringify): it writes
 * the contract's fields only, so a field the contract does not list (an onlyBasicInfo user's personal
 * data, say) can never reach the answer, and it costs a fraction of zod's encode + JSON.stringify.
 */
export const serialiseStakeholderPage: (page: StakeholderPage) => string = fastJson(
  z.toJSONSchema(stakeholderPageSchema, { target: 'draft-07', io: 'output' }) as Parameters<
    typeof fastJson
  >[0],
);

/** Every query field, in a fixed order: the same search always makes the same key. */
const queryFields = Object.keys(stakeholderSearchQuerySchema.shape).sort() as Array<
  keyof StakeholderSearchQuery
>;

type Entry = { body: Buffer; tenantId: string; stamp: number };

export type StakeholderSearchCache = {
  /** The serialised page for this caller and query: from the cache while fresh, else from `search`. */
  answer: (
    scope: RequestScope,
    restricted: boolean,
    query: StakeholderSearchQuery,
    search: () => Promise<StakeholderPage>,
  ) => Promise<Buffer>;
  size: () => number;
};

/**
 * Search answers per (tenant, workspaces in effect, onlyBasicInfo, query) — nothing else shapes a page
 * (docs/decisions/0022). Fresh until the tenant changes (`changes`); bounded by entries and bytes.
 */
export const createStakeholderSearchCache = (
  changes: ChangeTracker,
  limits: { entries: number; bytes: number } = { entries: 2_000, bytes: 16_000_000 },
): StakeholderSearchCache => {
  const cache = new LRUCache<string, Entry>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
  });
  return {
    answer: async (scope, restricted, query, search) => {
      const key = JSON.stringify([
        scope.tenantId,
        restricted,
        scope.workspaceIds,
        queryFields.map((field) => query[field] ?? null),
      ]);
      const hit = cache.get(key);
      if (hit && changes.fresh(hit.tenantId, hit.stamp)) return hit.body;
      // Before the read: a write that commits during it makes this entry stale at once.
      const stamp = changes.stamp();
      // Kept encoded: each hit then writes the bytes as they are, with no UTF-8 encoding per answer.
      const body = Buffer.from(serialiseStakeholderPage(await search()));
      if (changes.fresh(scope.tenantId, stamp)) cache.set(key, { body, tenantId: scope.tenantId, stamp });
      return body;
    },
    size: () => cache.size,
  };
};
