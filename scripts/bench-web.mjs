#!/usr/bin/env node
// `npm run bench:web`: front-end weight of a first visit, measured against the production builds served
// exactly as `npm start` serves them (scripts/start.mjs --no-build, on ports of its own).
//   1. gzip JS bytes downloaded by a first visit (empty cache) of /auth/login, of /stakeholders
//      (signed in, as a user would reach it) and of / (the template area's landing page, signed out),
//      each JS response gzip-compressed at level 9; for / also the part remote-templates serves;
//   2. Lighthouse 12.8 performance scores of /auth/login, desktop and mobile presets, Debian Chromium.
// Targets (issue 2 item 9): ≤ 250 KB gzip JS for /auth/login; Lighthouse mobile performance ≥ 90.
// Issue 13: ≤ 350 KB gzip JS for the first visit of remote-templates' first page (/), all origins.
// Flags: --no-build (reuse dist/), --strict (exit 1 when a target is missed), --runs=N (Lighthouse
// runs per preset, median reported; default 3), --skip-lighthouse (weights only), --all-files (list
// every JS file of each visit, not only the five largest).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const strict = args.includes('--strict');
const skipLighthouse = args.includes('--skip-lighthouse');
const allFiles = args.includes('--all-files');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);

const TARGET_LOGIN_GZIP_KB = 250;
const TARGET_TEMPLATES_GZIP_KB = 350;
const TARGET_LIGHTHOUSE_MOBILE = 90;

// The e2e harness is the one way we start the product for automated visits; reuse it.
const support = (file) => tsImport(path.join(root, 'e2e', 'support', file), import.meta.url);
const { startStack } = await support('stack.ts');
const { stackPorts } = await support('ports.ts');
// Its own ports (host 18180, API 13100, remotes 13101–13106), so a bench never meets a test run.
const benchPorts = stackPorts(
  Number(process.env.BENCH_HOST_PORT ?? 18180),
  Number(process.env.BENCH_PORT_BASE ?? 13100),
);
const { launchChromium, CHROMIUM_ARGS, CHROMIUM_PATH } = await support('browser.ts');
const { signInThroughApi } = await support('session.ts');

const kb = (bytes) => (bytes / 1024).toFixed(1);

function build() {
  console.log('bench:web: building all workspaces (npm run build) …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Visits `url` in a fresh context (empty cache) and sums every JS response, gzip level 9. */
async function measureFirstVisit(browser, url, prepare) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType)) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }),
        () => undefined, // redirects and aborted loads have no body
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  const scripts = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  return {
    url,
    finalPath,
    files: scripts.length,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
    scripts: scripts.map(({ url, gzip }) => ({ url, gzip })),
    largest: [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, allFiles ? undefined : 5),
  };
}

async function lighthouseScores(url) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = {};
  for (const preset of ['desktop', 'mobile']) {
    const scores = [];
    for (let run = 0; run < runs; run += 1) {
      // A fresh Chromium (and profile) per run: every run is a first visit.
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_ARGS,
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError) {
          // Reported, not fatal: the other runs still give a median.
          console.warn(
            `bench:web: Lighthouse ${preset} run ${run + 1} failed: ${lhr?.runtimeError?.message ?? 'no result'}`,
          );
          continue;
        }
        // The last run of each preset, whole, for finding what a score is made of (bench-results/).
        fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
        fs.writeFileSync(path.join(root, 'bench-results', `lighthouse-${preset}.json`), JSON.stringify(lhr));
        scores.push({
          score: Math.round((lhr?.categories.performance.score ?? 0) * 100),
          fcp: lhr?.audits['first-contentful-paint']?.numericValue,
          lcp: lhr?.audits['largest-contentful-paint']?.numericValue,
          tbt: lhr?.audits['total-blocking-time']?.numericValue,
          cls: lhr?.audits['cumulative-layout-shift']?.numericValue,
        });
      } finally {
        await chrome.kill();
      }
    }
    if (scores.length === 0) throw new Error(`every Lighthouse ${preset} run failed`);
    scores.sort((a, b) => a.score - b.score);
    results[preset] = { median: scores[Math.floor(scores.length / 2)], all: scores.map((s) => s.score) };
  }
  return results;
}

/** The gzip bytes of a visit that came from one origin (a remote's own share of the page). */
const gzipFrom = (visit, origin) =>
  visit.scripts.filter((s) => s.url.startsWith(origin)).reduce((sum, s) => sum + s.gzip, 0);

