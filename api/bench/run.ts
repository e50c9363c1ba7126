import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { PassThrough } from 'node:stream';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import postgres from 'postgres';
import { openDatabase, type Database } from '../src/db/database';
import { stakeholders, users, workspaces } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed/seed';
import { stakeholderColumns } from '../src/modules/stakeholders/import/stakeholder-columns';
import { surnames } from '../src/db/seed/stakeholder-demo-data';
import { stakeholderSearchText } from '../src/modules/stakeholders/stakeholder.fields';
import {
  API,
  children,
  cpuSeconds,
  hammer,
  healthLine,
  load,
  log,
  mb,
  peakKb,
  postForm,
  printResults,
  probeHealth,
  resetPeak,
  rssKb,
  signIn,
  startChild,
  ADMIN,
} from './kit';
import { commitmentParts, runCommitmentBench, type CommitmentPart } from './commitments';
import { interactionParts, runInteractionBench, type InteractionPart } from './interactions';

/**
 * npm run bench:api — on PostgreSQL: seed 100k stakeholders, then search req/s and p99 at 10
 * connections next to a bare Fastify hello-world, export of 100k rows (time, server peak RSS), import
 * of a 100k-row XLSX (rows/s, server peak RSS) with `/manager/api/health` probed meanwhile (p99: does
 * the API stay responsive during an import?), and the same import on an API over an in-memory PGlite
 * (`import-pglite`). Loopback only, bounded, cleans up after itself.
 *
 * BENCH_DATABASE_URL: a database to use as is (kept). Default: a fresh `conexoes_bench` on
 * postgres://postgres@127.0.0.1:5432, dropped at the end. BENCH_ROWS (100000), BENCH_SECONDS (10).
 * A kept database that already holds the seeded rows is reused as is (no second 100k; for the
 * interactions' million, interactions.ts, see docs/decisions/0033-interactions-bench.md).
 * `--only=search` (or BENCH_ONLY=search, since npm would take the flag for itself): the search part only;
 * `--only=import,export` (BENCH_ONLY=import,export) the file parts only. BENCH_NODE_ARGS: flags for
 * the API processes, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile an import. Each API process
 * prints its peak RSS / heap / external memory when it stops.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ONLY =
  process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? process.env.BENCH_ONLY;
/**
 * Parts to run: `search`, `export`, `import`, `import-pglite` and the interactions' (interactions.ts:
 * `interactions-search`, `-dashboards`, `-export`, `-import`, `-report`) and the commitments' (commitments.ts:
 * `commitments-search`, `-dashboards`, `-scan`), comma-separated (all by default).
 */
const wants = (part: 'search' | 'export' | 'import' | 'import-pglite' | InteractionPart | CommitmentPart) =>
  !ONLY || ONLY.split(',').includes(part);

// The whole run stops by itself, whatever hangs (the interactions' million rows take longer to seed).
const watchdogMinutes = interactionParts.some(wants) ? 75 : commitmentParts.some(wants) ? 45 : 20;
const watchdog = setTimeout(() => {
  process.stderr.write(`bench: watchdog expired after ${watchdogMinutes} minutes\n`);
  process.exit(2);
}, watchdogMinutes * 60_000);
watchdog.unref();

/**
 * Distinct searches a user could make, in a fixed shuffled order: text terms (first and last names,
 * municipalities, case and accents varied), filter combinations, sorts and pages. Asked in a cycle
 * longer than the search cache holds (2,000 answers), so a least-recently-used cache never has the
 * next one: every request of the varied case is a miss.
 */
