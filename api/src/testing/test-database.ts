import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL
 * is set, a PostgreSQL database of its own (created here, dropped on close) so files never collide.
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite' });

  const name = `conexoes_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 5 });
      }
    },
  };
};
