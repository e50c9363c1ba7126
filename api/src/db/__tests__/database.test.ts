import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { apiRoot } from '../../paths';
import { openTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../database';
import { DataDirectoryLockedError, lockDataDirectory } from '../pglite-lock';
import { documents, options, users, userPermissions, workspaces } from '../schema';
import { DEMO_TENANT_NAME, seedDatabase } from '../seed/seed';

describe('database: migrations and first-start seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the demo tenant, admin, option lists and LGPD document once', async () => {
    const seed = { adminEmail: 'Admin@Example.com', adminPassword: 'Secret@12345', passwordLog2n: 10 };
    const first = await seedDatabase(database.db, seed);
    const second = await seedDatabase(database.db, seed);
    expect(first.seeded).toBe(true);
    expect(second).toEqual({ seeded: false, tenantId: first.tenantId, adminEmail: seed.adminEmail });

    const tree = await database.db.select().from(workspaces).where(eq(workspaces.tenantId, first.tenantId));
    const root = tree.filter((w) => w.level === 1);
    expect(root.map((w) => w.name)).toEqual([DEMO_TENANT_NAME]);
    const units = tree.filter((w) => w.level === 2);
    expect(units).toHaveLength(2);
    for (const unit of units) {
      expect(unit.parentId).toBe(first.tenantId);
      const sites = tree.filter((w) => w.parentId === unit.id);
      expect(sites.length).toBeGreaterThanOrEqual(2);
      expect(sites.length).toBeLessThanOrEqual(3);
      expect(sites.every((s) => s.level === 3)).toBe(true);
    }

    const admins = await database.db.select().from(users);
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({
      email: 'admin@example.com',
      role: 'admin',
      allWorkspaces: true,
      active: true,
    });
    expect(admins[0]?.passwordHash).not.toContain('Secret@12345');
    const flags = await database.db.select().from(userPermissions);
    expect(flags).toHaveLength(6);
    expect(flags.every((f) => f.fullAccess)).toBe(true);

    const lists = await database.db
      .select({ list: options.list, n: count() })
      .from(options)
      .groupBy(options.list);
    expect(lists.map((l) => l.list)).toEqual(
      expect.arrayContaining([
        'channel',
        'classification',
        'entityType',
        'interactionType',
        'perception',
        'stakeholderCategory',
        'stakeholderScope',
        'status',
      ]),
    );
    const [negative] = await database.db.select().from(options).where(eq(options.code, 'negative'));
    expect(negative).toMatchObject({ labelPtBr: 'Negativa', labelEn: 'Negative', tenantId: first.tenantId });

    const docs = await database.db.select().from(documents);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ name: 'LGPD', version: 1, locale: 'pt-BR' });
    expect(docs[0]?.content).toContain('LGPD');
  });
});

describe('PGlite data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conexoes-lock-')), 'pglite');
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it('refuses a second holder while the first is alive, and frees the lock on release', () => {
    const release = lockDataDirectory(dir);
    expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryLockedError);
    expect(() => lockDataDirectory(dir)).toThrow(`pid ${process.pid}`);
    release();
    const again = lockDataDirectory(dir);
    again();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    fs.writeFileSync(`${dir}.lock`, String(dead.pid));
    const release = lockDataDirectory(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('starts, seeds and prints the admin credentials; SIGTERM closes it and frees the directory', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_ADMIN_EMAIL: 'boot@example.com',
      },
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    let stdout = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Sign in as')) resolve();
      });
      child.on('exit', () => reject(new Error(`server exited early: ${stdout}`)));
    });
    expect(stdout).toMatch(/Conexões API {2}http:\/\/localhost:\d+\/manager\/api\/v1\//);
    expect(stdout).toContain('Sign in as boot@example.com / Conexoes@2026');
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(child.pid));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    // A whole process start (tsx, migrations, an OWASP-cost hash) on a shared 2-core machine.
  }, 120_000);

  it('makes a second API process on the same directory exit with a clear message', async () => {
    const release = lockDataDirectory(dir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'server.ts')], {
        cwd: apiRoot,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '', NODE_ENV: 'development' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('already used by another Conexões API process');
      expect(stderr).toContain(`pid ${process.pid}`);
    } finally {
      release();
    }
  }, 120_000);
});
