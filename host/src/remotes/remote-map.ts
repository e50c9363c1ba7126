// Static map of path prefix → owning remote. The host decides which remote to fetch from the
// URL alone, so nothing is downloaded before a path of that remote is visited.
export type RemoteName =
  | 'remote_auth'
  | 'remote_stakeholders'
  | 'remote_interactions'
  | 'remote_commitments'
  | 'remote_admin'
  | 'remote_templates';

export type RemotePrefix = {
  /** Absolute path without trailing slash ('/' for the index). */
  path: string;
  /** Exact: only the path itself; otherwise the path and everything below it. */
  exact?: boolean;
};

export const REMOTE_NAMES: readonly RemoteName[] = [
  'remote_auth',
  'remote_stakeholders',
  'remote_interactions',
  'remote_commitments',
  'remote_admin',
  'remote_templates',
];

export const REMOTE_PREFIXES: Record<RemoteName, readonly RemotePrefix[]> = {
  remote_auth: [{ path: '/auth' }],
  remote_stakeholders: [{ path: '/stakeholders' }, { path: '/configurations/stakeholders', exact: true }],
  remote_interactions: [
    { path: '/interactions' },
    { path: '/topics' },
    { path: '/configurations/interactions', exact: true },
  ],
  remote_commitments: [{ path: '/commitments' }],
  remote_admin: [
    { path: '/users' },
    { path: '/workspaces' },
    { path: '/configurations', exact: true },
    { path: '/account', exact: true },
    { path: '/notifications', exact: true },
  ],
  remote_templates: [
    { path: '/', exact: true },
    { path: '/checkout', exact: true },
    { path: '/contact', exact: true },
    { path: '/pricing', exact: true },
    { path: '/auth-demo' },
    { path: '/dashboard' },
    { path: '/components' },
    { path: '/docs' },
  ],
};

const normalise = (pathname: string): string =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname;

const matches = (pathname: string, prefix: RemotePrefix): boolean =>
  pathname === prefix.path || (!prefix.exact && pathname.startsWith(`${prefix.path}/`));

/** The remote owning a path, by the longest matching prefix; undefined = nobody (→ /404). */
export function findRemote(pathname: string): RemoteName | undefined {
  const path = normalise(pathname);
  let best: { name: RemoteName; length: number } | undefined;
  for (const name of REMOTE_NAMES) {
    for (const prefix of REMOTE_PREFIXES[name]) {
      if (matches(path, prefix) && (!best || prefix.path.length > best.length)) {
        best = { name, length: prefix.path.length };
      }
    }
  }
  return best?.name;
}