function printReport(visits, lh, templatesOrigin) {
  const login = visits.find((v) => v.url.endsWith('/auth/login'));
  const loginOk = login.gzip <= TARGET_LOGIN_GZIP_KB * 1024;
  const templates = visits.find((v) => new URL(v.url).pathname === '/');
  const templatesOk = templates.gzip <= TARGET_TEMPLATES_GZIP_KB * 1024;
  const target = (v) =>
    v === login ? `≤ ${TARGET_LOGIN_GZIP_KB} KB` : v === templates ? `≤ ${TARGET_TEMPLATES_GZIP_KB} KB` : '-';
  const result = (v) =>
    v === login ? (loginOk ? 'PASS' : 'MISS') : v === templates ? (templatesOk ? 'PASS' : 'MISS') : '';
  const mobileOk = lh ? lh.mobile.median.score >= TARGET_LIGHTHOUSE_MOBILE : false;
  const ms = (v) => (v === undefined ? '-' : `${Math.round(v)} ms`);
  const rows = [
    ['Measure', 'Value', 'Target', 'Result'],
    // Each visit with the share remote-templates served: none for /auth/login and product pages.
    ...visits.flatMap((v) => [
      [
        `JS on first visit of ${new URL(v.url).pathname} (${v.files} files, ${kb(v.raw)} KB raw)`,
        `${kb(v.gzip)} KB gzip`,
        target(v),
        result(v),
      ],
      [
        `  of which from remote-templates (${templatesOrigin})`,
        `${kb(gzipFrom(v, templatesOrigin))} KB gzip`,
        '-',
        '',
      ],
    ]),
    ...(lh
      ? [
          [
            `Lighthouse desktop /auth/login (runs ${lh.desktop.all.join(', ')})`,
            String(lh.desktop.median.score),
            '-',
            '',
          ],
          [
            `Lighthouse mobile /auth/login (runs ${lh.mobile.all.join(', ')})`,
            String(lh.mobile.median.score),
            `≥ ${TARGET_LIGHTHOUSE_MOBILE}`,
            mobileOk ? 'PASS' : 'MISS',
          ],
        ]
      : [['Lighthouse', 'skipped', `mobile ≥ ${TARGET_LIGHTHOUSE_MOBILE}`, '']]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('\n' + line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
  for (const preset of lh ? ['desktop', 'mobile'] : []) {
    const m = lh[preset].median;
    console.log(
      `  ${preset} median: FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}, CLS ${m.cls?.toFixed(3) ?? '-'}`,
    );
  }
  for (const v of visits) {
    console.log(`  largest JS of ${new URL(v.url).pathname} (landed on ${v.finalPath}):`);
    for (const s of v.largest) console.log(`    ${kb(s.gzip).padStart(7)} KB gzip  ${s.url}`);
  }
  return loginOk && mobileOk && templatesOk;
}

let stack;
let browser;
const stopAll = async () => {
  await browser?.close().catch(() => undefined);
  await stack?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopAll().finally(() => process.exit(130));
  });
}

try {
  if (!noBuild) build();
  stack = await startStack({ ports: benchPorts });
  console.log(`bench:web: serving at ${stack.baseUrl}`);
  browser = await launchChromium();
  const login = await measureFirstVisit(browser, `${stack.baseUrl}/auth/login`);
  // /stakeholders as a signed-in user reaches it (signed out, the guard would send the visit to /auth/login).
  const session = await signInThroughApi(stack).catch((error) => {
    console.warn(
      `bench:web: could not sign in through the API (${error.message}); /stakeholders measured signed out`,
    );
    return undefined;
  });
  const stakeholders = await measureFirstVisit(browser, `${stack.baseUrl}/stakeholders`, session?.applyTo);
  // The template area's first page, as a visitor opens it (signed in, / leads to the overview).
  const landing = await measureFirstVisit(browser, `${stack.baseUrl}/`);
  const templatesOrigin = new URL(stack.remoteUrl('remote_templates')).origin;
  await browser.close();
  browser = undefined;
  const lh = skipLighthouse ? undefined : await lighthouseScores(`${stack.baseUrl}/auth/login`);
  const visits = [login, stakeholders, landing];
  const ok = printReport(visits, lh, templatesOrigin);
  const outDir = path.join(root, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'web.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        visits: visits.map(({ scripts, ...visit }) => ({
          ...visit,
          templatesGzip: gzipFrom({ scripts }, templatesOrigin),
        })),
        lighthouse: lh,
      },
      null,
      2,
    ),
  );
  await stopAll();
  process.exitCode = strict && !ok ? 1 : 0;
} catch (error) {
  await stopAll();
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
}
