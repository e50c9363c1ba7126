import { randomUUID } from 'node:crypto';
import type { StakeholderPage } from '@conexoes/shared/contract';
import { createChangeTracker } from '../../../lib/change-tracker';
import type { RequestScope } from '../../../lib/scope';
import { createStakeholderSearchCache } from '../stakeholder-search.cache';

/** The search cache on its own: the age backstop holds even when no change notification ever arrives. */
describe('stakeholder search cache: the age backstop', () => {
  const scope: RequestScope = {
    tenantId: randomUUID(),
    workspaceIds: [randomUUID()],
    userId: randomUUID(),
    permissions: {} as RequestScope['permissions'],
  };
  const page = (total: number): StakeholderPage => ({ items: [], total, page: 1, size: 20 });

  it('stops serving an answer once it is older than the limit, though nothing was notified', async () => {
    let clock = 1_000;
    const changes = createChangeTracker();
    const cache = createStakeholderSearchCache(
      changes,
      { entries: 10, bytes: 100_000, maxAgeMs: 60_000 },
      () => clock,
    );
    await cache.answer(scope, false, 'q=a', async () => page(1));
    clock += 59_999;
    expect(JSON.parse(String(cache.lookup(scope, false, 'q=a')))).toMatchObject({ total: 1 });
    clock += 1;
    expect(cache.lookup(scope, false, 'q=a')).toBeUndefined();
    // The stale entry is dropped, not kept around.
    expect(cache.size()).toBe(0);
  });

  it('drops every answer cached before a reconnection of the listener (everything marked changed)', async () => {
    const changes = createChangeTracker();
    const cache = createStakeholderSearchCache(changes);
    await cache.answer(scope, false, 'q=b', async () => page(2));
    expect(cache.lookup(scope, false, 'q=b')).toBeDefined();
    changes.changed('*');
    expect(cache.lookup(scope, false, 'q=b')).toBeUndefined();
  });
});
