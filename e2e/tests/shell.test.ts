// Issue 2: the federated shell as a signed-in user meets it, against the production builds served
// by `scripts/start.mjs --no-build`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { installReactRendererProbe, reactRenderers, sharedPackages } from '../support/federation-probe.ts';
import { remoteOrigin } from '../support/ports.ts';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

// ARCHITECTURE "Module federation contract": exactly one copy of each at runtime.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  'zustand',
  'i18next',
  'react-i18next',
  'dayjs',
  '@conexoes/shared',
] as const;

// Strings that occur in the library's production code and nowhere in our own: React's element
// symbol (react, react/jsx-runtime, react-dom) and antd's default seed colour.
const CODE_MARKERS: Record<string, RegExp> = {
  react: /react\.transitional\.element/,
  antd: /#1677ff/i,
};

/** Bodies of every JS response of the page, readable once the page has settled. */
function collectScripts(page: Page) {
  const pending: Promise<{ url: string; body: string } | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        () => undefined,
      ),
    );
  });
  return {
    settle: async () =>
      (await Promise.all(pending)).filter((s): s is { url: string; body: string } => s !== undefined),
  };
}

async function signedInPage(options: { width?: number; height?: number } = {}) {
  const watched = await suite.page(options);
  const session = await signInThroughApi(suite.stack());
  await session.applyTo(watched.context);
  return watched;
}

