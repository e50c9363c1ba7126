// What the route walk checks on every screen, as a person would notice it: raw ids, raw i18n keys,
// English words on a Portuguese screen, accessibility (axe-core), overflow on a phone, and the errors
// the page itself reports (console, failed API calls).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page, Response } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const JSON_BLOB = /[{[]\s*"[^"\n]+"\s*:[^\n]{0,40}/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
// An i18next key shown as text: dotted camelCase words without spaces (`list.columns.name`); e-mail
// addresses, host names and file names are not keys.
const RAW_KEY = /(?<![\w@/.-])[a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z0-9]*){1,}(?![\w@/-])/g;
const NOT_A_KEY = /(\.(local|com|br|org|net|xlsx|csv|pdf|json|js|png|jpg|gov)$)|^(e\.g|i\.e)$/;

// Common UI words that a pt-BR screen must not show in English (case-sensitive, whole words).
// "Status", "Dashboard", "No", "E-mail" and "Login" are left out: pt-BR uses them too.
const ENGLISH_WORDS = [
  'Save',
  'Cancel',
  'Search',
  'Delete',
  'Edit',
  'Loading',
  'Name',
  'Actions',
  'Export',
  'Import',
  'Back',
  'Next',
  'Previous',
  'Sign in',
  'Sign out',
  'Settings',
  'Users',
  'Filters',
  'Clear',
  'Details',
  'History',
  'Create',
  'New',
  'Add',
  'Close',
  'Yes',
  'Required',
  'Workspaces',
  'Stakeholders',
  'Topics',
  'Overview',
  'Language',
  'Description',
  'Category',
  'Active',
  'Inactive',
];
const ENGLISH = new RegExp(`(?<![\\p{L}])(${ENGLISH_WORDS.join('|')})(?![\\p{L}])`, 'u');

export type Finding = { check: string; detail: string };

/** Visible text of the page plus the values of its visible form fields. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fields = [...document.querySelectorAll('input, textarea')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => (el as HTMLInputElement).value);
    return [document.body.innerText, ...fields].join('\n');
  });
}

export async function textFindings(page: Page, language: 'en' | 'pt-BR'): Promise<Finding[]> {
  const text = await visibleText(page);
  const findings: Finding[] = [];
  const uuid = text.match(UUID);
  if (uuid) findings.push({ check: 'uuid', detail: `shows the id ${uuid[0]}` });
  const json = text.match(JSON_BLOB);
  if (json) findings.push({ check: 'json', detail: `shows JSON ${json[0]}` });
  for (const match of text.matchAll(RAW_KEY)) {
    if (!NOT_A_KEY.test(match[0])) findings.push({ check: 'i18n-key', detail: `shows "${match[0]}"` });
  }
  if (language === 'pt-BR') {
    for (const line of text.split('\n')) {
      const english = line.match(ENGLISH);
      if (english) findings.push({ check: 'english', detail: `"${english[0]}" in "${line.slice(0, 80)}"` });
    }
  }
  return findings;
}

/** axe-core's serious and critical violations, WCAG 2.x A/AA rules. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a script tag would be refused).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours measured mid-transition fail contrast by chance (a menu item fading to its selected colour
  // did, once, in CI): let every finite animation and transition end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: { id: string; impact: string; nodes: { target: string[] }[]; help: string }[];
    };
    const results = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.map((v) => ({ check: 'axe', detail: `${v.id}: ${v.help} (${v.targets.join(', ')})` }));
}

/** The page's structure a person and a screen reader rely on: exactly one h1. */
export async function headingFindings(page: Page): Promise<Finding[]> {
  const count = await page.locator('h1').count();
  return count === 1 ? [] : [{ check: 'h1', detail: `${count} h1 elements` }];
}

/**
 * Content wider than the screen: the page itself, or a table that scrolls sideways inside its box
 * (its last columns, often the actions, hidden past the edge). A list on a phone reads as one card per
 * row instead; only a grid (`.wide-grid`, e.g. the permission matrix) may scroll.
 */
export async function overflowFindings(page: Page): Promise<Finding[]> {
  const { scroll, width, tables } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
    tables: [...document.querySelectorAll('.ant-table-wrapper:not(.wide-grid) .ant-table-content')]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => ({
        first: box.querySelector('th')?.textContent ?? '',
        scroll: box.scrollWidth,
        client: box.clientWidth,
      })),
  }));
  return [
    ...(scroll > width ? [{ check: 'overflow', detail: `page is ${scroll} px wide in ${width} px` }] : []),
    ...tables.map((t) => ({
      check: 'overflow',
      detail: `the table headed "${t.first}" scrolls sideways: ${t.scroll} px in ${t.client} px`,
    })),
  ];
}

/** API answers a screen did not expect: any 4xx/5xx of the product API. */
export function isFailedApiCall(response: Response): boolean {
  return response.url().includes('/manager/api/') && response.status() >= 400;
}
