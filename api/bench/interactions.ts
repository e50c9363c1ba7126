import type { ChildProcess } from 'node:child_process';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import postgres from 'postgres';
import type { PeriodQuery } from '@conexoes/shared/contract';
import { resolvePeriod, type ResolvedPeriod } from '../src/lib/period';
import { countedWindow, previousWindow } from '../src/modules/interactions/dashboards/dashboard-windows';
import { dayAfter, dayStart } from '../src/modules/interactions/interaction.fields';
import {
  benchPlaces,
  benchSubjects,
  dayCountTables,
  linkTables,
  seedInteractions,
  settle,
} from './interactions-seed';
import {
  cpuSeconds,
  hammer,
  healthLine,
  load,
  log,
  mb,
  peakKb,
  percentile,
  postForm,
  probeHealth,
  resetPeak,
  diagnoseSearches,
  timedGet,
} from './kit';

/**
 * The social-interactions part of npm run bench:api (issue 11), on PostgreSQL with BENCH_INTERACTIONS
 * (1,000,000) interactions across the bench's stakeholders (interactions-seed.ts):
 * - interactions-search: varied searches (words with and without accents, every filter of the
 *   search query, sorts, pages) at 10 connections → req/s, p99 (target ≤ 100 ms);
 * - interactions-dashboards: every social-interactions/dashboards/* route and the topic-category
 *   dashboards, each asked DASHBOARD_ROUNDS (30) times over varied periods, one at a time → p95
 *   (target ≤ 150 ms), next to the same aggregate as the plain SQL a DBA would type in psql (the
 *   tenant, not deleted) sent by postgres-js as psql sends it → p95 and the ratio (target ≤ 1.5×);
 *   BENCH_DASHBOARDS=rank,survey measures only the dashboards whose names hold one of those words;
 * - interactions-export: the export of a ~100k-interaction search (target ≤ 5 s) and its server peak RSS;
 * - interactions-import: a 100k-row file in the import template's layout → rows/s (target ≥ 10k),
 *   server peak RSS (≤ 300 MB), /health probed meanwhile;
 * - interactions-report: the PDF report of a ~1,000-interaction search (target ≤ 10 s).
 * A part whose route is not there yet prints "not built yet".
 */
export const interactionParts = [
  'interactions-search',
  'interactions-dashboards',
  'interactions-export',
  'interactions-import',
  'interactions-report',
] as const;
export type InteractionPart = (typeof interactionParts)[number];

const INTERACTIONS = Number(process.env.BENCH_INTERACTIONS ?? 1_000_000);
const DASHBOARD_ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 30);
const IMPORT_ROWS = Number(process.env.BENCH_INTERACTION_IMPORT_ROWS ?? 100_000);
/** Only the dashboards whose names hold one of these (comma-separated), e.g. `BENCH_DASHBOARDS=rank`. */
const DASHBOARD_NAMES = (process.env.BENCH_DASHBOARDS ?? '').split(',').filter(Boolean);

