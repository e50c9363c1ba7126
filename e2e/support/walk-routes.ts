// The routes of SPEC §2 as the route walk visits them, read from the host's one route table: a
// concrete path for each route, with the ids of real demo records read from the API. A route ending in
// `/*` owns pages below it; those the walk opens are listed here (the template area's pages).
import { ROUTES, examplePath, type AppRoute } from '../../host/src/navigation/route-table.ts';
import { AUTH_DEMO_PAGES, DASHBOARD_SECTIONS } from '../../remote-templates/src/config/template-routes.ts';
import { DEMO_ENGAGEMENT_ID } from '../../remote-templates/src/dashboards/data/engagement-ids.ts';
import { apiCall } from './session.ts';
import type { Stack } from './stack.ts';

/** Who sees the route: signed out (`guest`) or inside the product (`member`). */
export type WalkAudience = 'guest' | 'member';

export type WalkRoute = {
  /** The route table's pattern, e.g. `/stakeholders/:stakeholderId`. */
  shape: string;
  /** The concrete path visited. */
  path: string;
  audience: WalkAudience;
};

export type DemoIds = {
  stakeholderId: string;
  interactionId: string;
  topicId: string;
  userId: string;
  workspaceId: string;
  negotiationPlanId: string;
  managementId: string;
};

/** The pages the walk opens below a route that owns a whole subtree (`/*`). */
const SUBTREE_PAGES: Readonly<Record<string, readonly string[]>> = {
  // An engagement of the template's demo data (made in the browser, not read from the API).
  '/dashboard/*': [...DASHBOARD_SECTIONS, `engagements/${DEMO_ENGAGEMENT_ID}`],
  '/auth-demo/*': AUTH_DEMO_PAGES,
  '/components/*': [''],
  '/docs/*': [''],
};

/** Lists walked once more with a search typed in: the search box then shows its clear button. */
const SEARCHED_LISTS = new Set(['/stakeholders/list', '/interactions/list', '/commitments/management']);

/**
 * Sign-in steps that need a session half-way in (a token before the LGPD document or the workspace
 * choice): the identity browser tests walk them in order; opened cold they only send the visitor on.
 */
const HALF_WAY_STEPS = new Set(['/auth', '/auth/lgpd', '/auth/workspaces']);

const audienceOf = (route: AppRoute): WalkAudience =>
  route.access === 'public' || route.access === 'signIn' ? 'guest' : 'member';

/** Every route of the host's route table with its concrete path(s). */
export function walkRoutes(ids: DemoIds): WalkRoute[] {
  const params: Record<string, string> = { ...ids };
  const walked: WalkRoute[] = [];
  for (const route of ROUTES) {
    if (HALF_WAY_STEPS.has(route.path)) continue;
    const audience = audienceOf(route);
    const base = examplePath(route, params);
    const pages = SUBTREE_PAGES[route.path];
    if (route.path.endsWith('/*') && !pages) throw new Error(`No pages listed for ${route.path}`);
    for (const page of pages ?? ['']) {
      const path = page ? `${base}/${page}` : base;
      walked.push({ shape: route.path, path, audience });
    }
    if (SEARCHED_LISTS.has(route.path)) walked.push({ shape: route.path, path: `${base}?q=sao`, audience });
    // The product's front door is also what a signed-in member sees at /.
    if (route.path === '/') walked.push({ shape: route.path, path: '/', audience: 'member' });
  }
  // The error pages are the host's own, not routes of a remote.
  for (const path of ['/401', '/404', '/500']) walked.push({ shape: path, path, audience: 'guest' });
  return walked;
}

type Page<T> = { items: T[] };

/**
 * Ids of real demo records as `token`'s user sees them; where that user cannot list an area (its
 * screen then answers "no access" without asking the API), the admin's ids stand in.
 */
export async function demoIds(stack: Stack, adminToken: string, token = adminToken): Promise<DemoIds> {
  const firstOf = async (route: string, as: string): Promise<string | undefined> => {
    const { status, body } = await apiCall(stack, 'GET', route, { token: as });
    if (status !== 200) return undefined;
    const list = Array.isArray(body)
      ? (body as { id: string }[])
      : (body as unknown as Page<{ id: string }>).items;
    return list?.[0]?.id;
  };
  const first = async (route: string): Promise<string> => {
    const id = (await firstOf(route, token)) ?? (await firstOf(route, adminToken));
    if (!id) throw new Error(`${route} answered no record`);
    return id;
  };
  return {
    stakeholderId: await first('stakeholders/search?size=1'),
    interactionId: await first('social-interactions/search?size=1'),
    topicId: await first('topics/search?size=1'),
    userId: await first('users/search?size=1'),
    workspaceId: await first('workspaces'),
    negotiationPlanId: await first('commitments/negotiation-plans/search?size=1'),
    managementId: await first('commitments/management/search?size=1'),
  };
}
