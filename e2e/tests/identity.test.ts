// Issue 3 "Proof", in the browser: the seeded admin's first sign-in, a user limited to viewing
// stakeholders in one third-level workspace, and a 403 sending the browser back to sign-in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptLgpd, chooseWorkspaces, submitLogin, waitForPath } from '../support/auth-flow.ts';
import { createUserThroughApi, setUserGrantsThroughApi, signInThroughApi } from '../support/session.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/stack.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const TENANT = 'Mineração Vale Verde';
const SITE = 'Mina Serra Norte'; // a third-level workspace of the seeded demo tree
const LIMITED = {
  name: 'Vera Viewer',
  email: 'vera.viewer@conexoes.local',
  password: 'Vera-sees-stakeholders-1',
};
const nav = (page: import('playwright-core').Page) =>
  page.getByRole('navigation', { name: 'Main navigation' });

describe('identity in the browser', () => {
  it('first sign-in of the seeded admin: accept the LGPD document, choose workspaces, arrive home', async () => {
    const { page, errors } = await suite.page();
    // Signed out, a product page sends to sign-in.
    await page.goto(`${suite.stack().baseUrl}/stakeholders`);
    await waitForPath(page, '/auth/login');
    await page.goto(`${suite.stack().baseUrl}/auth/login`);

    await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await acceptLgpd(page);
    await chooseWorkspaces(page, [TENANT]);
    // Home is the overview (issue 10 item 3), no longer the template's landing page.
    await waitForPath(page, '/dashboard');
    await nav(page).getByRole('menuitem', { name: 'Stakeholders' }).first().waitFor();
    await nav(page).getByRole('menuitem', { name: 'Users' }).first().waitFor();

    // The session survives a reload, and nothing asks for the document again.
    await page.reload();
    await nav(page).getByRole('menuitem', { name: 'Users' }).first().waitFor();
    assert.ok(!new URL(page.url()).pathname.startsWith('/auth/'));
    assert.deepEqual(errors, []);
  });

  it('an admin creates a user who may only view stakeholders in one third-level workspace; that user sees only that', async () => {
    const admin = await suite.page();
    const session = await signInThroughApi(suite.stack());
    await session.applyTo(admin.context);
    const { page } = admin;
    await page.goto(`${suite.stack().baseUrl}/users/new`);
    await page.getByLabel('Name').fill(LIMITED.name);
    await page.getByLabel('E-mail').fill(LIMITED.email);
    const workspaces = page.getByRole('combobox', { name: 'Workspaces' });
    await workspaces.click();
    await workspaces.fill(SITE);
    await page.locator('.ant-select-dropdown').getByTitle(SITE).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Initial password (optional)').fill(LIMITED.password);
    // The permission matrix: only "Stakeholders: View" stays ticked. `all()` does not wait, and on a
    // busy machine the matrix may not be drawn yet: wait for it, or nothing is unticked.
    const cells = page.getByRole('checkbox', { name: /^[^:]+: .+$/ });
    await page.getByRole('checkbox', { name: 'Stakeholders: View' }).waitFor();
    for (const cell of await cells.all()) {
      const label = await cell.getAttribute('aria-label');
      if (await cell.isDisabled()) continue;
      await cell.setChecked(label === 'Stakeholders: View');
    }
    const ticked = [];
    for (const cell of await cells.all())
      if (await cell.isChecked()) ticked.push(await cell.getAttribute('aria-label'));
    assert.deepEqual(ticked, ['Stakeholders: View'], 'the matrix holds only what was ticked');
    // A new account asks the creating administrator's own password (docs/decisions/0056).
    await page.getByLabel('Your password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);

    const { page: vera, errors } = await suite.page();
    await vera.goto(`${suite.stack().baseUrl}/auth/login`);
    await submitLogin(vera, LIMITED.email, LIMITED.password);
    await acceptLgpd(vera);
    // One workspace only: it is chosen without asking.
    await vera.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    await nav(vera).getByRole('menuitem', { name: 'Stakeholders' }).first().waitFor();
    for (const hidden of ['Users', 'Workspaces', 'Interactions', 'Negotiation plans', 'Configurations']) {
      assert.equal(
        await nav(vera).getByRole('menuitem', { name: hidden, exact: true }).count(),
        0,
        `${hidden} is hidden`,
      );
    }
    // The top bar names the one workspace in use.
    await vera.getByRole('button', { name: `Workspaces in use: ${SITE}. Change workspaces` }).waitFor();
    const token = await vera.evaluate(() => localStorage.getItem('accessToken'));
    assert.ok(token);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const workspaceIds = (claims.workspaceIds ?? claims.wid ?? claims.wks) as string[];
    assert.equal(workspaceIds.length, 1, 'the token carries exactly the one workspace');
    await vera.goto(`${suite.stack().baseUrl}/stakeholders`);
    await vera.getByRole('main').getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    assert.deepEqual(errors, []);
    // Areas outside her flags are closed even by address.
    await vera.goto(`${suite.stack().baseUrl}/users`);
    await waitForPath(vera, '/401');
  });

  it('a 403 from the API sends the browser to /auth/login', async () => {
    const stack = suite.stack();
    const admin = await signInThroughApi(stack);
    const otto = {
      name: 'Otto Outsider',
      email: 'otto@conexoes.local',
      password: 'Otto-only-stakeholders-1',
    };
    const { id } = await createUserThroughApi(stack, admin, {
      ...otto,
      workspaceNames: [SITE],
      grants: { stakeholders: ['view'] },
    });
    const { page, context } = await suite.page();
    await (await signInThroughApi(stack, otto)).applyTo(context);
    await page.goto(`${stack.baseUrl}/stakeholders/list`);
    const search = page.getByRole('searchbox', { name: 'Search stakeholders' });
    await search.waitFor();

    // While Otto works, an admin withdraws his access: the server now refuses his next call.
    await setUserGrantsThroughApi(stack, admin, id, {});
    await search.fill('Serra');
    await Promise.all([
      page.waitForResponse(
        (response) => response.url().includes('/manager/api/v1/stakeholders') && response.status() === 403,
      ),
      search.press('Enter'),
    ]);
    await waitForPath(page, '/auth/login');
  });
});
