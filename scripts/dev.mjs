#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` and every front-end app under its rspack dev server
// (live reload), on the same ports as `npm start` (HOST_PORT, API_PORT, REMOTE_<NAME>_PORT).
// The host dev server serves /remotes.json from env and proxies /manager/api/ to the API.
// Flags: --no-api; --only=host,remote_auth (run a subset; the others may run elsewhere).
// Ctrl-C stops everything and exits 0.
import path from 'node:path';
import { adminCredentials, apiPort, frontEndApps, ROOT } from './lib/apps.mjs';
import { spawnGroup, stopAll } from './lib/processes.mjs';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const env = { ...process.env, NODE_ENV: 'development' };
const RSPACK = path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const apps = frontEndApps(env).filter((app) => !only || only.includes(app.name));
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stopAll(5000);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

if (!args.includes('--no-api') && (!only || only.includes('api'))) {
  const port = apiPort(env);
  spawnGroup('api', 'npm', ['run', 'dev', '-w', 'api'], { cwd: ROOT, env: { ...env, PORT: String(port) } });
}
for (const app of apps) {
  const child = spawnGroup(app.name, process.execPath, [RSPACK, 'serve', '--mode', 'development'], {
    cwd: app.absDir,
    env,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${app.name}] dev server exited (${signal ?? code})`);
  });
}

const host = apps.find((app) => app.name === 'host');
const { email, password } = adminCredentials(env);
console.log(
  [
    'Starting dev servers (first compile takes a few seconds)…',
    ...(host ? [`  App:  http://localhost:${host.port}`] : []),
    ...apps
      .filter((a) => a.name !== 'host')
      .map((a) => `  ${a.name.padEnd(20)}http://localhost:${a.port}  (runs alone too)`),
    `  Sign in as  ${email}  /  ${password}`,
    'Press Ctrl-C to stop.',
  ].join('\n'),
);
