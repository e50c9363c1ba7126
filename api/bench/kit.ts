import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * The bench's tools (npm run bench:api): API processes started from the compiled bundle, their peak
 * RSS and CPU time, a load generator, a health prober, sign-in and the results table. Shared by
 * run.ts (stakeholders) and interactions.ts.
 */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;
export const ADMIN = { email: 'bench@conexoes.local', password: 'Bench@2026-conexoes' };
export const API = '/manager/api/v1';
export const apiDir = path.resolve(__dirname, '..');

export const log = (message: string) => process.stdout.write(`${message}\n`);
export const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

export const children: ChildProcess[] = [];
/**
 * Starts a bench server in its own Node process; resolves with it and the port it printed. It runs
 * the compiled bundle (`bench/x.ts` → `dist/bench/x.js`, built by `node build.mjs --bench` before the
 * bench), plain Node as production runs the API (docs/decisions/0023-compiled-api.md): under tsx the
 * process held ~160 MB at start, compiled ~125 MB.
 */
export const startChild = (
  entry: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; tenantId?: string }> =>
  new Promise((resolve, reject) => {
    const compiled = entry.replace(/^bench\/(.+)\.ts$/, 'dist/bench/$1.js');
    if (!fs.existsSync(path.join(apiDir, compiled))) {
      reject(
        new Error(`${compiled} is missing: run \`node build.mjs --bench\` in api/ (npm run bench does)`),
      );
      return;
    }
    const child = spawn(
      process.execPath,
      [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), compiled],
      {
        cwd: apiDir,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)(?: tenant ([0-9a-f-]{36}))?\n/.exec(out);
      if (match) resolve({ child, port: Number(match[1]), tenantId: match[2] });
    });
    child.on('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });

/** Peak RSS of a process since the last reset (Linux: VmHWM; writing 5 to clear_refs resets it). */
export const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
export const peakKb = (pid: number): number =>
  Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/** Resident memory of a process now (Linux: VmRSS). */
export const rssKb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
/**
 * CPU seconds a process has used (user + system). On a shared machine wall time depends on the
 * neighbours; CPU time says what the work itself costs.
 */
export const cpuSeconds = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
export const load = () => os.loadavg()[0]?.toFixed(1) ?? '?';

/**
 * `paths`: instead of the one URL's path, each request takes the next of these in turn (the varied
 * search case). `seconds`: a shorter unmeasured warm-up run.
 */
export const hammer = async (
  url: string,
  headers: Record<string, string> = {},
  paths?: string[],
  seconds = SECONDS,
) => {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const path = paths[next % paths.length] as string;
                next += 1;
                return { ...request, path };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
};

/**
 * `GET /manager/api/health` every 10 ms while `work` runs, each probe sent on schedule whatever the
 * earlier ones are doing (open loop: a stalled server shows as the time the probes waited, not as
 * fewer probes, which a closed-loop load generator would report). Latencies in ms.
 */
export const probeHealth = async <T>(origin: string, work: Promise<T>) => {
  const latencies: number[] = [];
  const probes: Array<Promise<void>> = [];
  const timer = setInterval(() => {
    const sent = performance.now();
    probes.push(
      fetch(`${origin}/manager/api/health`)
        .then((res) => res.arrayBuffer())
        .then(
          () => void latencies.push(performance.now() - sent),
          () => void latencies.push(Number.POSITIVE_INFINITY),
        ),
    );
  }, 10);
  try {
    return { result: await work, latencies };
  } finally {
    clearInterval(timer);
    await Promise.all(probes);
  }
};
/**
 * A multipart POST without a client-side time limit (fetch gives up on headers after 300 s, which a
 * 100k-row import on PGlite on a loaded machine can pass). Resolves with the status and JSON body.
 */
export const postForm = async (url: string, form: FormData, headers: Record<string, string>) => {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; ok: boolean; json: () => Promise<unknown> }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString();
          resolve({ status, ok: status < 300, json: async () => JSON.parse(text) as unknown });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
};
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
export const healthLine = (latencies: number[]) =>
  `${latencies.length} probes, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(0)} ms (target p99 ≤ 50 ms)`;

