import { Overview } from '../features/overview/overview';

/** /dashboard: a member's home (the template's dashboard pages stay below it, in remote-templates). */
export function OverviewPage() {
  return <Overview />;
}
