// The walk (issue "From prototype to product"): every route of SPEC §2, as the demo admin and as a
// restricted user, in English and pt-BR, at 1366×768, 1280×800 and 360×740, checked for what a person would
// notice — console errors, failed API calls, raw ids, raw i18n keys, English on a Portuguese screen,
// serious/critical axe-core violations, not exactly one h1 (at 1366 and 360), and at every size horizontal overflow.
// A screenshot per route lands in e2e/.artifacts/walk/.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { Response } from 'playwright-core';
import {
  axeFindings,
  headingFindings,
  isFailedApiCall,
  overflowFindings,
  textFindings,
  type Finding,
} from '../support/page-checks.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { createUserThroughApi, signInThroughApi, type ApiSession } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';
import { demoIds, walkRoutes, type WalkRoute } from '../support/walk-routes.ts';

const suite = useSuite();

const SITE = 'Mina Serra Norte'; // a third-level workspace of the seeded demo tree
const RESTRICTED = {
  name: 'Rita Restrita',
  email: 'rita.restrita@conexoes.local',
  password: 'Rita-walks-the-product-1',
};
const ARTIFACTS = path.join(REPO_ROOT, 'e2e', '.artifacts', 'walk');

type Language = 'en' | 'pt-BR';
type Viewport = { name: string; width: number; height: number };
const DESKTOP: Viewport = { name: 'desktop', width: 1366, height: 768 };
const PHONE: Viewport = { name: 'phone', width: 360, height: 740 };
/** A common laptop: the menu leaves the page ~970 px, where wide tables used to scroll sideways. */
const LAPTOP: Viewport = { name: 'laptop', width: 1280, height: 800 };

/** Findings known to remain, each with its reason; the list only shrinks. */
const KNOWN_FAILURES: { path: RegExp; check: string; reason: string }[] = [];

/** The routes per signed-in user: each walks records of their own reach. */
const routes: Record<'admin' | 'restricted', WalkRoute[]> = { admin: [], restricted: [] };
let admin: ApiSession;
let restricted: ApiSession;

async function walk(
  who: 'guest' | 'admin' | 'restricted',
  language: Language,
  viewport: Viewport,
): Promise<string[]> {
  const stack = suite.stack();
  const watched = await suite.page({ width: viewport.width, height: viewport.height });
  const { page, context, errors } = watched;
  await context.addInitScript(
    (value: string) => window.localStorage.setItem('app.language', value),
    language,
  );
  const session = who === 'admin' ? admin : who === 'restricted' ? restricted : undefined;
  if (session) {
    await context.addInitScript((value: string) => {
      if (!window.localStorage.getItem('accessToken')) window.localStorage.setItem('accessToken', value);
    }, session.token);
  }
  const failedCalls: string[] = [];
  const onResponse = (response: Response) => {
    if (isFailedApiCall(response))
      failedCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
  };
  page.on('response', onResponse);

  const dir = path.join(ARTIFACTS, `${viewport.name}-${who}-${language}`);
  fs.mkdirSync(dir, { recursive: true });
  const report: string[] = [];
  const audience = who === 'guest' ? 'guest' : 'member';
  for (const route of routes[who === 'restricted' ? 'restricted' : 'admin'].filter(
    (r) => r.audience === audience,
  )) {
    errors.length = 0;
    failedCalls.length = 0;
    await page.goto(`${stack.baseUrl}${route.path}`, { waitUntil: 'networkidle' });
    // Settled: start-up and page spinners gone, antd skeletons and spinners done.
    await page.waitForFunction(
      () => !document.querySelector('.css-spinner, .ant-spin-spinning, .ant-skeleton-active'),
    );
    const findings: Finding[] = [
      ...errors.map((detail) => ({ check: 'console', detail })),
      ...failedCalls.map((detail) => ({ check: 'api', detail })),
      ...(await textFindings(page, language)),
      ...(await overflowFindings(page)),
      // axe and the heading outline at the desktop and on the phone (where grids scroll and controls
      // stack); the laptop walk is for overflow.
      ...(viewport === LAPTOP ? [] : [...(await axeFindings(page)), ...(await headingFindings(page))]),
    ];
    const landed = new URL(page.url()).pathname;
    const file = `${route.path.replace(/[^a-z0-9]+/gi, '_') || 'index'}.png`;
    await page.screenshot({ path: path.join(dir, file), fullPage: true });
    for (const finding of findings) {
      const known = KNOWN_FAILURES.some((k) => k.path.test(route.path) && k.check === finding.check);
      if (!known) report.push(`${route.path} (→ ${landed}) [${finding.check}] ${finding.detail}`);
    }
  }
  page.off('response', onResponse);
  return report;
}

describe('the route walk', () => {
  // Inside the describe: the suite's own `before` (stack, browser) has run by then.
  before(async () => {
    const stack = suite.stack();
    admin = await signInThroughApi(stack);
    await createUserThroughApi(stack, admin, {
      ...RESTRICTED,
      workspaceNames: [SITE],
      grants: { dashboard: ['view'], stakeholders: ['view'], socialInteractions: ['view'] },
    });
    restricted = await signInThroughApi(stack, RESTRICTED);
    routes.admin = walkRoutes(await demoIds(stack, admin.token));
    routes.restricted = walkRoutes(await demoIds(stack, admin.token, restricted.token));
  });

  for (const language of ['en', 'pt-BR'] as const) {
    for (const who of ['guest', 'admin', 'restricted'] as const) {
      it(`at 1366×768 as ${who} in ${language}: every screen reads as a product`, async () => {
        const report = await walk(who, language, DESKTOP);
        assert.deepEqual(report, [], `\n${report.join('\n')}`);
      });
    }
  }
  it('at 1280×800 as admin in pt-BR: nothing scrolls sideways beside the menu', async () => {
    const report = await walk('admin', 'pt-BR', LAPTOP);
    assert.deepEqual(report, [], `\n${report.join('\n')}`);
  });
  for (const who of ['guest', 'admin', 'restricted'] as const) {
    it(`at 360×740 as ${who} in pt-BR: every screen fits the phone and reads as a product`, async () => {
      const report = await walk(who, 'pt-BR', PHONE);
      assert.deepEqual(report, [], `\n${report.join('\n')}`);
    });
  }
});
