// The host cannot import scripts/ at run time, so its remote names and the route table's owners are
// checked here against the one list of remotes (scripts/lib/remotes.json).
import remotes from '../../../../scripts/lib/remotes.json';
import { linkPath, REMOTE_NAMES, ROUTES, type AppRoute } from '../route-table';

type Prefix = { remote: string; prefix: string };
const PREFIXES: Prefix[] = remotes.flatMap((remote) =>
  remote.paths.map((prefix) => ({ remote: remote.name, prefix })),
);

/** How specific a prefix is: longer wins, and `/x/*` beats `/x` (scripts/lib/remotes-config.mjs). */
const rank = (prefix: string): number => prefix.length;

/** Whether a prefix covers a concrete path (see the rules in scripts/lib/remotes-config.mjs). */
function covers(prefix: string, path: string): boolean {
  if (prefix === '/') return path === '/';
  if (prefix.endsWith('/*')) return path.startsWith(prefix.slice(0, -1));
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The remote the list gives a concrete path to: its most specific covering prefix's. */
function ownerOf(path: string): string | undefined {
  const matches = PREFIXES.filter(({ prefix }) => covers(prefix, path));
  return matches.sort((a, b) => rank(b.prefix) - rank(a.prefix))[0]?.remote;
}

/** A concrete path of a route: parameters filled, and for `/x/*` a path below /x. */
const concretePath = (route: AppRoute): string => {
  const base = linkPath(route).replace(/:([A-Za-z]+)/g, 'example');
  return route.path.endsWith('/*') ? `${base === '/' ? '' : base}/below` : base;
};

describe('the route table and the one list of remotes', () => {
  it('names the same remotes, in the same order', () => {
    expect([...REMOTE_NAMES]).toEqual(remotes.map((remote) => remote.name));
  });

  it('gives every route to the remote whose path prefixes own it', () => {
    for (const route of ROUTES) {
      const path = concretePath(route);
      expect({ path: route.path, remote: ownerOf(path) }).toEqual({ path: route.path, remote: route.remote });
    }
  });

  it('lists only prefixes some route of that remote uses', () => {
    for (const { remote, prefix } of PREFIXES) {
      const used = ROUTES.some((route) => route.remote === remote && covers(prefix, concretePath(route)));
      expect({ remote, prefix, used }).toEqual({ remote, prefix, used: true });
    }
  });

  it('gives each remote its own port', () => {
    const ports = remotes.map((remote) => remote.port);
    expect(new Set(ports).size).toBe(ports.length);
  });
});
