// Issue 10 "Proof", in the browser: an option configured in /configurations/stakeholders is used in
// a new stakeholder; a deep link survives the whole sign-in flow; a duplicate CNPJ is reported under
// its field, in view; a save confirms with a toast at the bottom right; the sign-in page stands alone
// and a signed-in user opening it is sent on to the home.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { acceptLgpd, chooseWorkspaces, submitLogin, waitForPath } from '../support/auth-flow.ts';
import type { PageOptions } from '../support/browser.ts';
import { apiCall, createUserThroughApi, signInThroughApi } from '../support/session.ts';
import { chooseLevel, openDropdown } from '../support/form-fields.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

/** Two third-level sites of the seeded demo tree: a user with both is asked which to work in. */
const SITES = ['Mina Serra Norte', 'Terminal Ferroviário Parauapebas'];

/** A valid CNPJ (check digits computed) from its first twelve digits, formatted 00.000.000/0000-00. */
function cnpj(twelve: string): string {
  const digits = twelve.split('').map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((acc, w, i) => acc + w * digits[i], 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  const s = digits.join('');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

/** The admin working in the tenant's root workspace alone (one workspace: new records go there). */
const signInToRoot = () =>
  signInThroughApi(suite.stack(), undefined, (options) =>
    options.filter((o) => o.level === 1).map((o) => o.id),
  );

async function signedInPage(options: PageOptions & { language?: string } = {}) {
  const watched = await suite.page(options);
  const session = await signInToRoot();
  await session.applyTo(watched.context);
  if (options.language) {
    // The app's own language setting (shared i18n), not the browser's locale.
    await watched.context.addInitScript((language: string) => {
      window.localStorage.setItem('app.language', language);
    }, options.language);
  }
  return { ...watched, session };
}

/** The toast (react-hot-toast's status message) saying exactly `text` (a raw key must not pass). */
const toast = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${text}$`) });

/** Whether the element's centre lies in the bottom-right quarter of the viewport. */
async function inBottomRightQuarter(page: Page, element: Locator): Promise<string | null> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  assert.ok(box && viewport, 'the toast has a box in a sized viewport');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return centre.x > viewport.width / 2 && centre.y > viewport.height / 2
    ? null
    : `toast centred at ${Math.round(centre.x)},${Math.round(centre.y)} in ${viewport.width}×${viewport.height}`;
}

/** Whether the element lies entirely inside the viewport (after any scrolling the page did). */
const isInViewport = (element: Locator): Promise<boolean> =>
  element.evaluate((node) => {
    const rect = node.getBoundingClientRect();
    return rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
  });

describe('issue 10 proof in the browser', () => {
  it('a category added in the stakeholder settings is offered by the form and shown on the new record', async () => {
    const { page, errors } = await signedInPage({ width: 1366, height: 768 });
    const baseUrl = suite.stack().baseUrl;
    const main = page.getByRole('main');
    const label = { en: 'Riverside fishing community', ptBr: 'Comunidade ribeirinha de pescadores' };

    await page.goto(`${baseUrl}/configurations/stakeholders`);
    await main.getByRole('heading', { name: 'Stakeholder settings' }).waitFor();
    // The category list is the first tab: it loads its entries with the session (no 401, no raw keys).
    const table = main.getByRole('table');
    await table.getByRole('columnheader', { name: 'Label (Portuguese)' }).waitFor();
    await table.getByRole('columnheader', { name: 'Label (English)' }).waitFor();
    assert.equal(await main.getByText('Your session has ended').count(), 0);
    await main.getByRole('button', { name: 'Add entry' }).click();
    const editor = page.getByRole('dialog', { name: 'Add entry' });
    await editor.getByLabel('Label (Portuguese)').fill(label.ptBr);
    await editor.getByLabel('Label (English)').fill(label.en);
    // No code to type: the API makes one from the English label (riversideFishingCommunity).
    assert.equal(await editor.getByLabel('Code').count(), 0, 'no code field');
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname.endsWith('/manager/api/v1/options') && r.request().method() === 'POST',
      ),
      editor.getByRole('button', { name: 'Save' }).click(),
    ]);
    assert.equal(saved.status(), 201, await saved.text());
    await editor.waitFor({ state: 'hidden' });
    // Read now (a success toast lasts 2 s), checked at the end so the rest of the walk still runs.
    const createdToast = page.getByRole('status').filter({ hasText: /^Entry “.*” created$/ });
    await createdToast.waitFor();
    const createdText = await createdToast.innerText();
    await table.getByRole('row').filter({ hasText: label.ptBr }).filter({ hasText: label.en }).waitFor();

    // The form's category select offers it; the saved record shows its label.
    await page.goto(`${baseUrl}/stakeholders/new`);
    await main.getByRole('heading', { name: 'New stakeholder' }).waitFor();
    await main.getByLabel('Name', { exact: true }).fill('Colônia de Pescadores Z-12');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    await category.click();
    await category.fill('riverside');
    await openDropdown(page).getByTitle(label.en, { exact: true }).click();
    await chooseLevel(page, 'Influence', 3);
    await chooseLevel(page, 'Interest', 4);
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/stakeholders\/[0-9a-f-]{36}$/);
    // The profile names the category by its label, never its code.
    await main.getByText(label.en, { exact: true }).waitFor();
    assert.equal(await main.getByText('riversideFishingCommunity').count(), 0, 'no option code on screen');
    assert.deepEqual(errors, []);

    // In Portuguese the same record shows the Portuguese label.
    const { page: pt, errors: ptErrors } = await signedInPage({ language: 'pt-BR' });
    await pt.goto(page.url());
    await pt.getByRole('main').getByText(label.ptBr, { exact: true }).waitFor();
    assert.deepEqual(ptErrors, []);
    assert.equal(
      createdText,
      `Entry “${label.en}” created`,
      'the option editor confirms the new entry with a toast that names it',
    );
  });

  it('a deep link opened signed out leads through sign-in, the data-protection document and the workspace choice back to it', async () => {
    const stack = suite.stack();
    const admin = await signInThroughApi(stack);
    const user = {
      name: 'Dora Deeplink',
      email: 'dora.deeplink@conexoes.local',
      password: 'Dora-follows-links-1',
    };
    await createUserThroughApi(stack, admin, {
      ...user,
      workspaceNames: SITES,
      grants: { stakeholders: ['view'] },
    });
    const { page, errors } = await suite.page();
    await page.goto(`${stack.baseUrl}/stakeholders/list`);
    await waitForPath(page, '/auth/login');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/stakeholders/list');

    await submitLogin(page, user.email, user.password);
    await acceptLgpd(page);
    await chooseWorkspaces(page, [SITES[0]]);
    await waitForPath(page, '/stakeholders/list');
    await page.getByRole('searchbox', { name: 'Search stakeholders' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('a duplicate CNPJ is reported under the CNPJ field, scrolled into view', async () => {
    const { page, session, errors } = await signedInPage({ width: 1366, height: 768 });
    const stack = suite.stack();
    const document = cnpj('274918360001');
    const first = await apiCall(stack, 'POST', 'stakeholders', {
      token: session.token,
      body: { kind: 'organization', name: 'Associação dos Moradores do Alto', document },
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));

    await page.goto(`${stack.baseUrl}/stakeholders/new`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'New stakeholder' }).waitFor();
    // antd's button-style radios hide the input: the user clicks the visible label.
    await main.getByText('Organisation', { exact: true }).click();
    await main.getByLabel('Name', { exact: true }).fill('Associação dos Moradores do Alto (segunda)');
    const field = main.getByLabel('CNPJ', { exact: true });
    await field.fill(document);
    await chooseLevel(page, 'Influence', 2);
    await chooseLevel(page, 'Interest', 2);
    // The Save button is far below: once it is in view, the CNPJ field is not.
    const save = main.getByRole('button', { name: 'Save' });
    await save.scrollIntoViewIfNeeded();
    assert.equal(await isInViewport(field), false, 'the form is taller than the window');

    const [conflict] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname.endsWith('/manager/api/v1/stakeholders') &&
          r.request().method() === 'POST',
      ),
      save.click(),
    ]);
    assert.equal(conflict.status(), 409);
    // `has` is matched inside each form item, so the field is found from the page, not from `main`.
    const item = main.locator('.ant-form-item').filter({ has: page.getByLabel('CNPJ', { exact: true }) });
    const message = item.locator('.ant-form-item-explain-error');
    await message.waitFor();
    await page.waitForFunction(
      (input) => {
        const rect = (input as Element).getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= innerHeight;
      },
      await field.elementHandle(),
    );
    assert.ok(await isInViewport(field), 'the CNPJ field is in view');
    assert.equal(
      await main.getByText('This conflicts with existing data').count(),
      0,
      'no generic alert instead of the field message',
    );
    assert.equal(new URL(page.url()).pathname, '/stakeholders/new', 'still on the form');
    assert.equal(await message.innerText(), 'A stakeholder with this CPF/CNPJ already exists');
    assert.deepEqual(
      errors.filter((e) => !e.includes('409')),
      [],
      'no console error but the refused request',
    );
  });

  it('saving an edit confirms with a toast at the bottom right', async () => {
    const { page, session, errors } = await signedInPage({ width: 1366, height: 768 });
    const stack = suite.stack();
    const created = await apiCall(stack, 'POST', 'stakeholders', {
      token: session.token,
      body: {
        kind: 'person',
        name: 'Benedita Toast Souza',
        state: 'MG',
        municipality: 'Mariana',
        influence: 2,
        interest: 5,
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = String(created.body.id);

    await page.goto(`${stack.baseUrl}/stakeholders/${id}/edit`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Edit stakeholder' }).waitFor();
    await main.getByLabel('E-mail', { exact: true }).fill('benedita.souza@example.com');
    await main.getByRole('button', { name: 'Save' }).click();
    const confirmation = toast(page, 'Stakeholder saved');
    await confirmation.waitFor();
    assert.equal(await inBottomRightQuarter(page, confirmation), null);
    await page.waitForURL((url) => url.pathname === `/stakeholders/${id}`);
    await main.getByText('benedita.souza@example.com').first().waitFor();
    assert.deepEqual(errors, []);
  });

  it('the sign-in page stands alone, and a signed-in user opening it is sent on to the home', async () => {
    const stack = suite.stack();
    const { page: guest, errors: guestErrors } = await suite.page();
    await guest.goto(`${stack.baseUrl}/auth/login`);
    const form = guest.getByRole('main');
    await form.getByLabel('E-mail').waitFor();
    await form.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    assert.equal(await guest.getByRole('navigation', { name: 'Main navigation' }).count(), 0, 'no app menu');
    assert.equal(await guest.getByRole('button', { name: 'Open navigation' }).count(), 0, 'no menu button');
    assert.equal(await guest.locator('.ant-layout-sider').count(), 0, 'no sidebar');
    assert.deepEqual(guestErrors, []);

    const { page, errors } = await signedInPage();
    await page.goto(`${stack.baseUrl}/auth/login`);
    await waitForPath(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(errors, []);
  });

  for (const path of ['/auth/forgot_password', '/auth/reset_password?token=expired']) {
    it(`${path.split('?')[0]} stands alone too, on a desktop and on a phone (one header, no app menu)`, async () => {
      const stack = suite.stack();
      for (const viewport of [{}, { width: 360, height: 740 }]) {
        const { page, errors } = await suite.page(viewport);
        await page.goto(`${stack.baseUrl}${path}`);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
        assert.equal(
          await page.getByRole('navigation', { name: 'Main navigation' }).count(),
          0,
          'no app menu',
        );
        assert.equal(
          await page.getByRole('button', { name: 'Open navigation' }).count(),
          0,
          'no menu button',
        );
        assert.equal(await page.locator('.ant-layout-sider, .ant-layout-header').count(), 0, 'no shell');
        assert.deepEqual(errors, []);
      }
    });
  }
});
