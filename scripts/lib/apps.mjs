// The front-end apps, their directories and default ports (brief: shared names).
import path from 'node:path';
import { REMOTES, remotePort } from './remotes-config.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export const HOST = { name: 'host', dir: 'host', port: 8080 };

/** Host first, then the remotes, each with its absolute dir and env-overridden port. */
export function frontEndApps(env = process.env) {
  return [
    { ...HOST, absDir: path.join(ROOT, HOST.dir), port: Number(env.HOST_PORT ?? HOST.port) },
    ...REMOTES.map((r) => ({ ...r, absDir: path.join(ROOT, r.dir), port: remotePort(r, env) })),
  ];
}

export const apiPort = (env = process.env) => Number(env.API_PORT ?? 3000);

export const adminCredentials = (env = process.env) => ({
  email: env.SEED_ADMIN_EMAIL ?? 'admin@conexoes.local',
  password: env.SEED_ADMIN_PASSWORD ?? 'Conexoes@2026',
});
