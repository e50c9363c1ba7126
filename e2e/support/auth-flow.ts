// The sign-in screens as a user walks them (remote-auth), shared by the identity browser tests.
// Each step may carry the wanted page (`?redirect=`), so steps are recognised by their path alone.
import type { Page } from 'playwright-core';

/** The sign-in page's form (its own standalone layout: the card is the page's main content). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** /auth/lgpd: confirm having read the document, accept. */
export async function acceptLgpd(page: Page): Promise<void> {
  await waitForPath(page, '/auth/lgpd');
  await page.getByRole('checkbox', { name: 'I have read the document and accept it' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
}

/** /auth/workspaces: tick the named workspaces in the tree (a node brings its subtree), continue. */
export async function chooseWorkspaces(page: Page, names: string[]): Promise<void> {
  await waitForPath(page, '/auth/workspaces');
  const tree = page.getByRole('tree');
  for (const name of names) {
    await tree.getByRole('treeitem').filter({ hasText: name }).first().locator('.ant-tree-checkbox').click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}
