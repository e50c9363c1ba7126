// Gives every started stack its own empty database: a temporary PGlite directory by default,
// or a fresh PostgreSQL database on the server of E2E_DATABASE_URL when that is set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export type StackDatabase = {
  env: Record<string, string>;
  describe: string;
  dispose: () => Promise<void>;
};

let counter = 0;

export async function createStackDatabase(): Promise<StackDatabase> {
  const serverUrl = process.env.E2E_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'conexoes-e2e-pglite-'));
    return {
      env: { DATA_DIR: dataDir },
      describe: `PGlite in ${dataDir}`,
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  counter += 1;
  const name = `conexoes_e2e_${process.pid}_${counter}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    describe: `PostgreSQL database ${name}`,
    dispose: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