describe('shell', () => {
  it('loads with its title and the main navigation, without console errors', async () => {
    const { page, errors } = await signedInPage();
    await page.goto(`${suite.stack().baseUrl}/stakeholders`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('main').getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    assert.match(await page.title(), /Conexões/);
    const links = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem')
      .count();
    assert.ok(links >= 5, `expected the grouped navigation, found ${links} items`);
    assert.deepEqual(errors, []);
  });

  it('makes no antd component style in the browser on the sign-in page: the build made them (host/build)', async () => {
    const { page, errors } = await suite.page();
    await page.goto(`${suite.stack().baseUrl}/auth/login`);
    await page.getByLabel('Password').first().waitFor();
    // Styles antd makes at run time carry data-css-hash; the theme's variables (data-token-hash) are
    // the only ones left to make in the browser.
    const madeHere = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')].map(
        (style) => style.textContent?.slice(0, 80) ?? '',
      ),
    );
    assert.deepEqual(madeHere, []);
    const submit = page.getByRole('button', { name: 'Sign in' });
    // The button is drawn by the build-time styles: the brand's filled shade, not an unstyled button.
    const background = await submit.evaluate((button) => getComputedStyle(button).backgroundColor);
    assert.notEqual(background, 'rgba(0, 0, 0, 0)');
    assert.deepEqual(errors, []);
  });

  it('fetches a remote only when one of its paths is visited, with one React and one antd at runtime', async () => {
    const watched = await signedInPage();
    const { page, context, requests, errors } = watched;
    await installReactRendererProbe(context);
    const stack = suite.stack();
    const stakeholdersOrigin = remoteOrigin(stack.ports, 'remote_stakeholders');
    const scripts = collectScripts(page);

    await page.goto(`${stack.baseUrl}/404`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.deepEqual(
      requests.filter((url) => url.startsWith(stakeholdersOrigin)),
      [],
      'nothing of remote-stakeholders before its area is visited',
    );

    await Promise.all([
      page.waitForResponse(
        (response) => response.url().startsWith(stakeholdersOrigin) && response.status() === 200,
      ),
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('menuitem', { name: 'Stakeholders' })
        .first()
        .click(),
    ]);
    await page.getByRole('main').getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/stakeholders');

    // One react-dom renderer registered with React's DevTools hook: one React DOM at runtime.
    const renderers = await reactRenderers(page);
    assert.equal(renderers.length, 1, `one react-dom renderer, found ${JSON.stringify(renderers)}`);

    // The federation share scope: one loaded copy of every singleton, and the remote wired to it.
    const shared = await sharedPackages(page, SINGLETONS);
    for (const name of SINGLETONS) {
      assert.equal(
        shared[name].loadedVersions.length,
        1,
        `${name}: exactly one loaded copy, got ${JSON.stringify(shared[name])}`,
      );
    }
    for (const name of ['antd', '@conexoes/shared'] as const) {
      assert.ok(
        shared[name].usedBy.includes('remote_stakeholders'),
        `remote_stakeholders took ${name} from the share scope: ${JSON.stringify(shared[name])}`,
      );
    }

    // And what was downloaded: React and antd code came from the host only, none from the remote.
    const downloaded = await scripts.settle();
    const fromRemote = downloaded.filter((s) => s.url.startsWith(stakeholdersOrigin));
    const fromHost = downloaded.filter((s) => s.url.startsWith(stack.baseUrl));
    assert.ok(fromRemote.length > 0, 'the remote’s own code was downloaded');
    for (const [library, marker] of Object.entries(CODE_MARKERS)) {
      assert.ok(
        fromHost.some((s) => marker.test(s.body)),
        `${library} code is in the host’s bundles`,
      );
      assert.deepEqual(
        fromRemote.filter((s) => marker.test(s.body)).map((s) => s.url),
        [],
        `no copy of ${library} downloaded from remote-stakeholders`,
      );
    }
    assert.deepEqual(errors, []);
  });

  it('visiting /stakeholders fetches nothing from the templates remote', async () => {
    const { page, requests } = await signedInPage();
    const stack = suite.stack();
    await page.goto(`${stack.baseUrl}/stakeholders`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    const templatesOrigin = remoteOrigin(stack.ports, 'remote_templates');
    assert.ok(requests.some((url) => url.startsWith(remoteOrigin(stack.ports, 'remote_stakeholders'))));
    assert.deepEqual(
      requests.filter((url) => url.startsWith(templatesOrigin)),
      [],
    );
  });

  it('keeps the dark palette and right-to-left direction chosen in the settings drawer after a reload', async () => {
    const { page } = await signedInPage();
    await page.goto(`${suite.stack().baseUrl}/stakeholders`);
    await page.getByRole('button', { name: 'Display settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Display settings' });
    await drawer.getByText('Dark', { exact: true }).click();
    await drawer.getByText('Right to left', { exact: true }).click();
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });

    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    const background = await page.evaluate(() => {
      const layout = document.querySelector('.ant-layout') ?? document.body;
      return getComputedStyle(layout).backgroundColor;
    });
    const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    assert.ok(luminance < 0.2, `dark background expected after reload, got ${background}`);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('app.settings') ?? '{}'));
    assert.equal(stored.paletteMode, 'dark');
    assert.equal(stored.direction, 'rtl');
  });

  it('shows the 404 page for an unknown path, without fetching any remote', async () => {
    const { page, requests } = await signedInPage();
    const stack = suite.stack();
    await page.goto(`${stack.baseUrl}/no-such-area/at-all`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/404');
    const remotePorts = Object.values(stack.ports.remotes).map((port) => `:${port}/`);
    assert.deepEqual(
      requests.filter((url) => remotePorts.some((port) => url.includes(port))),
      [],
    );
  });

  it('is usable at 360 px: no horizontal scrolling, navigation behind a button', async () => {
    const { page } = await signedInPage({ width: 360, height: 740 });
    await page.goto(`${suite.stack().baseUrl}/stakeholders`);
    await page.getByRole('main').getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    const overflow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(
      overflow.scroll <= overflow.client,
      `page is ${overflow.scroll}px wide in a ${overflow.client}px viewport`,
    );
    const openNav = page.getByRole('button', { name: 'Open navigation' });
    await openNav.click();
    await page.getByRole('menuitem', { name: 'Stakeholders' }).first().waitFor();
  });

  it('scrolls a control reached by the keyboard into view below the sticky header, not under it', async () => {
    const { page } = await signedInPage({ width: 1366, height: 768 });
    await page.goto(`${suite.stack().baseUrl}/interactions`);
    const legend = page.locator('ul[aria-label="By type"] a');
    await legend.nth(1).waitFor();
    // A person has scrolled until the legend's second entry sits where the header covers it.
    await legend
      .nth(1)
      .evaluate((link) => window.scrollTo(0, window.scrollY + link.getBoundingClientRect().top - 20));
    await legend.first().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Tab');
    const header = await page.getByTestId('shell-header').boundingBox();
    const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
    assert.equal(await legend.nth(1).evaluate((link) => link === document.activeElement), true);
    assert.ok(
      header && focused >= header.y + header.height,
      `focused link at ${focused}px, under the header`,
    );
  });
});
