import { spawn, type ChildProcess } from 'node:child_process';
import postgres from 'postgres';
import { benchPlaces } from './interactions-seed';
import { seedCommitments } from './commitments-seed';
import {
  apiDir,
  children,
  cpuSeconds,
  diagnoseSearches,
  hammer,
  load,
  log,
  mb,
  percentile,
  timedGet,
} from './kit';

/**
 * The social-commitments part of npm run bench:api (issue 12), on PostgreSQL with BENCH_COMMITMENTS
 * (100,000) commitments and ~1,000,000 actions in the bench workspace (commitments-seed.ts):
 * - commitments-search: varied searches (words, codes, every filter alone and combined, sorts,
 *   pages) at 10 connections → req/s, p99 (target ≤ 100 ms), API CPU per request;
 * - commitments-dashboards: actions/dashboards/first-treatment and commitments/dashboards/overview,
 *   each over DASHBOARD_ROUNDS (30) periods one at a time, no cache → p50, p95 (target ≤ 150 ms);
 * - commitments-scan: the daily due/overdue scan of the bench tenant as the job runs it (scanTenant,
 *   scan-child.ts, its own process), twice: seconds (target ≤ 30 s), notifications written (none the
 *   second time), the process's RSS before/after and peak (flat memory).
 */
export const commitmentParts = ['commitments-search', 'commitments-dashboards', 'commitments-scan'] as const;
export type CommitmentPart = (typeof commitmentParts)[number];

const COMMITMENTS = Number(process.env.BENCH_COMMITMENTS ?? 100_000);
const DASHBOARD_ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 30);

