import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestContext } from '../testing/test-app';

/**
 * No route lands without the isolation matrix (issue 9). Each area's isolation test ends with
 * `matrix.uncovered('<prefix>')`, which fails while a route under its prefix is untried; this test
 * fails while a route lies under no such prefix. Public routes and the signed-in user's own session
 * routes (no records of a workspace to reach) are listed below with their reason.
 */
const API_BASE = '/manager/api/v1';
const OWN_SESSION: Record<string, string> = {
  'POST /manager/api/v1/auth/logout': 'ends the caller’s own session',
  'GET /manager/api/v1/auth/workspaces': 'the caller’s own workspace choice (auth-flow tests)',
  'POST /manager/api/v1/auth/workspaces': 'chooses among the caller’s own workspaces (auth-flow tests)',
  'GET /manager/api/v1/auth/workspaces/permissions': 'the caller’s own role and flags (auth-flow tests)',
};

const claimedPrefixes = (): string[] => {
  const modules = path.resolve(__dirname, '../modules');
  const files = fs
    .readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('-isolation.test.ts'));
  return files.flatMap((file) =>
    [...fs.readFileSync(path.join(modules, file), 'utf8').matchAll(/uncovered\('([^']+)'/g)].map(
      (m) => m[1] as string,
    ),
  );
};

describe('the isolation matrix covers the whole API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('every route that needs a session lies under a prefix an isolation test claims', () => {
    const prefixes = claimedPrefixes();
    expect(prefixes.length).toBeGreaterThan(0);
    const unclaimed = ctx.app.registeredRoutes
      .filter((r) => r.url.startsWith(`${API_BASE}/`) && r.auth !== 'public')
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !(key in OWN_SESSION))
      .filter((key) => {
        const url = key.split(' ')[1] as string;
        return !prefixes.some((p) => url === `${API_BASE}${p}` || url.startsWith(`${API_BASE}${p}/`));
      });
    expect(unclaimed).toEqual([]);
  });

  it('the exemptions name routes that exist', () => {
    const keys = new Set(ctx.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OWN_SESSION).filter((key) => !keys.has(key))).toEqual([]);
  });
});
