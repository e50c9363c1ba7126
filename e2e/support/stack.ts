// Starts the product exactly as `npm start` serves it (`node scripts/start.mjs --no-build`), on the e2e
// ports, against a fresh database, and stops the whole process group afterwards.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createStackDatabase, type StackDatabase } from './database.ts';
import { REPO_ROOT, ensureArtifactsDir } from './paths.ts';
import {
  E2E_PORTS,
  REMOTE_NAMES,
  remoteEnvKey,
  remoteOrigin,
  type RemoteName,
  type StackPorts,
} from './ports.ts';
import { isPortOpen, pollUntil, waitForHttp } from './wait.ts';

export const ADMIN_EMAIL = 'admin@conexoes.local';
export const ADMIN_PASSWORD = 'Conexoes@2026';

export type StackOptions = {
  /** Remote manifest URLs to put in /remotes.json instead of the served ones (e.g. a closed port). */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Extra environment for the started processes (SMTP_URL, ...). */
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** Defaults to E2E_PORTS. */
  ports?: StackPorts;
};

export type Stack = {
  baseUrl: string;
  apiBaseUrl: string;
  ports: StackPorts;
  remoteUrl: (name: RemoteName) => string;
  logs: () => string;
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();

/**
 * Process groups of `pid` and of all its descendants. start.mjs runs the API in a process group of
 * its own, so stopping the product means signalling every group of the tree, not just ours.
 */
function treeGroups(pid: number): number[] {
  let table: string;
  try {
    table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' });
  } catch {
    return [pid];
  }
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of rows) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...new Set([pid, ...rows.filter(([p]) => tree.has(p)).map(([, , group]) => group)])];
}

function signalGroups(groups: number[], signal: NodeJS.Signals): void {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  }
}

const anyGroupAlive = (groups: number[]): boolean =>
  groups.some((group) => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  });

// If the test process ends without its after-hook (crash, Ctrl-C, runner time-out), do not leave
// servers behind: SIGTERM lets start.mjs stop the API and the static servers itself.
function abandonAll(): void {
  for (const child of running) if (child.pid !== undefined) signalGroups(treeGroups(child.pid), 'SIGTERM');
}
process.once('exit', abandonAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    abandonAll();
    process.exit(130);
  });
}

function assertBuilt(): void {
  // The API runs compiled too (api/dist/server.js, docs/decisions/0023-compiled-api.md).
  const missing = ['host', 'api', ...REMOTE_NAMES.map((name) => name.replace('_', '-'))].filter(
    (dir) => !fs.existsSync(path.join(REPO_ROOT, dir, 'dist')),
  );
  if (missing.length > 0) {
    throw new Error(`Production builds missing for ${missing.join(', ')}: run \`npm run build\` first.`);
  }
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  assertBuilt();
  const ports = options.ports ?? E2E_PORTS;
  const allPorts = [ports.host, ports.api, ...Object.values(ports.remotes)];
  for (const port of allPorts) {
    if (await isPortOpen(port)) {
      throw new Error(`Port ${port} is already in use: another e2e or dev server is running.`);
    }
  }

  const database: StackDatabase = await createStackDatabase();
  const baseUrl = `http://localhost:${ports.host}`;
  const remoteUrls: Record<RemoteName, string> = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      options.remoteUrls?.[name] ?? `${remoteOrigin(ports, name)}/mf-manifest.json`,
    ]),
  ) as Record<RemoteName, string>;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    HOST_PORT: String(ports.host),
    API_PORT: String(ports.api),
    SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    APP_URL: baseUrl,
    CORS_ORIGINS: [baseUrl, `http://127.0.0.1:${ports.host}`].join(','),
    REMOTE_ORIGINS: REMOTE_NAMES.map((name) => new URL(remoteUrls[name]).origin).join(','),
    ...options.env,
  };
  for (const name of REMOTE_NAMES) {
    env[`REMOTE_${remoteEnvKey(name)}_PORT`] = String(ports.remotes[name]);
    env[`REMOTE_${remoteEnvKey(name)}_URL`] = remoteUrls[name];
  }
  // The PGlite default must not leak into a PostgreSQL run or the reverse.
  if (database.env.DATA_DIR) delete env.DATABASE_URL;

  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs'), '--no-build'], {
    cwd: REPO_ROOT,
    env,
    detached: true, // its own process group, so stop() reaches the API and every static server
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = `[e2e] database: ${database.describe}\n`;
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `start.mjs exited (code ${code}, signal ${signal})`));

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    const groups = child.pid === undefined ? [] : treeGroups(child.pid);
    signalGroups(groups, 'SIGTERM');
    try {
      await pollUntil(async () => (anyGroupAlive(groups) ? undefined : true), {
        what: 'the stack to stop after SIGTERM',
        timeoutMs: 15_000,
        intervalMs: 100,
      });
    } catch {
      signalGroups(groups, 'SIGKILL');
    }
    running.delete(child);
    await database.dispose();
  };

  const aborted = (): Error | undefined => (exit ? new Error(`${exit}\n${output}`) : undefined);
  const timeoutMs = options.startTimeoutMs ?? 120_000;
  try {
    await waitForHttp(`${baseUrl}/manager/api/ready`, { timeoutMs, abort: aborted });
    await waitForHttp(`${baseUrl}/`, { timeoutMs, abort: aborted });
    for (const name of REMOTE_NAMES) {
      if (options.remoteUrls?.[name]) continue;
      await waitForHttp(remoteUrls[name], { timeoutMs, abort: aborted });
    }
  } catch (error) {
    fs.writeFileSync(path.join(ensureArtifactsDir(), `stack-${Date.now()}.log`), output);
    await stop();
    throw error;
  }

  return {
    baseUrl,
    apiBaseUrl: `${baseUrl}/manager/api/v1`,
    ports,
    remoteUrl: (name) => remoteUrls[name],
    logs: () => output,
    stop,
  };
}
