// Issue 13, the template area's public face in the browser: the landing page a visitor reads at /,
// a signed-in person sent from / to the product's home, the component showcase (its right-to-left
// switch and dark preview) and the documentation read from Markdown in the app's language — each
// without a console error or a serious/critical axe violation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForPath } from '../support/auth-flow.ts';
import type { WatchedPage } from '../support/browser.ts';
import { axeFindings, headingFindings, type Finding } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const open = (page: Page, path: string) => page.goto(`${suite.stack().baseUrl}${path}`);

/** What a person would notice went wrong: console errors, axe serious/critical, not one h1. */
async function assertCleanPage(watched: WatchedPage, what: string) {
  const findings: Finding[] = [
    ...watched.errors.map((detail) => ({ check: 'console', detail })),
    ...(await axeFindings(watched.page)),
    ...(await headingFindings(watched.page)),
  ];
  assert.deepEqual(findings, [], `${what}: ${findings.map((f) => `${f.check}: ${f.detail}`).join('\n')}`);
}

describe('the template area for a visitor: landing, showcase, docs', () => {
  it('a visitor at / reads what Conexões does and finds the way to sign in and to the plans', async () => {
    const watched = await suite.page({ width: 1366, height: 768 });
    const { page } = watched;
    await open(page, '/');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Every relationship with the communities around your operation, in one place',
      })
      .waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Data protection and international standards' })
      .waitFor();
    assert.equal(
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).first().getAttribute('href'),
      '/auth/login',
    );
    await assertCleanPage(watched, '/ for a visitor');
    await page.getByRole('link', { name: 'See plans and pricing' }).click();
    await waitForPath(page, '/pricing');
    await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
  });

  it('a signed-in person opening / lands on the overview, not on the landing page', async () => {
    const watched = await suite.page({ width: 1366, height: 768 });
    const session = await signInThroughApi(suite.stack());
    await session.applyTo(watched.context);
    await open(watched.page, '/');
    await waitForPath(watched.page, '/dashboard');
    assert.equal(
      await watched.page.getByRole('heading', { name: /Every relationship with the communities/ }).count(),
      0,
    );
  });

  it('a components page in the theme: right to left for the examples only, a dark preview, both clean', async () => {
    const watched = await suite.page({ width: 1366, height: 768 });
    const { page } = watched;
    await open(page, '/components/inputs');
    await page.getByRole('heading', { level: 1, name: 'Form fields' }).waitFor();
    const phone = page.getByLabel('Phone');
    await phone.fill('31987654321');
    assert.equal(await phone.inputValue(), '(31) 98765-4321');
    await assertCleanPage(watched, '/components/inputs');

    const frame = page.getByTestId('showcase-frame');
    await page.getByRole('switch', { name: 'Right to left' }).click();
    assert.equal(await frame.getAttribute('dir'), 'rtl');
    assert.equal(
      await page.evaluate(() => document.documentElement.dir),
      'ltr',
      'the app stays left to right',
    );

    await page.getByText('Dark', { exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    assert.equal(
      await page.evaluate(() => window.localStorage.getItem('app.settings')),
      null,
      'nothing saved',
    );
    await assertCleanPage(watched, '/components/inputs, dark and right to left');
  });

  it('the charts and the import wizard of the showcase render without errors', async () => {
    const watched = await suite.page({ width: 1366, height: 768 });
    const { page } = watched;
    await open(page, '/components/charts');
    await page
      .getByRole('img', { name: /Interactions per month/ })
      .locator('canvas')
      .first()
      .waitFor();
    await assertCleanPage(watched, '/components/charts');
    await open(page, '/components/import-wizard');
    await page.getByRole('button', { name: 'Import stakeholders' }).click();
    await page.getByRole('dialog', { name: 'Import stakeholders (demo)' }).waitFor();
    assert.deepEqual(watched.errors, []);
  });

  it('the docs follow the app language: the getting-started guide in pt-BR, clean', async () => {
    const watched = await suite.page({ width: 1366, height: 768 });
    await watched.context.addInitScript(() => window.localStorage.setItem('app.language', 'pt-BR'));
    const { page } = watched;
    await open(page, '/docs/getting-started');
    await page.getByRole('heading', { level: 1, name: 'Primeiros passos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Entrar no sistema/ }).waitFor();
    await assertCleanPage(watched, '/docs/getting-started in pt-BR');
    // A section link of the sidebar scrolls to its anchored heading.
    await page
      .getByRole('navigation', { name: 'Documentação' })
      .getByRole('link', { name: 'Permissões' })
      .click();
    assert.equal(new URL(page.url()).hash, '#permissoes');
  });

  it('the API reference renders from the repository Markdown, tables included, clean', async () => {
    const watched = await suite.page({ width: 1366, height: 768 });
    const { page } = watched;
    await open(page, '/docs/api');
    await page.getByRole('heading', { level: 1, name: 'The Conexões API' }).waitFor();
    assert.ok((await page.getByRole('table').count()) > 0, 'the API tables are tables');
    await assertCleanPage(watched, '/docs/api');
  });
});