type Api = { base: string; auth: Record<string, string>; pid: number; child: ChildProcess };
export type InteractionBench = {
  databaseUrl: string;
  tenantId: string;
  /** Where the bench's stakeholders (and so the seeded interactions) live. */
  workspaceId: string;
  /** An empty workspace of this run, for the import. */
  importWorkspaceId: string;
  adminId: string;
  freshApi: () => Promise<Api>;
  wants: (part: InteractionPart) => boolean;
  results: Record<string, string>;
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Deterministic shuffle (LCG), so every run asks the same sequence. */
const shuffled = <T>(list: T[]): T[] => {
  let seed = 42;
  for (let i = list.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
};

/** What the search's users type: subject words, stakeholder names, places, codes — with and without accents. */
const searchTerms = (codes: string[]): string[] => {
  const words = [
    'poeira',
    'ruído',
    'reunião',
    'água',
    'nascentes',
    'detonações',
    'caminhões',
    'fornecedores',
    'barragem',
    'capacitação',
    'indenizações',
    'rachaduras',
    'emprego',
    'audiência pública',
    'queixa água',
    'reclamação poeira',
  ];
  const names = [
    'Maria',
    'José',
    'João',
    'Antônio',
    'Lúcia',
    'Sebastião',
    'Márcia',
    'Souza',
    'Silva',
    'Santos',
    'Oliveira',
    'Associação Comunitária',
    'Cooperativa',
    'Sindicato dos Trabalhadores',
    'maria souza',
    'josé silva',
  ];
  const places = benchPlaces.slice(0, 60).map((p) => p.name);
  const fold = (t: string) =>
    t
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return [...new Set([...words, ...names, ...places].flatMap((t) => [t.toLowerCase(), fold(t)])), ...codes];
};

/**
 * Distinct searches in a fixed shuffled order: text (alone and with filters), each filter of the
 * contract's search query alone and combined, every sort, pages 1–3.
 */
const variedSearches = (
  prefix: string,
  refs: {
    codes: string[];
    stakeholderIds: string[];
    topicIds: string[];
    adminId: string;
    workspaceId: string;
  },
  options: { types: string[]; channels: string[]; classifications: string[]; statuses: string[] },
): string[] => {
  const sorts = [
    'startsAt,desc',
    'startsAt,asc',
    'code,asc',
    'code,desc',
    'subject,asc',
    'createdAt,desc',
    'updatedAt,desc',
  ];
  const queries: string[] = [];
  const add = (query: string, index: number) => {
    const page = 1 + (index % 3);
    queries.push(`${query}${query ? '&' : ''}page=${page}&size=20&sort=${sorts[index % sorts.length]}`);
  };
  let k = 0;
  const month = (i: number) => ({ from: daysAgo(30 * (i + 1)), to: daysAgo(30 * i) });
  for (const term of searchTerms(refs.codes)) {
    for (let v = 0; v < 4; v += 1) {
      const q = `q=${encodeURIComponent(term)}`;
      const extra = [
        '',
        `&type=${options.types[k % options.types.length]}`,
        `&from=${month(k % 24).from}&to=${month(k % 24).to}`,
        `&perception=${['positive', 'neutral', 'negative'][k % 3]}`,
      ][v];
      add(`${q}${extra}`, (k += 1));
    }
  }
  const filters: string[] = [];
  for (const type of options.types) filters.push(`type=${type}`);
  for (const channel of options.channels) filters.push(`channel=${channel}`);
  for (const classification of options.classifications) filters.push(`classification=${classification}`);
  for (const status of options.statuses) filters.push(`status=${status}`);
  for (const perception of ['positive', 'neutral', 'negative']) filters.push(`perception=${perception}`);
  for (const direction of ['inbound', 'outbound']) filters.push(`direction=${direction}`);
  for (const id of refs.stakeholderIds) filters.push(`stakeholderId=${id}`);
  for (const id of refs.topicIds) filters.push(`topicId=${id}`);
  for (let ods = 1; ods <= 17; ods += 1) filters.push(`ods=${ods}`);
  filters.push(`participantId=${refs.adminId}`, 'state=MG', `workspaceId=${refs.workspaceId}`);
  for (const place of benchPlaces.slice(0, 40))
    filters.push(`municipality=${encodeURIComponent(place.name)}`);
  filters.push('followUp=open', 'followUp=overdue');
  for (let i = 0; i < 24; i += 1) filters.push(`from=${month(i).from}&to=${month(i).to}`);
  for (const filter of filters) for (let v = 0; v < 3; v += 1) add(filter, (k += 1));
  // Combinations a list page builds up.
  for (let i = 0; i < 400; i += 1) {
    const parts = [
      `type=${options.types[i % options.types.length]}`,
      `perception=${['positive', 'neutral', 'negative'][i % 3]}`,
      `status=${options.statuses[i % options.statuses.length]}`,
      `from=${month(i % 24).from}&to=${today()}`,
      `municipality=${encodeURIComponent((benchPlaces[i % 40] as { name: string }).name)}`,
      `channel=${options.channels[i % options.channels.length]}`,
      `topicId=${refs.topicIds[i % refs.topicIds.length]}`,
    ];
    add([parts[i % 7], parts[(i + 2) % 7], ...(i % 2 ? [parts[(i + 4) % 7]] : [])].join('&'), (k += 1));
  }
  for (let page = 1; page <= 100; page += 1)
    queries.push(`page=${page}&size=20&sort=${sorts[page % sorts.length]}`);
  return shuffled([...new Set(queries)]).map((q) => `${prefix}/social-interactions/search?${q}`);
};

/** The periods the dashboards are asked for: the presets and custom spans of 1–14 months ending at various days. */
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

type Window = { from: string | null; to: string };
/** The half-open instant range of a window, as SQL literals ('…'::timestamptz), São Paulo days. */
const range = (w: Window) => ({
  from: w.from ? `'${dayStart(w.from).toISOString()}'::timestamptz` : null,
  to: `'${dayAfter(w.to).toISOString()}'::timestamptz`,
});
const plainWhere = (tenantId: string, w: Window, alias = 'i') => {
  const r = range(w);
  return `${alias}.tenant_id = '${tenantId}' and ${alias}.deleted_at is null${r.from ? ` and ${alias}.starts_at >= ${r.from}` : ''} and ${alias}.starts_at < ${r.to}`;
};
const MONTH = `to_char(i.starts_at at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

type Dashboard = { name: string; path: string; plain: (period: ResolvedPeriod) => string };

/**
 * Each dashboard's route and the plain SQL a DBA would write for the same figures: the simplest
 * statement, the tenant's not-deleted interactions of the window, no labels (the option names are a
 * 20-row lookup the app makes apart).
 */
const dashboards = (tenantId: string, topicId: string): Dashboard[] => {
  const where = (p: Window) => plainWhere(tenantId, p);
  const compare = (extraJoin: string) => (p: ResolvedPeriod) => {
    const current = countedWindow(p);
    const previous = previousWindow(current);
    const boundary = `'${dayStart(current.from).toISOString()}'::timestamptz`;
    return `select ${MONTH} as month, count(*) filter (where i.starts_at >= ${boundary}) as current,
      count(*) filter (where i.starts_at < ${boundary}) as previous
      from interactions i ${extraJoin} where ${where({ from: previous.from, to: current.to })} group by 1`;
  };
  const joinTopics = `join interaction_topics it on it.tenant_id = i.tenant_id and it.interaction_id = i.id`;
  const joinCategories = `${joinTopics} join topics t on t.tenant_id = it.tenant_id and t.id = it.topic_id`;
  const byOption = (column: string) => (p: ResolvedPeriod) =>
    `select i.${column}, count(*) from interactions i where ${where(p)} group by 1`;
  const sd = '/social-interactions/dashboards';
  const tc = '/topic/categories/dashboards';
  return [
    { name: 'compare/month', path: `${sd}/compare/month`, plain: compare('') },
    {
      name: 'compare/{topicId}',
      path: `${sd}/compare/${topicId}`,
      plain: compare(`${joinTopics} and it.topic_id = '${topicId}'`),
    },
    {
      name: 'perception',
      path: `${sd}/perception`,
      plain: (p) =>
        `select ${MONTH} as month, i.perception, count(*) from interactions i where ${where(p)} group by 1, 2`,
    },
    {
      name: 'rank by stakeholders',
      path: `${sd}/rank?by=stakeholders`,
      plain: (p) => `select s.id, s.name, count(*) from interactions i
        join interaction_stakeholders l on l.tenant_id = i.tenant_id and l.interaction_id = i.id
        join stakeholders s on s.tenant_id = l.tenant_id and s.id = l.stakeholder_id
        where ${where(p)} group by s.id, s.name order by 3 desc, 2 limit 10`,
    },
    {
      name: 'rank by topics',
      path: `${sd}/rank?by=topics`,
      plain: (p) => `select t.id, t.name, count(*) from interactions i ${joinCategories}
        where ${where(p)} group by t.id, t.name order by 3 desc, 2 limit 10`,
    },
    {
      name: 'rank by municipalities',
      path: `${sd}/rank?by=municipalities`,
      plain: (
        p,
      ) => `select i.municipality_code, min(i.municipality), min(i.state), count(*) from interactions i
        where ${where(p)} and i.municipality_code is not null group by 1 order by 4 desc, 2 limit 10`,
    },
    {
      name: 'ods',
      path: `${sd}/ods`,
      // Chosen goals and those of the topics' categories, an interaction once per goal; rollup: the total.
      plain: (p) => `select goal, count(distinct id) from (
          select i.id, unnest(i.ods)::int as goal from interactions i where ${where(p)}
          union all
          select i.id, unnest(c.ods) from interactions i ${joinCategories}
            join topic_categories c on c.tenant_id = t.tenant_id and c.id = t.category_id where ${where(p)}
        ) touched group by rollup (goal)`,
    },
    { name: 'type', path: `${sd}/type`, plain: byOption('type_code') },
    { name: 'channel', path: `${sd}/channel`, plain: byOption('channel_code') },
    { name: 'classification', path: `${sd}/classification`, plain: byOption('classification_code') },
    { name: 'status', path: `${sd}/status`, plain: byOption('status_code') },
    {
      name: 'survey',
      path: `${sd}/survey`,
      plain: (
        p,
      ) => `select a.question_id, a.value, ${MONTH} as month, count(*), avg(a.value) from interactions i
        join interaction_survey_answers a on a.tenant_id = i.tenant_id and a.interaction_id = i.id
        where ${where(p)} group by grouping sets ((a.question_id, a.value), (a.question_id, 3))`,
    },
    {
      name: 'grievances',
      path: `${sd}/grievances`,
      // The complaints received in the window, and every one still open whatever its day.
      plain: (p) => {
        const r = range(p);
        const inWindow = `${r.from ? `i.starts_at >= ${r.from} and ` : ''}i.starts_at < ${r.to}`;
        const open = `i.grievance_closed_on is null and coalesce(i.status_code, '') not in ('closed', 'answered', 'cancelled')`;
        return `select count(*) filter (where ${inWindow}) as received,
          count(*) filter (where ${inWindow} and i.grievance_closed_on is not null) as closed,
          count(*) filter (where ${open}) as open
          from interactions i where i.tenant_id = '${tenantId}' and i.deleted_at is null
          and (i.type_code in ('complaint', 'grievance') or i.classification_code in ('complaint', 'grievance'))
          and ((${inWindow}) or (${open}))`;
      },
    },
    {
      name: 'topic compare (topic categories)',
      path: `${tc}/social-interaction/topic/compare`,
      plain: (p) => `select it.topic_id, ${MONTH} as month, count(*) from interactions i ${joinTopics}
        where ${where(p)} group by 1, 2`,
    },
    {
      name: 'topic-category compare',
      path: `${tc}/social-interaction/topic-category/compare`,
      plain: (
        p,
      ) => `select t.category_id, ${MONTH} as month, count(distinct i.id) from interactions i ${joinCategories}
        where ${where(p)} and t.category_id is not null group by 1, 2`,
    },
    {
      name: 'topic-category rank',
      path: `${tc}/rank`,
      plain: (p) => `select t.category_id, count(distinct i.id) from interactions i ${joinCategories}
        where ${where(p)} and t.category_id is not null group by 1`,
    },
  ];
};

/** GET that must answer 2xx; answers the ms it took, or null when the route does not exist (404). */
/** Is the route there? (An unknown route is Fastify's 404 "Route … not found".) */
const routeExists = async (url: string, init: RequestInit) => {
  const res = await fetch(url, init);
  const text = await res.text();
  return !(res.status === 404 && /Route .* not found/i.test(text));
};

/**
 * The import file: rows in the template's layout (stable column keys). Stakeholders by name: the
 * import matches a name in the row's municipality, so each row takes its first stakeholder's
 * municipality, and a second one (every third row) from the same municipality.
 */
const importWorkbook = async (
  rows: number,
  people: Array<{ name: string; municipality: string }>,
  topicNames: string[],
  options: { types: string[]; channels: string[]; statuses: string[] },
): Promise<Buffer> => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Interactions');
  const columns = [
    'startsAt',
    'subject',
    'description',
    'direction',
    'type',
    'channel',
    'status',
    'perception',
    'state',
    'municipality',
    'stakeholders',
    'topics',
  ];
  sheet.addRow(columns).commit();
  const byPlace = new Map<string, string[]>();
  for (const p of people) byPlace.set(p.municipality, [...(byPlace.get(p.municipality) ?? []), p.name]);
  const two = (n: number) => String(n).padStart(2, '0');
  for (let i = 0; i < rows; i += 1) {
    const first = people[i % people.length] as { name: string; municipality: string };
    const neighbours = byPlace.get(first.municipality) ?? [];
    const second = i % 3 === 0 && neighbours.length > 1 ? neighbours[(i / 3) % neighbours.length] : undefined;
    const place = { name: first.municipality };
    const day = new Date(Date.now() - ((i * 104_729) % 700) * 86_400_000);
    const values: Record<string, string> = {
      startsAt: `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()} ${two(8 + (i % 9))}:${two((i * 7) % 60)}`,
      subject: (benchSubjects[i % benchSubjects.length] as string)
        .replace('{city}', place.name)
        .replace('{bairro}', 'Centro'),
      description: `Registro importado ${i}: contato com a comunidade e encaminhamentos combinados.`,
      direction: i % 5 < 2 ? 'inbound' : 'outbound',
      type: options.types[i % options.types.length] as string,
      channel: options.channels[i % options.channels.length] as string,
      status: options.statuses[i % options.statuses.length] as string,
      perception: ['positive', 'neutral', 'negative'][i % 3] as string,
      state: 'MG',
      municipality: place.name,
      stakeholders: [first.name, ...(second && second !== first.name ? [second] : [])].join(' | '),
      topics: topicNames[i % topicNames.length] as string,
    };
    sheet.addRow(columns.map((c) => values[c] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

/** Drains a streamed body; answers its bytes and the seconds until the last one. */
const download = async (url: string, headers: Record<string, string>) => {
  const t = Date.now();
  const res = await fetch(url, { headers });
  let bytes = 0;
  const parts: Buffer[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    parts.push(Buffer.from(chunk));
  }
  return { status: res.status, bytes, seconds: (Date.now() - t) / 1000, body: Buffer.concat(parts) };
};

export const runInteractionBench = async (bench: InteractionBench) => {
  const { tenantId, workspaceId, adminId, results, wants } = bench;
  const sql = postgres(bench.databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const seeded = await seedInteractions(sql, { tenantId, workspaceId, adminId, rows: INTERACTIONS });
    results['interactions in database'] = String(seeded);
    const codesOf = async (list: string) =>
      (
        await sql`select code from options where tenant_id = ${tenantId} and list = ${list} and active order by sort_order`
      ).map((r) => r.code as string);
    const options = {
      types: await codesOf('interactionType'),
      channels: await codesOf('channel'),
      classifications: await codesOf('classification'),
      statuses: await codesOf('status'),
    };
    const topicRows =
      await sql`select id, name from topics where tenant_id = ${tenantId} and active order by name`;
    const topicIds = topicRows.map((r) => r.id as string);

    if (wants('interactions-search')) {
      const refs = {
        codes: (
          await sql`select code from interactions where tenant_id = ${tenantId} and workspace_id = ${workspaceId}
            and mod(abs(hashtext(code)), 20000) = 0 limit 40`
        ).map((r) => r.code as string),
        stakeholderIds: (
          await sql`select stakeholder_id from interaction_stakeholders where tenant_id = ${tenantId}
            and mod(abs(hashtext(stakeholder_id::text)), 1000) = 0 group by 1 limit 60`
        ).map((r) => r.stakeholder_id as string),
        topicIds,
        adminId,
        workspaceId,
      };
      const api = await bench.freshApi();
      const searches = variedSearches(new URL(api.base).pathname, refs, options);
      const searchLoad = load();
      // An unmeasured warm-up on URLs the measured run reaches only after many others.
      await hammer(`${api.base}/social-interactions/search`, api.auth, searches.slice(-200), 2);
      const before = cpuSeconds(api.pid);
      const varied = await hammer(`${api.base}/social-interactions/search`, api.auth, searches);
      const cpuMs = varied.total > 0 ? ((cpuSeconds(api.pid) - before) * 1000) / varied.total : 0;
      results['interactions search: varied [no cache]'] =
        `${varied.rps.toFixed(0)} req/s, p99 ${varied.p99} ms (target ≤ 100 ms), API CPU ${cpuMs.toFixed(2)} ms/req, ${varied.errors} errors; ${varied.total} requests cycling through ${searches.length} distinct searches, load ${searchLoad}`;
      log(`interactions search: ${results['interactions search: varied [no cache]']}`);
      await diagnoseSearches(new URL(api.base).origin, searches, api.auth);
      api.child.kill('SIGTERM');
    }

    if (wants('interactions-dashboards')) {
      const api = await bench.freshApi();
      const origin = new URL(api.base).origin;
      const prefix = api.base;
      const periods = dashboardPeriods(DASHBOARD_ROUNDS);
      const dashboardLoad = load();
      const list = dashboards(tenantId, topicIds[0] as string).filter(
        (d) => DASHBOARD_NAMES.length === 0 || DASHBOARD_NAMES.some((name) => d.name.includes(name)),
      );
      // Warm-up: each route and each plain statement once (plans, JIT, the pages in PostgreSQL's cache).
      for (const d of list) {
        await timedGet(`${prefix}${d.path}${d.path.includes('?') ? '&' : '?'}period=year`, api.auth);
        await sql.unsafe(d.plain(resolvePeriod({ period: 'year' })));
      }
      const lines: string[] = [];
      let worst = { name: '', p95: 0, ratio: 0 };
      for (const d of list) {
        const apiTimes: number[] = [];
        const sqlTimes: number[] = [];
        for (const period of periods) {
          const t = await timedGet(
            `${prefix}${d.path}${d.path.includes('?') ? '&' : '?'}${period}`,
            api.auth,
          );
          if (t === null) throw new Error(`${d.path} is not there`);
          apiTimes.push(t);
          const query = Object.fromEntries(new URLSearchParams(period));
          const text = d.plain(resolvePeriod({ period: 'year', ...query } as PeriodQuery));
          const s = performance.now();
          // The simple query protocol with the values written in, as psql sends a typed statement.
          await sql.unsafe(text).simple();
          sqlTimes.push(performance.now() - s);
        }
        const apiP95 = percentile(apiTimes, 95);
        const sqlP95 = percentile(sqlTimes, 95);
        const ratio = apiP95 / sqlP95;
        if (apiP95 > worst.p95) worst = { name: d.name, p95: apiP95, ratio };
        const line = `p95 ${ms(apiP95)} (p50 ${ms(percentile(apiTimes, 50))}); plain SQL p95 ${ms(sqlP95)}; ratio ${ratio.toFixed(2)}×${apiP95 > 150 ? ' [over 150 ms]' : ''}${ratio > 1.5 ? ' [over 1.5×]' : ''}`;
        results[`dashboard ${d.name}`] = line;
        lines.push(`dashboard ${d.name}: ${line}`);
        log(`dashboard ${d.name}: ${line}`);
      }
      results['dashboards note'] =
        `${periods.length} periods each (presets week…all and custom spans of 1–14 months), one request at a time, no cache; targets p95 ≤ 150 ms and ≤ 1.5× plain SQL; slowest: ${worst.name} ${ms(worst.p95)}; load ${dashboardLoad}; ${origin}`;
      api.child.kill('SIGTERM');
    }

    /**
     * The export and the report read the search's result set: the newest start days of the bench
     * workspace (and one type, for the report: a day holds ~1,400 interactions) holding about `n`.
     */
    const windowHolding = async (n: number, type?: string) => {
      const typed = type ? sql`and type_code = ${type}` : sql``;
      const [row] = await sql`
        select to_char(starts_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as day from interactions
        where tenant_id = ${tenantId} and workspace_id = ${workspaceId} and deleted_at is null ${typed}
        order by starts_at desc offset ${n - 1} limit 1`;
      // Fewer rows than asked (a small BENCH_INTERACTIONS): all of them.
      const from = (row?.day as string | undefined) ?? '2000-01-01';
      const [{ count }] = (await sql`
        select count(*)::int as count from interactions where tenant_id = ${tenantId} and workspace_id = ${workspaceId}
        and deleted_at is null ${typed} and starts_at >= ${dayStart(from)}`) as [{ count: number }];
      return {
        query: `from=${from}&to=${today()}&workspaceId=${workspaceId}${type ? `&type=${type}` : ''}`,
        count,
      };
    };

    if (wants('interactions-export')) {
      const api = await bench.freshApi();
      // Probed with a bad format (400 when the route is there): a bare GET would export everything.
      if (
        !(await routeExists(`${api.base}/social-interactions/export?format=bogus`, { headers: api.auth }))
      ) {
        results['interactions export'] = 'not built yet (GET social-interactions/export is not there)';
      } else {
        const { query, count } = await windowHolding(100_000);
        for (const format of ['xlsx', 'csv'] as const) {
          resetPeak(api.pid);
          const baseKb = peakKb(api.pid);
          const cpu = cpuSeconds(api.pid);
          const exportLoad = load();
          const got = await download(
            `${api.base}/social-interactions/export?format=${format}&${query}`,
            api.auth,
          );
          results[`interactions export ${format}`] =
            `${count} interactions in ${got.seconds.toFixed(2)} s (target ≤ 5 s; server CPU ${(cpuSeconds(api.pid) - cpu).toFixed(2)} s; ${(got.bytes / 1e6).toFixed(1)} MB), server peak RSS ${mb(peakKb(api.pid))} (before ${mb(baseKb)}), HTTP ${got.status}, load ${exportLoad}`;
          log(`interactions export ${format}: ${results[`interactions export ${format}`]}`);
        }
      }
      api.child.kill('SIGTERM');
    }

    if (wants('interactions-import')) {
      const api = await bench.freshApi();
      const url = `${api.base}/social-interactions/import?workspaceId=${bench.importWorkspaceId}`;
      if (!(await routeExists(url, { method: 'POST', headers: api.auth }))) {
        results['interactions import'] = 'not built yet (POST social-interactions/import is not there)';
      } else {
        // Organisations: the bench names them uniquely, so a name finds one stakeholder.
        const people = (await sql`
          select name, municipality from stakeholders where tenant_id = ${tenantId} and workspace_id = ${workspaceId}
            and kind = 'organization' and municipality is not null order by id limit 5000`) as unknown as Array<{
          name: string;
          municipality: string;
        }>;
        const file = await importWorkbook(
          IMPORT_ROWS,
          people,
          topicRows.map((r) => r.name as string),
          options,
        );
        resetPeak(api.pid);
        const cpu = cpuSeconds(api.pid);
        const importLoad = load();
        const form = new FormData();
        form.append('file', new Blob([file]), 'bench-interactions.xlsx');
        const t = Date.now();
        const { result: imported, latencies } = await probeHealth(
          new URL(api.base).origin,
          postForm(url, form, api.auth),
        );
        const seconds = (Date.now() - t) / 1000;
        const report = (await imported.json()) as {
          counts?: Record<string, number>;
          detail?: string;
          errors?: unknown[];
        };
        if (!imported.ok)
          log(`interactions import refused: ${JSON.stringify(report.errors?.slice(0, 5) ?? report)}`);
        const created = report.counts?.created ?? 0;
        results['interactions import xlsx'] =
          `${created} of ${IMPORT_ROWS} rows created in ${seconds.toFixed(2)} s = ${(created / seconds).toFixed(0)} rows/s (target ≥ 10,000; server CPU ${(cpuSeconds(api.pid) - cpu).toFixed(2)} s; ${(file.length / 1e6).toFixed(1)} MB file), server peak RSS ${mb(peakKb(api.pid))} (target ≤ 300 MB), HTTP ${imported.status}, load ${importLoad}${report.detail ? ` ${report.detail}` : ''}`;
        results['health during the interactions import'] = healthLine(latencies);
        log(`interactions import: ${results['interactions import xlsx']}`);
        // The imported rows go again, so the next run (and its dashboards) sees the same million.
        await sql.begin(async (tx) => {
          const ids = tx`select id from interactions where tenant_id = ${tenantId} and workspace_id = ${bench.importWorkspaceId}`;
          for (const table of [
            'interaction_stakeholders',
            'interaction_topics',
            'interaction_participants',
            'interaction_survey_answers',
            'interaction_history',
          ])
            await tx`delete from ${tx(table)} where tenant_id = ${tenantId} and interaction_id in (${ids})`;
          await tx`delete from interactions where tenant_id = ${tenantId} and workspace_id = ${bench.importWorkspaceId}`;
        });
        // What the minute's fold job and autovacuum do in the server (decision 0038): the import's
        // counts and their removal leave pending changes, and 100k dead rows that, where autovacuum is
        // off (this machine's PostgreSQL), made the next search bench 30× slower after seven runs.
        await settle(sql, [...linkTables, 'interaction_history', ...dayCountTables]);
      }
      api.child.kill('SIGTERM');
    }

    if (wants('interactions-report')) {
      const api = await bench.freshApi();
      if (!(await routeExists(`${api.base}/social-interactions/report?sort=bogus`, { headers: api.auth }))) {
        results['interactions report'] = 'not built yet (GET social-interactions/report is not there)';
      } else {
        const { query, count } = await windowHolding(1000, options.types[0]);
        resetPeak(api.pid);
        const cpu = cpuSeconds(api.pid);
        const reportLoad = load();
        const got = await download(`${api.base}/social-interactions/report?${query}`, {
          ...api.auth,
          'accept-language': 'pt-BR',
        });
        const pages = (got.body.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        results['interactions report pdf'] =
          `${count} interactions in ${got.seconds.toFixed(2)} s (target ≤ 10 s; server CPU ${(cpuSeconds(api.pid) - cpu).toFixed(2)} s; ${pages} pages, ${(got.bytes / 1e6).toFixed(1)} MB), server peak RSS ${mb(peakKb(api.pid))}, HTTP ${got.status}, load ${reportLoad}`;
        log(`interactions report: ${results['interactions report pdf']}`);
      }
      api.child.kill('SIGTERM');
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
};
