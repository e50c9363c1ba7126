// The e2e stack runs on its own ports so it never collides with a developer's `npm start`.
import type { RemoteName } from '../../host/src/navigation/route-table.ts';
import remotes from '../../scripts/lib/remotes.json';

export type { RemoteName };

/** The one list of remotes (scripts/lib/remotes.json): federation name, directory, default port, path prefixes. */
export type RemoteEntry = { name: RemoteName; dir: string; port: number; paths: readonly string[] };
export const REMOTES: readonly RemoteEntry[] = remotes as RemoteEntry[];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export type StackPorts = {
  host: number;
  api: number;
  remotes: Record<RemoteName, number>;
};

/** Host on `hostPort`, API on `base`, the remotes on base+1, base+2, … (in the list's order). */
export const stackPorts = (hostPort: number, base: number): StackPorts => ({
  host: hostPort,
  api: base,
  remotes: Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, base + index + 1])) as Record<
    RemoteName,
    number
  >,
});

// Defaults: host 18080, API 13000, remotes 13001–13006; E2E_HOST_PORT / E2E_PORT_BASE move them.
export const E2E_PORTS: StackPorts = stackPorts(
  Number(process.env.E2E_HOST_PORT ?? 18080),
  Number(process.env.E2E_PORT_BASE ?? 13000),
);

/** `remote_templates` → `TEMPLATES`, the infix of `REMOTE_TEMPLATES_URL` / `REMOTE_TEMPLATES_PORT`. */
export const remoteEnvKey = (name: RemoteName): string => name.replace(/^remote_/, '').toUpperCase();

export const remoteOrigin = (ports: StackPorts, name: RemoteName): string =>
  `http://localhost:${ports.remotes[name]}`;
