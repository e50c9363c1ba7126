// Child processes in their own process group, so stopping one stops everything it started
// (npm → tsx → node) and nothing else.
import { spawn } from 'node:child_process';

const children = new Set();

/** Spawns `command args` detached into its own group, output prefixed with `label`. */
export function spawnGroup(label, command, args, { cwd, env = process.env } = {}) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const signalGroup = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};

/** SIGTERM to the child's group; SIGKILL after `graceMs` if it is still there. Resolves on exit. */
export function stopGroup(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

export const stopAll = (graceMs) => Promise.all([...children].map((child) => stopGroup(child, graceMs)));

/** Runs to completion; rejects on a non-zero exit. */
export function run(label, command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(label, command, args, options);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${label}: exited with ${signal ?? code}`)),
    );
  });
}