const variedSearches = (prefix: string): string[] => {
  const terms = [...firstNames, ...lastNames, ...places.slice(0, 120).map((p) => p.name)].flatMap((t) => [
    t.toLowerCase(),
    t.normalize('NFD').replace(/\p{Diacritic}/gu, ''),
  ]);
  const sorts = ['name,asc', 'name,desc', 'influence,desc', 'interest,asc', 'createdAt,desc'];
  const queries: string[] = [];
  for (const term of new Set(terms)) {
    for (const page of [1, 2, 3]) {
      for (const sort of sorts)
        queries.push(`q=${encodeURIComponent(term)}&page=${page}&size=20&sort=${sort}`);
    }
  }
  for (const category of categories) {
    for (const scope of scopes) {
      for (let influence = 1; influence <= 5; influence += 1) {
        for (const page of [1, 2]) {
          queries.push(
            `category=${category}&scope=${scope}&influence=${influence}&page=${page}&size=20&sort=${sorts[(influence + page) % sorts.length]}`,
          );
          queries.push(`state=MG&category=${category}&interest=${influence}&page=${page}&size=20`);
        }
      }
    }
  }
  for (const place of places.slice(0, 100)) {
    queries.push(`municipality=${encodeURIComponent(place.name)}&page=1&size=20`);
  }
  for (let page = 1; page <= 300; page += 1)
    queries.push(`page=${page}&size=20&sort=${sorts[page % sorts.length]}`);
  // Deterministic shuffle (LCG), so every run asks the same sequence.
  let seed = 42;
  for (let i = queries.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [queries[i], queries[j]] = [queries[j] as string, queries[i] as string];
  }
  return queries.map((q) => `${prefix}/stakeholders/search?${q}`);
};

const firstNames = [
  'Maria',
  'José',
  'Ana',
  'João',
  'Antônio',
  'Francisca',
  'Carlos',
  'Paulo',
  'Adriana',
  'Lúcia',
  'Marcos',
  'Luiz',
  'Juliana',
  'Pedro',
  'Márcia',
  'Raimundo',
  'Sebastião',
  'Fernanda',
  'Rita',
  'Gabriel',
];
// The seed's twenty commonest surnames (the varied searches and "souza" rely on their mix).
const lastNames = surnames.slice(0, 20);
const orgKinds = [
  'Associação Comunitária',
  'Sindicato dos Trabalhadores',
  'Cooperativa',
  'Instituto',
  'Comunidade',
];
const categories = ['community', 'publicAuthority', 'ngo', 'association', 'union', 'business'];
const scopes = ['local', 'municipal', 'state'];
const places = getMunicipalities('MG').slice(0, 200);

/** Deterministic synthetic stakeholder i (organisations every fifth row). */
const person = (i: number) => {
  const place = places[i % places.length] as { code: string; name: string };
  const organisation = i % 5 === 0;
  const name = organisation
    ? `${orgKinds[i % orgKinds.length]} ${lastNames[(i >> 3) % lastNames.length]} ${i}`
    : `${firstNames[i % firstNames.length]} ${lastNames[(i >> 2) % lastNames.length]} ${lastNames[(i >> 5) % lastNames.length]}`;
  return {
    kind: organisation ? 'organization' : 'person',
    name,
    category: categories[i % categories.length] as string,
    scope: scopes[i % scopes.length] as string,
    state: 'MG',
    municipality: place.name,
    municipalityCode: place.code,
    influence: 1 + (i % 5),
    interest: 1 + ((i >> 1) % 5),
  };
};

/** 100k rows straight into the table, 10k per statement (the seed is not what is measured). */
const seedStakeholders = async (db: Database, tenantId: string, workspaceId: string, userId: string) => {
  for (let start = 0; start < ROWS; start += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, ROWS - start) }, (_, k) => {
      const p = person(start + k);
      return {
        kind: p.kind,
        name: p.name,
        category_code: p.category,
        scope_code: p.scope,
        state: p.state,
        municipality: p.municipality,
        municipality_code: p.municipalityCode,
        influence: p.influence,
        interest: p.interest,
        search_text: stakeholderSearchText({ name: p.name, municipality: p.municipality }),
      };
    });
    await db.execute(sql`
      insert into stakeholders (tenant_id, workspace_id, created_by, updated_by, kind, name, category_code, scope_code, state,
        municipality, municipality_code, influence, interest, search_text)
      select ${tenantId}::uuid, ${workspaceId}::uuid, ${userId}::uuid, ${userId}::uuid, r.kind, r.name, r.category_code,
        r.scope_code, r.state, r.municipality, r.municipality_code, r.influence, r.interest, r.search_text
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (kind text, name text, category_code text, scope_code text,
        state text, municipality text, municipality_code text, influence smallint, interest smallint, search_text text)`);
  }
  // A table at rest, as autovacuum leaves it: statistics, visibility map, the trigram index's pending list merged.
  await db.execute(sql`vacuum (analyze) stakeholders`);
};

