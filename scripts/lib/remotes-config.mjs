// The one list of remotes (remotes.json beside this file): federation name, directory, default port
// and the path prefixes each owns. `npm start`, `npm run dev` (tooling/federation.mjs), the e2e stack's
// ports (e2e/support/ports.ts) and the compose check read it; the host's route table is checked
// against it (host/src/navigation/__tests__/remotes-list.test.ts).
//
// Path prefixes: `/x` owns /x and every path below it, `/x/*` only the paths below /x, and `/` only
// the home page; when several cover a path, the most specific wins (`/configurations/stakeholders`
// over `/configurations`, `/dashboard/*` over `/dashboard`).
//
// The runtime remote map the host fetches as /remotes.json: env wins (REMOTE_AUTH_URL, ...);
// otherwise each remote's manifest on localhost at its (possibly overridden) port.
import { readFileSync } from 'node:fs';

/** @type {{ name: string, dir: string, port: number, paths: string[] }[]} */
export const REMOTES = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8'));

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
