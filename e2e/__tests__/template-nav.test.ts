// The menu's template entries ride on the route table's one `/dashboard/*` route (the host cannot
// import remote-templates' source): checked here against the remote's own list of sections, and the
// route walk still opens each template page once — the entries add no routes to walk.
import { ROUTES } from '../../host/src/navigation/route-table.ts';
import { DASHBOARD_SECTIONS } from '../../remote-templates/src/config/template-routes.ts';
import { DEMO_ENGAGEMENT_ID } from '../../remote-templates/src/dashboards/data/engagement-ids.ts';
import { walkRoutes, type DemoIds } from '../support/walk-routes.ts';

const IDS: DemoIds = {
  stakeholderId: 's',
  interactionId: 'i',
  topicId: 't',
  userId: 'u',
  workspaceId: 'w',
  negotiationPlanId: 'n',
  managementId: 'm',
};

describe('the template pages in the menu', () => {
  it('offers every section remote-templates draws, once, and nothing it does not', () => {
    const pages = ROUTES.find((route) => route.path === '/dashboard/*')?.navPages?.map((p) => p.page);
    expect([...(pages ?? [])].sort()).toEqual([...DASHBOARD_SECTIONS].sort());
  });

  it('leaves the route walk opening each template page once', () => {
    const walked = walkRoutes(IDS)
      .map((route) => route.path)
      .filter((path) => path.startsWith('/dashboard/'));
    expect(walked).toEqual([
      ...DASHBOARD_SECTIONS.map((section) => `/dashboard/${section}`),
      `/dashboard/engagements/${DEMO_ENGAGEMENT_ID}`,
    ]);
  });
});