type Api = { base: string; auth: Record<string, string>; pid: number; child: ChildProcess };
export type CommitmentBench = {
  databaseUrl: string;
  tenantId: string;
  workspaceId: string;
  adminId: string;
  freshApi: () => Promise<Api>;
  wants: (part: CommitmentPart) => boolean;
  results: Record<string, string>;
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const shuffled = <T>(list: T[]): T[] => {
  let seed = 42;
  for (let i = list.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
};

/** Title words, beneficiary names, places (with and without accents) and codes. */
const searchTerms = (codes: string[]): string[] => {
  const words = [
    'estrada',
    'poeira',
    'água',
    'nascentes',
    'escola',
    'capacitação',
    'fornecedores',
    'rachaduras',
    'barragem',
    'sinalização',
    'feira',
    'ruído',
    'horta comunitária',
    'praça',
    'indenizar',
    'atendimento itinerante',
  ];
  const names = [
    'Maria',
    'José',
    'João',
    'Antônio',
    'Lúcia',
    'Souza',
    'Silva',
    'Santos',
    'Associação Comunitária',
    'Cooperativa',
    'maria souza',
  ];
  const places = benchPlaces.slice(0, 40).map((p) => p.name);
  const fold = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return [...new Set([...words, ...names, ...places].flatMap((t) => [t.toLowerCase(), fold(t)])), ...codes];
};

type Refs = {
  codes: string[];
  stakeholderIds: string[];
  topicIds: string[];
  ownerIds: string[];
  workspaceId: string;
  sources: string[];
  priorities: string[];
  risks: string[];
};
const statuses = [
  'open',
  'in_progress',
  'fulfilled',
  'partially_fulfilled',
  'not_fulfilled',
  'cancelled',
  'overdue',
];
const sorts = [
  'dueDate,asc',
  'dueDate,desc',
  'code,asc',
  'code,desc',
  'title,asc',
  'status,asc',
  'priority,desc',
  'createdAt,desc',
  'updatedAt,desc',
];

/** Distinct searches in a fixed shuffled order: text alone and with a filter, each filter alone and combined. */
const variedSearches = (prefix: string, refs: Refs): string[] => {
  const queries: string[] = [];
  const add = (query: string, index: number) => {
    const page = 1 + (index % 3);
    queries.push(`${query}${query ? '&' : ''}page=${page}&size=20&sort=${sorts[index % sorts.length]}`);
  };
  let k = 0;
  const month = (i: number) => ({ from: daysAgo(30 * (i + 1) - 180), to: daysAgo(30 * i - 180) });
  for (const term of searchTerms(refs.codes)) {
    for (let v = 0; v < 4; v += 1) {
      const extra = [
        '',
        `&status=${statuses[k % statuses.length]}`,
        `&dueFrom=${month(k % 30).from}&dueTo=${month(k % 30).to}`,
        `&ownerId=${refs.ownerIds[k % refs.ownerIds.length]}`,
      ][v];
      add(`q=${encodeURIComponent(term)}${extra}`, (k += 1));
    }
  }
  const filters: string[] = [];
  for (const status of statuses) filters.push(`status=${status}`);
  for (const source of refs.sources) filters.push(`source=${source}`);
  for (const priority of refs.priorities) filters.push(`priority=${priority}`);
  for (const risk of refs.risks) filters.push(`risk=${risk}`);
  for (const id of refs.ownerIds) filters.push(`ownerId=${id}`);
  for (const id of refs.stakeholderIds) filters.push(`stakeholderId=${id}`);
  for (const id of refs.topicIds) filters.push(`topicId=${id}`);
  for (let ods = 1; ods <= 17; ods += 1) filters.push(`ods=${ods}`);
  filters.push(`workspaceId=${refs.workspaceId}`);
  for (let i = 0; i < 30; i += 1) filters.push(`dueFrom=${month(i).from}&dueTo=${month(i).to}`);
  for (let i = 0; i < 24; i += 1)
    filters.push(`createdFrom=${daysAgo(30 * (i + 1))}&createdTo=${daysAgo(30 * i)}`);
  for (const filter of filters) for (let v = 0; v < 3; v += 1) add(filter, (k += 1));
  // Combinations a list page builds up.
  for (let i = 0; i < 400; i += 1) {
    const parts = [
      `status=${statuses[i % statuses.length]}`,
      `source=${refs.sources[i % refs.sources.length]}`,
      `priority=${refs.priorities[i % refs.priorities.length]}`,
      `dueFrom=${month(i % 30).from}&dueTo=${today()}`,
      `ownerId=${refs.ownerIds[i % refs.ownerIds.length]}`,
      `risk=${refs.risks[i % refs.risks.length]}`,
      `topicId=${refs.topicIds[i % Math.max(1, refs.topicIds.length)] ?? ''}`,
    ].filter((p) => !p.endsWith('='));
    add(
      [
        parts[i % parts.length],
        parts[(i + 2) % parts.length],
        ...(i % 2 ? [parts[(i + 4) % parts.length]] : []),
      ]
        .filter((p, n, all) => all.indexOf(p) === n)
        .join('&'),
      (k += 1),
    );
  }
  for (let page = 1; page <= 100; page += 1)
    queries.push(`page=${page}&size=20&sort=${sorts[page % sorts.length]}`);
  return shuffled([...new Set(queries)]).map((q) => `${prefix}/commitments/management/search?${q}`);
};

/** The presets and custom spans of 1–14 months ending at various days. */
const dashboardPeriods = (rounds: number): string[] => {
  const list = [
    'period=week',
    'period=month',
    'period=quarter',
    'period=semester',
    'period=year',
    'period=all',
  ];
  for (let i = 0; list.length < rounds; i += 1) {
    const end = 3 + ((i * 37) % 300);
    const span = 30 * (1 + (i % 14));
    list.push(`from=${daysAgo(end + span)}&to=${daysAgo(end)}`);
  }
  return list.slice(0, rounds);
};

type ScanRun = {
  run: number;
  seconds: number;
  checked: number;
  notified: number;
  rssBeforeKb: number;
  rssAfterKb: number;
  peakKb: number;
  firstHalfPeakKb: number;
  secondHalfPeakKb: number;
};
/** scan-child.ts in its own process (the compiled bundle, as production runs the API). */
const runScanChild = (databaseUrl: string, tenantId: string): Promise<ScanRun[]> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/bench/scan-child.js'], {
      cwd: apiDir,
      env: { ...process.env, BENCH_SCAN_DATABASE_URL: databaseUrl, BENCH_SCAN_TENANT: tenantId },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(
            out
              .split('\n')
              .filter((line) => line.startsWith('{'))
              .map((line) => JSON.parse(line) as ScanRun),
          )
        : reject(new Error(`scan-child exited with ${code}`)),
    );
  });

