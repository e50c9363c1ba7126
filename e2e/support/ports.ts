// The e2e stack runs on its own ports so it never collides with a developer's `npm start`.
export const REMOTE_NAMES = [
  'remote_auth',
  'remote_stakeholders',
  'remote_interactions',
  'remote_commitments',
  'remote_admin',
  'remote_templates',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export type StackPorts = {
  host: number;
  api: number;
  remotes: Record<RemoteName, number>;
};

export const E2E_PORTS: StackPorts = {
  host: Number(process.env.E2E_HOST_PORT ?? 18080),
  api: Number(process.env.E2E_API_PORT ?? 13000),
  remotes: {
    remote_auth: 13001,
    remote_stakeholders: 13002,
    remote_interactions: 13003,
    remote_commitments: 13004,
    remote_admin: 13005,
    remote_templates: 13006,
  },
};

/** `remote_templates` → `TEMPLATES`, the infix of `REMOTE_TEMPLATES_URL` / `REMOTE_TEMPLATES_PORT`. */
export const remoteEnvKey = (name: RemoteName): string => name.replace(/^remote_/, '').toUpperCase();

export const remoteOrigin = (ports: StackPorts, name: RemoteName): string =>
  `http://localhost:${ports.remotes[name]}`;
