// Issue 9 item 4, in the browser: the host's document arrives with a strict Content-Security-Policy
// (scripts from this origin, the remotes' origins and the page's own inline scripts by hash; no
// 'unsafe-inline' for scripts) and the app still signs in and shows product pages under it, with no
// violation reported by the browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acceptLgpd, chooseWorkspaces, submitLogin, waitForPath } from '../support/auth-flow.ts';
import { REMOTE_NAMES } from '../support/ports.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/stack.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const TENANT = 'Mineração Vale Verde';

type Violation = { directive: string; blocked: string; source: string; sample: string };

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers in the browser', () => {
  it('the document carries a strict policy naming the remotes, and the headers that go with it', async () => {
    const stack = suite.stack();
    for (const route of ['/', '/auth/login', '/stakeholders']) {
      const response = await fetch(`${stack.baseUrl}${route}`);
      assert.equal(response.status, 200, route);
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      const scriptSrc = csp['script-src'] ?? [];
      assert.ok(scriptSrc.includes("'self'"), `${route}: script-src ${scriptSrc.join(' ')}`);
      assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), route);
      // The page's two inline scripts (the brand panel's), by hash.
      assert.equal(scriptSrc.filter((s) => s.startsWith("'sha256-")).length, 2, route);
      for (const name of REMOTE_NAMES) {
        const origin = new URL(stack.remoteUrl(name)).origin;
        assert.ok(scriptSrc.includes(origin), `${route}: ${origin} missing from script-src`);
      }
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], route);
      assert.deepEqual(csp['object-src'], ["'none'"], route);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer', route);
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/, route);
    }
  });

  it('signs in and shows product pages under the policy, with no violation reported', async () => {
    const { page, context, errors } = await suite.page();
    const violations: Violation[] = [];
    // Reported from every document of the context, across navigations.
    await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
      violations.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (v: Violation) => void })
          .reportCspViolation;
        void report({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        });
      });
    });
    const baseUrl = suite.stack().baseUrl;

    const login = await page.goto(`${baseUrl}/auth/login`);
    assert.ok(login?.headers()['content-security-policy'], 'the sign-in page came without its policy');
    // The brand panel's inline script ran (it would be blocked without its hash).
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-brand-panel')), true);
    await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await acceptLgpd(page);
    await chooseWorkspaces(page, [TENANT]);
    await waitForPath(page, '/');

    const main = page.getByRole('main');
    await page.goto(`${baseUrl}/stakeholders/list`);
    await page.getByRole('searchbox', { name: 'Search stakeholders' }).waitFor();
    await page.goto(`${baseUrl}/stakeholders/new`);
    await main.getByRole('heading', { name: 'New stakeholder' }).waitFor();
    await page.goto(`${baseUrl}/users`);
    await main.getByRole('heading', { name: 'Users' }).first().waitFor();

    assert.deepEqual(violations, []);
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|Refused to/i.test(e)),
      [],
    );
  });
});