/** A 100k-row import file in the template's layout, written with exceljs' streaming writer. */
const importWorkbook = async (): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Stakeholders');
  sheet.addRow([...stakeholderColumns]).commit();
  const documents = new Set<string>();
  const unique = (make: () => string) => {
    let value = make();
    while (documents.has(value)) value = make();
    documents.add(value);
    return value;
  };
  for (let i = 0; i < ROWS; i += 1) {
    const p = person(ROWS + i);
    const values: Record<string, string | number> = {
      name: `${p.name} ${i}`,
      kind: p.kind,
      document: p.kind === 'person' ? unique(generateCpf) : unique(generateCnpj),
      category: p.category,
      scope: p.scope,
      state: p.state,
      municipality: p.municipality,
      email: `pessoa${i}@example.com`,
      phone: `+55 31 9${String(10_000_000 + i).slice(-8)}`,
      influence: p.influence,
      interest: p.interest,
    };
    sheet.addRow(stakeholderColumns.map((c) => values[c] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

const main = async () => {
  const given = process.env.BENCH_DATABASE_URL;
  const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = given ?? serverUrl.replace(/\/postgres$/, '/conexoes_bench');
  const admin = given ? undefined : postgres(serverUrl, { max: 1, onnotice: () => undefined });
  if (admin) {
    await admin.unsafe('drop database if exists conexoes_bench with (force)');
    await admin.unsafe('create database conexoes_bench');
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  const results: Record<string, string> = {};
  try {
    const seed = await seedDatabase(database.db, {
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      passwordLog2n: 14,
    });
    const tenantId = seed.tenantId;
    const [adminRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ADMIN.email));
    // A kept database seeded by an earlier run is reused (its 'Bench seed' workspace and rows).
    const [kept] = await database.db
      .select({ id: workspaces.id, n: count(stakeholders.id) })
      .from(workspaces)
      .leftJoin(stakeholders, eq(stakeholders.workspaceId, workspaces.id))
      .where(eq(workspaces.name, 'Bench seed'))
      .groupBy(workspaces.id);
    const reuse = kept !== undefined && kept.n >= ROWS;
    const benchWorkspace = reuse ? kept.id : randomUUID();
    const importWorkspace = randomUUID();
    await database.db.insert(workspaces).values([
      ...(reuse ? [] : [{ tenantId, id: benchWorkspace, parentId: tenantId, level: 2, name: 'Bench seed' }]),
      {
        tenantId,
        id: importWorkspace,
        parentId: tenantId,
        level: 2,
        name: `Bench import ${importWorkspace.slice(0, 8)}`,
      },
    ]);
    let t = Date.now();
    if (reuse) log(`reusing ${kept.n} seeded stakeholders`);
    else {
      await seedStakeholders(database.db, tenantId, benchWorkspace, (adminRow as { id: string }).id);
      log(`seeded ${ROWS} stakeholders in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(stakeholders);

    /** A fresh API process and a token for it: each phase starts from the same state, so its peak RSS is its own. */
    const freshApi = async () => {
      const child = await startChild('bench/bench-server.ts', { BENCH_SERVER_DATABASE_URL: databaseUrl });
      const url = `http://127.0.0.1:${child.port}${API}`;
      const headers = { authorization: `Bearer ${await signIn(url, [tenantId])}` };
      return { ...child, base: url, auth: headers, pid: child.child.pid as number };
    };
    let api = await freshApi();
    let { base, auth } = api;
    // Signed in and idle. The start's peak is the sign-in route's dummy scrypt hash (128 MiB for a moment).
    results['API process idle RSS'] = `${mb(rssKb(api.pid))} (peak while starting ${mb(peakKb(api.pid))})`;

    // --- search next to hello-world ---
    if (wants('search')) {
      const hello = await startChild('bench/hello-server.ts', {});
      const searchLoad = load();
      // Both processes get the same unmeasured 2 s first, so neither pays its JIT warm-up in the figures.
      await hammer(`http://127.0.0.1:${hello.port}/`, {}, undefined, 2);
      const baseline = await hammer(`http://127.0.0.1:${hello.port}/`);
      // The API's warm-up runs the search route on a URL the cases below do not use.
      await hammer(`${base}/stakeholders/search?page=2&size=20&sort=name,desc`, auth, undefined, 2);
      // Server CPU per request: what a search costs the API process itself, whatever the neighbours do.
      const apiPid = api.child.pid as number;
      const measured = async (url: string, paths?: string[]) => {
        const before = cpuSeconds(apiPid);
        const result = await hammer(url, auth, paths);
        const requests = result.total;
        return { ...result, cpuMs: requests > 0 ? ((cpuSeconds(apiPid) - before) * 1000) / requests : 0 };
      };
      // The same URL for 10 s: after its first request the answer comes from the search cache
      // (docs/decisions/0022) until a write in the tenant; the varied case below shows the misses.
      const list = await measured(`${base}/stakeholders/search?page=1&size=20&sort=name,asc`);
      const text = await measured(`${base}/stakeholders/search?q=souza&page=1&size=20`);
      const filtered = await measured(
        `${base}/stakeholders/search?state=MG&category=union&influence=5&page=1&size=20`,
      );
      const searches = variedSearches(new URL(base).pathname);
      const varied = await measured(`${base}/stakeholders/search`, searches);
      const detail = await measured(`${base}/users/detail`);
      hello.child.kill('SIGTERM');
      const share = (rps: number) => `${((rps / baseline.rps) * 100).toFixed(1)} %`;
      results['stakeholders in database'] = String(n);
      results['machine'] = `${os.cpus().length} CPUs, load average ${searchLoad} when the load test started`;
      results['hello-world (bare Fastify)'] = `${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`;
      const line = (r: typeof list) =>
        `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${share(r.rps)} of hello-world, API CPU ${r.cpuMs.toFixed(2)} ms/req, ${r.errors} errors`;
      results['search: list page (sort name) [cached]'] = line(list);
      results['search: text "souza" [cached]'] = line(text);
      results['search: 3 filters [cached]'] = line(filtered);
      results['search: varied [misses]'] =
        `${line(varied)}; ${varied.total} requests cycling through ${searches.length} distinct searches`;
      results['users/detail (cached auth, its own queries)'] = line(detail);
      results['search note'] =
        'the [cached] cases repeat one URL: after its first request the answer comes from the search cache; [misses] cycles through more distinct searches than the cache holds';
    }

    // --- export of the 100k seeded rows, on a fresh API process ---
    api.child.kill('SIGTERM');
    if (wants('export')) {
      api = await freshApi();
      ({ base, auth } = api);
      const pid = api.pid;
      resetPeak(pid);
      const baseKb = peakKb(pid);
      const exportLoad = load();
      const cpu = cpuSeconds(pid);
      t = Date.now();
      const res = await fetch(`${base}/stakeholders/export?format=xlsx&workspaceId=${benchWorkspace}`, {
        headers: auth,
      });
      const parts: Buffer[] = [];
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        parts.push(Buffer.from(chunk));
      const exportSeconds = (Date.now() - t) / 1000;
      const exportPeak = peakKb(pid);
      const exportCpu = cpuSeconds(pid) - cpu;
      const exported = Buffer.concat(parts);
      let exportedRows = -1;
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(PassThrough.from([exported]), {
        sharedStrings: 'cache',
        styles: 'ignore',
        hyperlinks: 'ignore',
        worksheets: 'emit',
      });
      for await (const sheet of reader) for await (const _row of sheet) exportedRows += 1;
      results['export xlsx'] =
        `${exportedRows} rows in ${exportSeconds.toFixed(2)} s (server CPU ${exportCpu.toFixed(2)} s; ${(exported.length / 1e6).toFixed(1)} MB), server peak RSS ${mb(exportPeak)} (before ${mb(baseKb)}), HTTP ${res.status}, load ${exportLoad}`;
      api.child.kill('SIGTERM');
    }

    // --- import of a 100k-row workbook, on a fresh API process ---
    if (wants('import')) {
      const file = await importWorkbook();
      api = await freshApi();
      ({ base, auth } = api);
      const pid = api.pid;
      resetPeak(pid);
      const importLoad = load();
      const cpu = cpuSeconds(pid);
      const form = new FormData();
      form.append('file', new Blob([file]), 'bench-import.xlsx');
      t = Date.now();
      const { result: imported, latencies } = await probeHealth(
        new URL(base).origin,
        postForm(`${base}/stakeholders/import?onDuplicate=skip&workspaceId=${importWorkspace}`, form, auth),
      );
      results['health during the import'] = healthLine(latencies);
      log(`health during the import: ${results['health during the import']}`);
      const importSeconds = (Date.now() - t) / 1000;
      const importPeak = peakKb(pid);
      const importCpu = cpuSeconds(pid) - cpu;
      const report = (await imported.json()) as {
        counts?: Record<string, number>;
        detail?: string;
        errors?: unknown[];
      };
      if (!imported.ok) log(`import refused: ${JSON.stringify(report.errors?.slice(0, 5))}`);
      const created = report.counts?.created ?? 0;
      results['import xlsx'] =
        `${created} rows created in ${importSeconds.toFixed(2)} s = ${(created / importSeconds).toFixed(0)} rows/s (server CPU ${importCpu.toFixed(2)} s = ${(created / importCpu).toFixed(0)} rows per CPU-s; ${(file.length / 1e6).toFixed(1)} MB file), server peak RSS ${mb(importPeak)}, HTTP ${imported.status}, load ${importLoad}${report.detail ? ` ${report.detail}` : ''}`;
      log(`import xlsx: ${results['import xlsx']}`);
      api.child.kill('SIGTERM');
    }

    // --- the same workbook on an API over an in-memory PGlite (the zero-setup store) ---
    if (wants('import-pglite')) {
      const file = await importWorkbook();
      const child = await startChild('bench/bench-server.ts', {
        BENCH_SERVER_PGLITE: '1',
        BENCH_SERVER_DATABASE_URL: '',
        BENCH_SERVER_ADMIN_EMAIL: ADMIN.email,
        BENCH_SERVER_ADMIN_PASSWORD: ADMIN.password,
      });
      const liteBase = `http://127.0.0.1:${child.port}${API}`;
      const liteAuth = { authorization: `Bearer ${await signIn(liteBase, [child.tenantId as string])}` };
      const pid = child.child.pid as number;
      const cpu = cpuSeconds(pid);
      const form = new FormData();
      form.append('file', new Blob([file]), 'bench-import.xlsx');
      const liteLoad = load();
      t = Date.now();
      const { result: imported, latencies } = await probeHealth(
        new URL(liteBase).origin,
        postForm(`${liteBase}/stakeholders/import?onDuplicate=skip`, form, liteAuth),
      );
      const seconds = (Date.now() - t) / 1000;
      const report = (await imported.json()) as { counts?: Record<string, number>; detail?: string };
      const created = report.counts?.created ?? 0;
      results['import xlsx on PGlite'] =
        `${created} rows created in ${seconds.toFixed(2)} s = ${(created / seconds).toFixed(0)} rows/s (server CPU ${(cpuSeconds(pid) - cpu).toFixed(2)} s), server peak RSS ${mb(peakKb(pid))}, HTTP ${imported.status}, load ${liteLoad}${report.detail ? ` ${report.detail}` : ''}`;
      results['health during the PGlite import'] = healthLine(latencies);
      log(`import xlsx on PGlite: ${results['import xlsx on PGlite']}`);
      log(`health during the PGlite import: ${results['health during the PGlite import']}`);
      child.child.kill('SIGTERM');
    }

    // --- social interactions: a million of them across the seeded stakeholders (interactions.ts) ---
    if (interactionParts.some(wants))
      await runInteractionBench({
        databaseUrl,
        tenantId,
        workspaceId: benchWorkspace,
        importWorkspaceId: importWorkspace,
        adminId: (adminRow as { id: string }).id,
        freshApi,
        wants,
        results,
      });
    // --- social commitments: 100k of them with a million actions (commitments.ts) ---
    if (commitmentParts.some(wants))
      await runCommitmentBench({
        databaseUrl,
        tenantId,
        workspaceId: benchWorkspace,
        adminId: (adminRow as { id: string }).id,
        freshApi,
        wants,
        results,
      });
    printResults(results);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await database.close();
    if (admin) {
      await admin.unsafe('drop database if exists conexoes_bench with (force)');
      await admin.end({ timeout: 5 });
    }
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(1);
  },
);