export const runCommitmentBench = async (bench: CommitmentBench) => {
  const { tenantId, workspaceId, adminId, results, wants } = bench;
  const sql = postgres(bench.databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const seeded = await seedCommitments(sql, { tenantId, workspaceId, adminId, rows: COMMITMENTS });
    const [{ actions }] = (await sql`
      select count(*)::int as actions from actions where tenant_id = ${tenantId} and workspace_id = ${workspaceId}`) as [
      { actions: number },
    ];
    results['commitments in database'] = `${seeded} commitments, ${actions} actions`;
    const codesOf = async (list: string) =>
      (
        await sql`select code from options where tenant_id = ${tenantId} and list = ${list} and active order by sort_order`
      ).map((r) => r.code as string);

    if (wants('commitments-search')) {
      const refs: Refs = {
        codes: (
          await sql`select code from commitments where tenant_id = ${tenantId} and workspace_id = ${workspaceId}
            and mod(abs(hashtext(code)), 2500) = 0 limit 40`
        ).map((r) => r.code as string),
        stakeholderIds: (
          await sql`select stakeholder_id from commitment_stakeholders where tenant_id = ${tenantId}
            and mod(abs(hashtext(stakeholder_id::text)), 1000) = 0 group by 1 limit 60`
        ).map((r) => r.stakeholder_id as string),
        topicIds: (
          await sql`select id from topics where tenant_id = ${tenantId} and active order by name limit 30`
        ).map((r) => r.id as string),
        ownerIds: (
          await sql`select distinct owner_id from commitments where tenant_id = ${tenantId} and workspace_id = ${workspaceId}`
        ).map((r) => r.owner_id as string),
        workspaceId,
        sources: await codesOf('commitmentSource'),
        priorities: await codesOf('commitmentPriority'),
        risks: await codesOf('commitmentRisk'),
      };
      const api = await bench.freshApi();
      const searches = variedSearches(new URL(api.base).pathname, refs);
      const searchLoad = load();
      // An unmeasured warm-up on URLs the measured run reaches only after many others.
      await hammer(`${api.base}/commitments/management/search`, api.auth, searches.slice(-200), 2);
      const before = cpuSeconds(api.pid);
      const varied = await hammer(`${api.base}/commitments/management/search`, api.auth, searches);
      const cpuMs = varied.total > 0 ? ((cpuSeconds(api.pid) - before) * 1000) / varied.total : 0;
      results['commitments search: varied [no cache]'] =
        `${varied.rps.toFixed(0)} req/s, p99 ${varied.p99} ms (target ≤ 100 ms), API CPU ${cpuMs.toFixed(2)} ms/req, ${varied.errors} errors; ${varied.total} requests cycling through ${searches.length} distinct searches, load ${searchLoad}`;
      log(`commitments search: ${results['commitments search: varied [no cache]']}`);
      await diagnoseSearches(new URL(api.base).origin, searches, api.auth);
      api.child.kill('SIGTERM');
    }

    if (wants('commitments-dashboards')) {
      const api = await bench.freshApi();
      const periods = dashboardPeriods(DASHBOARD_ROUNDS);
      const dashboardLoad = load();
      const list = [
        { name: 'first treatment', path: '/actions/dashboards/first-treatment' },
        { name: 'commitments overview', path: '/commitments/dashboards/overview' },
      ];
      // Warm-up: each route once (plans, the pages in PostgreSQL's cache).
      for (const d of list) await timedGet(`${api.base}${d.path}?period=year`, api.auth);
      let worst = { name: '', p95: 0 };
      for (const d of list) {
        const times: number[] = [];
        for (const period of periods) {
          const t = await timedGet(`${api.base}${d.path}?${period}`, api.auth);
          if (t === null) throw new Error(`${d.path} is not there`);
          times.push(t);
        }
        const p95 = percentile(times, 95);
        if (p95 > worst.p95) worst = { name: d.name, p95 };
        const slowest = periods[times.indexOf(Math.max(...times))];
        results[`dashboard ${d.name}`] =
          `p95 ${ms(p95)} (p50 ${ms(percentile(times, 50))}, max ${ms(Math.max(...times))} for ${slowest})${p95 > 150 ? ' [over 150 ms]' : ''}`;
        log(`dashboard ${d.name}: ${results[`dashboard ${d.name}`]}`);
      }
      results['commitments dashboards note'] =
        `${periods.length} periods each (presets week…all and custom spans of 1–14 months), one request at a time, no cache; target p95 ≤ 150 ms; slowest: ${worst.name} ${ms(worst.p95)}; load ${dashboardLoad}`;
      api.child.kill('SIGTERM');
    }

    if (wants('commitments-scan')) {
      // The scan's own notices go first, so every run measures a first scan of the day and then a repeat.
      await sql`delete from notifications where tenant_id = ${tenantId} and kind in ('due_soon', 'overdue')`;
      const [{ due }] = (await sql`
        select count(*)::int as due from actions where tenant_id = ${tenantId} and deleted_at is null
          and status <> 'completed' and owner_id is not null
          and due_date <= (now() at time zone 'America/Sao_Paulo')::date + 7`) as [{ due: number }];
      const scanLoad = load();
      const runs = await runScanChild(bench.databaseUrl, tenantId);
      for (const r of runs) {
        results[`commitments scan run ${r.run}`] =
          `${r.seconds.toFixed(1)} s (target ≤ 30 s), ${r.checked} open records due or overdue checked, ${r.notified} notifications written, RSS ${mb(r.rssBeforeKb)} before → ${mb(r.rssAfterKb)} after, peak ${mb(r.peakKb)} (highest in the first half ${mb(r.firstHalfPeakKb)}, in the second ${mb(r.secondHalfPeakKb)})`;
        log(`commitments scan run ${r.run}: ${results[`commitments scan run ${r.run}`]}`);
      }
      results['commitments scan note'] =
        `scanTenant as the notifications.scan job runs it, in its own process; ${due} open actions due within 7 days or overdue; load ${scanLoad}`;
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
};