export const json = async (url: string, init: RequestInit = {}, token?: string) => {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** Sign-in as a browser does it: credentials, data-protection document, workspace choice. */
export const signIn = async (base: string, workspaceIds: string[]): Promise<string> => {
  let token = (await json(`${base}/auth/login`, { method: 'POST', body: JSON.stringify(ADMIN) }))
    .token as string;
  const pending = await json(
    `${base}/auth/users-documents/${encodeURIComponent(ADMIN.email)}/pending/LGPD`,
    {},
    token,
  );
  const document = pending.document as { id: string } | null;
  if (document) {
    token = (
      await json(
        `${base}/auth/users-documents/${encodeURIComponent(ADMIN.email)}/accept`,
        { method: 'POST', body: JSON.stringify({ documentId: document.id }) },
        token,
      )
    ).newToken as string;
  }
  return (
    await json(`${base}/auth/workspaces`, { method: 'POST', body: JSON.stringify({ workspaceIds }) }, token)
  ).newToken as string;
};

export const printResults = (results: Record<string, string>) => {
  log('');
  log(
    `Conexões API bench — ${new Date().toISOString()}, Node ${process.version}, PostgreSQL at 127.0.0.1:5432, ${CONNECTIONS} connections × ${SECONDS} s`,
  );
  const width = Math.max(...Object.keys(results).map((k) => k.length));
  for (const [key, value] of Object.entries(results)) log(`  ${key.padEnd(width)}  ${value}`);
};

/** One GET, timed to its last byte (null for a 404: the route or record is not there). */
export const timedGet = async (url: string, headers: Record<string, string>): Promise<number | null> => {
  const t = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return performance.now() - t;
};

const ms = (t: number) => `${t.toFixed(1)} ms`;

/**
 * Where a search's time goes (decision 0037). BENCH_SEARCH_TAIL=1: the cycle from 10 fetch loops for
 * 10 s, and the searches that made the slowest 1 %. BENCH_SEARCH_SLOWEST=N: the first N alone (1 = 300),
 * their mean and the slowest 15; BENCH_SEARCH_TIMES=file writes every one of them, slowest first.
 */
export const diagnoseSearches = async (origin: string, searches: string[], auth: Record<string, string>) => {
  if (process.env.BENCH_SEARCH_TAIL) {
    const seen: Array<[number, string]> = [];
    const end = Date.now() + 10_000;
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (Date.now() < end) {
          const path = searches[next++ % searches.length] as string;
          seen.push([(await timedGet(`${origin}${path}`, auth)) ?? 0, path]);
        }
      }),
    );
    seen.sort((a, b) => b[0] - a[0]);
    log(`  tail: ${seen.length} searches, p99 ${ms(seen[Math.floor(seen.length / 100)]?.[0] ?? 0)}`);
    for (const [t, path] of seen.slice(0, Math.ceil(seen.length / 100)))
      log(`  ${ms(t)}  ${decodeURIComponent(path).replace(/^.*search\?/, '')}`);
  }
  if (process.env.BENCH_SEARCH_SLOWEST) {
    const timed: Array<[number, string]> = [];
    const alone =
      Number(process.env.BENCH_SEARCH_SLOWEST) > 1 ? Number(process.env.BENCH_SEARCH_SLOWEST) : 300;
    for (const path of searches.slice(0, alone))
      timed.push([(await timedGet(`${origin}${path}`, auth)) ?? 0, path]);
    timed.sort((a, b) => b[0] - a[0]);
    if (process.env.BENCH_SEARCH_TIMES)
      fs.writeFileSync(
        process.env.BENCH_SEARCH_TIMES,
        timed.map(([t, p]) => `${t.toFixed(1)}\t${decodeURIComponent(p)}`).join('\n'),
      );
    const mean = timed.reduce((sum, [t]) => sum + t, 0) / Math.max(1, timed.length);
    log(
      `  ${timed.length} searches alone: mean ${ms(mean)}, p99 ${ms(timed[Math.floor(timed.length / 100)]?.[0] ?? 0)}`,
    );
    for (const [t, path] of timed.slice(0, 15)) log(`  ${ms(t)}  ${decodeURIComponent(path)}`);
  }
};
