// Issue 9 item 4 for the compose host: the document served by the host container's nginx
// (deploy/nginx/host.conf, its headers rendered as the image renders them) carries the strict
// Content-Security-Policy and the headers that go with it, the app signs in and shows product pages
// under it with no violation reported, and the API behind it sees the address nginx saw. A real
// Debian nginx (support/nginx-host.ts) runs in front of the e2e stack's API and remotes; no Docker.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { acceptLgpd, chooseWorkspaces, submitLogin, waitForPath } from '../support/auth-flow.ts';
import { freePort, startNginxHost, type NginxHost } from '../support/nginx-host.ts';
import { REMOTE_NAMES } from '../support/ports.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/stack.ts';
import { useSuite } from '../support/suite.ts';
import { directives, recordViolations } from '../support/csp.ts';

const suite = useSuite();

let host: NginxHost | undefined;
const nginx = (): NginxHost => {
  if (!host) throw new Error('nginx not started');
  return host;
};

const TENANT = 'Mineração Vale Verde';

describe('the compose host nginx in the browser', () => {
  // In the suite, so it runs once useSuite's root hook has started the stack.
  before(async () => {
    host = await startNginxHost(suite.stack(), await freePort());
  });
  after(async () => {
    await host?.stop();
  });

  it('the document carries the strict policy and the headers that go with it, as npm start sends them', async () => {
    const stack = suite.stack();
    const remoteOrigins = REMOTE_NAMES.map((name) => new URL(stack.remoteUrl(name)).origin);
    for (const route of ['/', '/auth/login', '/stakeholders']) {
      const response = await fetch(`${nginx().baseUrl}${route}`);
      assert.equal(response.status, 200, route);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/, route);
      assert.match(await response.text(), /<div id="root">/, route);
      const header = response.headers.get('content-security-policy') ?? '';
      const csp = directives(header);
      const scriptSrc = csp['script-src'] ?? [];
      assert.ok(scriptSrc.includes("'self'"), `${route}: script-src ${scriptSrc.join(' ')}`);
      assert.ok(!scriptSrc.includes("'unsafe-inline'") && !scriptSrc.includes("'unsafe-eval'"), route);
      // The page's two inline scripts (the brand panel's), by hash.
      assert.equal(scriptSrc.filter((s) => s.startsWith("'sha256-")).length, 2, route);
      for (const origin of remoteOrigins) {
        assert.ok(scriptSrc.includes(origin), `${route}: ${origin} missing from script-src`);
        assert.ok(csp['connect-src']?.includes(origin), `${route}: ${origin} missing from connect-src`);
      }
      assert.ok(csp['connect-src']?.includes("'self'"), `${route}: connect-src without 'self'`);
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], route);
      assert.deepEqual(csp['object-src'], ["'none'"], route);
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer', route);
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(\)/, route);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', route);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', route);
      assert.equal(response.headers.get('cache-control'), 'no-cache', route);
      // Plain HTTP: no HSTS.
      assert.equal(response.headers.get('strict-transport-security'), null, route);

      // One definition (scripts/lib/security-headers.mjs): the same policy as `npm start`'s server.
      const direct = await fetch(`${stack.baseUrl}${route}`);
      await direct.arrayBuffer();
      assert.deepEqual(csp, directives(direct.headers.get('content-security-policy') ?? ''), route);
      for (const name of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
        assert.equal(response.headers.get(name), direct.headers.get(name), `${route}: ${name}`);
      }
    }

    // Behind the TLS terminator (X-Forwarded-Proto: https) the document adds HSTS.
    const overHttps = await fetch(`${nginx().baseUrl}/auth/login`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    await overHttps.arrayBuffer();
    assert.match(overHttps.headers.get('strict-transport-security') ?? '', /^max-age=31536000/);

    // A bundle that is not (yet) deployed is a 404 that no cache keeps for a year.
    const missing = await fetch(`${nginx().baseUrl}/0000.0badc0de.js`);
    await missing.arrayBuffer();
    assert.equal(missing.status, 404);
    assert.doesNotMatch(missing.headers.get('cache-control') ?? '', /immutable|max-age=31536000/);
  });

  it('signs in through the page and reaches the stakeholder list with no violation reported', async () => {
    const { page, context, errors, requests } = await suite.page();
    const violations = await recordViolations(context);
    const baseUrl = nginx().baseUrl;

    const login = await page.goto(`${baseUrl}/auth/login`);
    assert.ok(login?.headers()['content-security-policy'], 'the sign-in page came without its policy');
    // The brand panel's inline script ran (it would be blocked without its hash).
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute('data-brand-panel')), true);
    await submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await acceptLgpd(page);
    await chooseWorkspaces(page, [TENANT]);
    await waitForPath(page, '/dashboard');

    await page.goto(`${baseUrl}/stakeholders/list`);
    await page.getByRole('searchbox', { name: 'Search stakeholders' }).waitFor();

    // The API was reached through nginx, on the page's own origin.
    assert.ok(
      requests.some((url) => url.startsWith(`${baseUrl}/manager/api/v1/auth/login`)),
      'the sign-in did not go through nginx',
    );
    assert.deepEqual(violations, []);
    assert.deepEqual(
      errors.filter((e) => /Content Security Policy|Refused to/i.test(e)),
      [],
    );
  });

  it('the API sees the address nginx saw, whatever X-Forwarded-For the client sent', async () => {
    // The global per-IP limit's counter: one bucket for all three requests, not one per forged
    // address (an appended X-Forwarded-For would make the API, which trusts loopback, pick the forged one).
    const remaining: number[] = [];
    let limit = 0;
    for (const forged of ['203.0.113.21', '203.0.113.22', '203.0.113.23']) {
      // An empty sign-in: a 422 that counts against the global limit, not as a failed sign-in.
      const response = await fetch(`${nginx().baseUrl}/manager/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': forged },
        body: '{}',
      });
      assert.equal(response.status, 422);
      // nginx adds these on its own answers; the API's copies are not sent a second time.
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
      limit = Number(response.headers.get('x-ratelimit-limit'));
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    assert.ok(limit > 0, 'the API sent no rate-limit headers');
    assert.ok(
      Math.min(remaining[1], remaining[2]) < limit - 1,
      `remaining ${remaining.join(', ')} of ${limit}`,
    );
  });
});
