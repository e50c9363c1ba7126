// antd form controls as a user works them, shared by the browser tests of the stakeholder form.
import type { Locator, Page } from 'playwright-core';

/** The open antd Select dropdown (closed ones stay in the DOM, hidden). */
export const openDropdown = (page: Page): Locator =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Picks a level (1–5) of the stakeholder form's Influence or Interest scale (unset until chosen). */
export async function chooseLevel(page: Page, field: 'Influence' | 'Interest', level: number): Promise<void> {
  // `has` is matched inside each form item, so it starts from the page, not from `main`.
  const item = page
    .getByRole('main')
    .locator('.ant-form-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${field}$`) }) });
  await item.getByText(String(level), { exact: true }).click();
}
