#!/usr/bin/env node
// `npm start`: builds the API and the front end (skip with --no-build), starts the compiled API on PGlite (or
// DATABASE_URL), serves the host on :8080 (SPA fallback, /remotes.json, /manager/api/ proxy) and each
// remote from its own port with CORS. Ctrl-C stops everything and exits 0.
// Flags: --no-build (use the existing dist/), --no-api (front end only, API run elsewhere).
// Ports: HOST_PORT, API_PORT, REMOTE_<NAME>_PORT; remote URLs: REMOTE_<NAME>_URL.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { adminCredentials, apiPort, frontEndApps, ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { spawnGroup, stopAll } from './lib/processes.mjs';
import { remotesConfig } from './lib/remotes-config.mjs';
import { startStaticServer } from './lib/static-server.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

const args = new Set(process.argv.slice(2));
const env = process.env;
const apps = frontEndApps(env);
const port = apiPort(env);
const servers = [];

/** Runs a build command to its end, output shown; rejects when it fails. */
const runBuild = (command, commandArgs) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} failed (${code})`)),
    );
  });
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.allSettled(servers.map((server) => server.close()));
  await stopAll(5000);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (!args.has('--no-build')) {
    if (!args.has('--no-api')) {
      // The API runs compiled (api/dist/server.js), as in production: docs/decisions/0023-compiled-api.md.
      console.log('Building the API…');
      await runBuild('npm', ['run', 'build', '-w', 'api']);
    }
    console.log(`Building ${apps.length} front-end apps (2 at a time)…`);
    await buildApps(apps, { concurrency: 2, env });
  }
  if (!args.has('--no-api') && !existsSync(path.join(ROOT, 'api', 'dist', 'server.js'))) {
    throw new Error('api/dist is missing: run without --no-build first');
  }
  for (const app of apps) {
    if (!existsSync(path.join(app.absDir, 'dist', 'index.html'))) {
      throw new Error(`${app.dir}/dist is missing: run without --no-build first`);
    }
  }

  if (!args.has('--no-api')) {
    const api = spawnGroup('api', 'npm', ['start', '-w', 'api'], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
    });
    // The front end stays up (its error pages and the retry still work); the log says why calls fail.
    api.on('exit', (code, signal) => {
      if (!stopping)
        console.error(`[api] exited (${signal ?? code}): /manager/api/ calls will fail until it runs again.`);
    });
  }

  const [host, ...remotes] = apps;
  for (const remote of remotes) {
    servers.push(
      await startStaticServer({ root: path.join(remote.absDir, 'dist'), port: remote.port, cors: true }),
    );
  }
  servers.push(
    await startStaticServer({
      root: path.join(host.absDir, 'dist'),
      port: host.port,
      spa: true,
      remotesJson: () => remotesConfig(env),
      apiUpstream: `http://127.0.0.1:${port}`,
    }),
  );

  const ready = await waitForHttp(`http://127.0.0.1:${port}/manager/api/health`, {
    timeoutMs: args.has('--no-api') ? 1000 : 120_000,
    isStopped: () => stopping,
  });
  const { email, password } = adminCredentials(env);
  console.log(
    [
      '',
      `Conexões is running${ready ? '' : ' (the API is not answering yet; see [api] lines)'}:`,
      `  App:        http://localhost:${host.port}`,
      `  API:        http://localhost:${host.port}/manager/api/  (direct: http://localhost:${port})`,
      ...remotes.map((r) => `  ${r.name.padEnd(20)}http://localhost:${r.port}`),
      '',
      `  Sign in as  ${email}  /  ${password}`,
      '',
      'Press Ctrl-C to stop.',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
