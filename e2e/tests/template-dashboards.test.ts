// Issue 13 "Proof", the template dashboards in Chromium: each page (and one engagement's) opens with
// its one h1, its KPI cards and its list, with no console error and no serious/critical axe
// violation; a list is searched and a row opened in its drawer; an account form checks its fields
// and confirms with a toast. All of it demo data made in the browser — no API call of its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ENGAGEMENT_ID } from '../../remote-templates/src/dashboards/data/engagement-ids.ts';
import { axeFindings, type Finding } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const PAGES: Array<[path: string, title: string]> = [
  ['/dashboard/academy', 'Academy'],
  ['/dashboard/account', 'Account'],
  ['/dashboard/analytics', 'Analytics'],
  ['/dashboard/blog', 'Blog'],
  ['/dashboard/crypto', 'Crypto'],
  ['/dashboard/customers', 'Customers'],
  ['/dashboard/influencers', 'Influencers'],
  ['/dashboard/ecommerce', 'E-commerce'],
  ['/dashboard/file-manager', 'File manager'],
  ['/dashboard/invoices', 'Invoices'],
  ['/dashboard/jobs', 'Jobs'],
  ['/dashboard/logistics', 'Logistics'],
  ['/dashboard/orders', 'Orders'],
  ['/dashboard/products', 'Products'],
  ['/dashboard/social', 'Social'],
  [`/dashboard/engagements/${DEMO_ENGAGEMENT_ID}`, 'Public hearing — Vila Sanção'],
];

async function signedInPage(width = 1366, height = 768) {
  const watched = await suite.page({ width, height });
  const session = await signInThroughApi(suite.stack());
  await session.applyTo(watched.context);
  return watched;
}

const open = (page: Page, path: string) => page.goto(`${suite.stack().baseUrl}${path}`);

describe('issue 13 proof: the template dashboards in the browser', () => {
  it('each dashboard renders its title, figures and list without a console error or an axe violation', async () => {
    const watched = await signedInPage();
    const { page } = watched;
    const findings: Finding[] = [];
    for (const [path, title] of PAGES) {
      await open(page, path);
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
      if (!path.endsWith('/account')) {
        await page.locator('.dash-kpi').first().waitFor();
        await page.getByRole('table').first().waitFor();
        // The charts (a canvas each) are drawn before the page is checked.
        await page.locator('[role="img"] canvas').first().waitFor();
      }
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, `${path}: one h1`);
      findings.push(
        ...watched.errors.splice(0).map((detail) => ({ check: 'console', detail: `${path}: ${detail}` })),
        ...(await axeFindings(page)).map((f) => ({ ...f, detail: `${path}: ${f.detail}` })),
      );
    }
    assert.deepEqual(findings, [], findings.map((f) => `${f.check}: ${f.detail}`).join('\n'));
  });

  it('a list is searched and a row opened in its drawer; the engagement opens from the social dashboard', async () => {
    const { page, errors } = await signedInPage();
    await open(page, '/dashboard/social');
    await page.getByRole('textbox', { name: 'Search engagements' }).fill('vila sancao');
    await page.getByText('1 row', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Public hearing — Vila Sanção' }).click();
    const drawer = page.getByRole('dialog', { name: 'Public hearing — Vila Sanção' });
    await drawer.getByText('Parauapebas (PA)').waitFor();
    await drawer.getByRole('link', { name: "Open the engagement's page" }).click();
    await page.waitForURL(`**/dashboard/engagements/${DEMO_ENGAGEMENT_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Public hearing — Vila Sanção' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('the account profile is checked, then saved with a toast; in Portuguese money reads in reais', async () => {
    const { page, errors, context } = await signedInPage();
    await open(page, '/dashboard/account');
    await page.getByLabel('E-mail').fill('helena@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByLabel('E-mail').fill('helena@conexoes.com.br');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Profile saved$/ })
      .waitFor();

    await context.addInitScript(() => window.localStorage.setItem('app.language', 'pt-BR'));
    await open(page, '/dashboard/invoices');
    await page.getByRole('heading', { level: 1, name: 'Faturas' }).waitFor();
    const billed = await page.locator('.dash-kpi-value').first().textContent();
    assert.match(billed ?? '', /^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/);
    assert.deepEqual(errors, []);
  });
});
