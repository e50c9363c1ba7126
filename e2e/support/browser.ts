// Debian's Chromium driven by playwright-core. `chromium.launch` gives every run a fresh temporary
// user-data-dir (and removes it), so no state leaks between runs.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ensureArtifactsDir } from './paths.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Upper bound of one wait in a browser test (locator, response, navigation); E2E_TIMEOUT_MS overrides. */
export const ACTION_TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 45_000);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`${CHROMIUM_PATH} not found: run scripts/install-ci-deps.sh (apt-get install chromium).`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export type WatchedPage = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
  close: () => Promise<void>;
};

/** `timezoneId`: the device's clock (IANA), e.g. a team in Manaus. */
export type PageOptions = { width?: number; height?: number; locale?: string; timezoneId?: string };

/** A fresh context (empty storage) with one page whose errors and requests are recorded. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  // Generous bounds: on a loaded 2-core machine one scrypt verification alone can take seconds.
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS * 1.5);
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { context, page, errors, requests, close: () => context.close() };
}

/** Saves a screenshot named after the test, for failures. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const file = path.join(ensureArtifactsDir(), `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
}
