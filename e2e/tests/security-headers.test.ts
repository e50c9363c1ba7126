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
import { directives, recordViolations } from '../support/csp.ts';

const suite = useSuite();

const TENANT = 'Mineração Vale Verde';

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
    const violations = await recordViolations(context);
    const baseUrl = suite.stack().baseUrl;

    const login = await page.goto(`${baseUrl}/auth/login`);
    assert.ok(login?.headers()['content-security-policy'], 'the sign-in page came without its policy');
    // The brand panel's inline script ran (it would be blocked without its hash).
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-brand-panel')), true);
    await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await acceptLgpd(page);
    await chooseWorkspaces(page, [TENANT]);
    // A member's home is the overview (issue 10).
    await waitForPath(page, '/dashboard');

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

  it('the API sees the address the :8080 server saw, whatever X-Forwarded-For says; a too-large body is a 413', async () => {
    const stack = suite.stack();
    // The global per-IP limit's counter: one bucket for all three requests, not one per forged address.
    const remaining: number[] = [];
    let limit = 0;
    for (const forged of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      // An empty sign-in: a 422 that counts against the global limit, not as a failed sign-in.
      const response = await fetch(`${stack.apiBaseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': forged },
        body: '{}',
      });
      assert.equal(response.status, 422);
      limit = Number(response.headers.get('x-ratelimit-limit'));
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    assert.ok(limit > 0, 'the API sent no rate-limit headers');
    assert.ok(
      Math.min(remaining[1], remaining[2]) < limit - 1,
      `remaining ${remaining.join(', ')} of ${limit}`,
    );

    const tooLarge = await fetch(`${stack.apiBaseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(1_500_000), password: 'x' }),
    });
    assert.equal(tooLarge.status, 413);
    assert.equal(((await tooLarge.json()) as { status: number }).status, 413);
  });
});
