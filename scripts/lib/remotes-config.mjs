// The runtime remote map the host fetches as /remotes.json. Env wins (REMOTE_AUTH_URL, ...);
// otherwise each remote's manifest on localhost at its (possibly overridden) port.
export const REMOTES = [
  { name: 'remote_auth', dir: 'remote-auth', port: 3001 },
  { name: 'remote_stakeholders', dir: 'remote-stakeholders', port: 3002 },
  { name: 'remote_interactions', dir: 'remote-interactions', port: 3003 },
  { name: 'remote_commitments', dir: 'remote-commitments', port: 3004 },
  { name: 'remote_admin', dir: 'remote-admin', port: 3005 },
  { name: 'remote_templates', dir: 'remote-templates', port: 3006 },
];

/** `remote_auth` → `AUTH` (env names REMOTE_AUTH_URL, REMOTE_AUTH_PORT). */
export const envKey = (name) => name.replace(/^remote_/, '').toUpperCase();

export function remotePort(remote, env = process.env) {
  return Number(env[`REMOTE_${envKey(remote.name)}_PORT`] ?? remote.port);
}

export function remotesConfig(env = process.env) {
  return Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      env[`REMOTE_${envKey(remote.name)}_URL`] ??
        `http://localhost:${remotePort(remote, env)}/mf-manifest.json`,
    ]),
  );
}
