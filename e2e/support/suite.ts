// node:test plumbing shared by the browser test files: one product stack and one Chromium per file,
// a fresh browser context (empty storage and cache) per test, screenshots of failures.
import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, openPage, saveScreenshot, type PageOptions, type WatchedPage } from './browser.ts';
import { startStack, type Stack, type StackOptions } from './stack.ts';

export type Suite = {
  stack: () => Stack;
  browser: () => Browser;
  /** A new page in a fresh context; closed automatically after the test. */
  page: (options?: PageOptions) => Promise<WatchedPage>;
};

export function useSuite(options: StackOptions = {}): Suite {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  let open: WatchedPage[] = [];

  before(async () => {
    stack = await startStack(options);
    browser = await launchChromium();
  });

  afterEach(async (context) => {
    const failed = (context as { passed?: boolean }).passed === false;
    for (const watched of open) {
      if (failed) await saveScreenshot(watched.page, context.name);
      await watched.close().catch(() => undefined);
    }
    open = [];
  });

  after(async () => {
    await browser?.close().catch(() => undefined);
    await stack?.stop();
  });

  return {
    stack: () => {
      if (!stack) throw new Error('stack not started');
      return stack;
    },
    browser: () => {
      if (!browser) throw new Error('browser not launched');
      return browser;
    },
    page: async (pageOptions) => {
      if (!browser) throw new Error('browser not launched');
      const watched = await openPage(browser, pageOptions);
      open.push(watched);
      return watched;
    },
  };
}
