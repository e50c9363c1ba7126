// Issue 3 "Proof": the forgot-password e-mail round trip over real SMTP. The API sends through
// SMTP_URL to a capture server started here; the link in the e-mail sets a new password once.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { submitLogin, waitForPath } from '../support/auth-flow.ts';
import { startSmtpCapture } from '../support/smtp-capture.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/stack.ts';
import { useSuite } from '../support/suite.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());
const suite = useSuite({ env: { SMTP_URL: smtp.url } });

const NEW_PASSWORD = 'A-new-passphrase-for-2026';

const loginResponse = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().endsWith('/manager/api/v1/auth/login') && r.request().method() === 'POST',
  );

describe('forgot password', () => {
  it('e-mails a single-use link that sets a new password, and the new password signs in', async () => {
    const { page } = await suite.page();
    const baseUrl = suite.stack().baseUrl;
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await waitForPath(page, '/auth/forgot_password');
    // The sign-in form has an "E-mail" field too and stays on screen while the new page loads: fill
    // only once the page's own button is there, so the address lands in the form that sends the link.
    const send = page.getByRole('button', { name: 'Send link' });
    await send.waitFor();
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await send.click();
    await page.getByText('Check your e-mail').waitFor();

    // The admin may also get the day's overdue digest (the scan runs at start): wait for the reset one.
    const mail = await smtp.waitForMail(
      (m) => m.to.includes(ADMIN_EMAIL) && m.text.includes('reset_password?token='),
    );
    const link = mail.text.match(/https?:\/\/[^\s"'<>]+reset_password\?token=[^\s"'<>]+/)?.[0];
    assert.ok(link, `a reset link in the e-mail:\n${mail.text}`);
    assert.equal(new URL(link).origin, baseUrl, 'the link points at the app (APP_URL)');

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password changed').waitFor();

    // The old password no longer works; the new one does (first sign-in: the LGPD document is next).
    await page.goto(`${baseUrl}/auth/login`);
    const [refused] = await Promise.all([
      loginResponse(page),
      submitLogin(page, ADMIN_EMAIL, ADMIN_PASSWORD),
    ]);
    assert.equal(refused.status(), 401);
    await page.getByText('Please check your email and password').waitFor();
    const [accepted] = await Promise.all([loginResponse(page), submitLogin(page, ADMIN_EMAIL, NEW_PASSWORD)]);
    assert.equal(accepted.status(), 200, await accepted.text());
    await waitForPath(page, '/auth/lgpd');

    // The link worked once.
    const { page: again } = await suite.page();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('Yet-another-passphrase-1');
    await again.getByLabel('Repeat the new password').fill('Yet-another-passphrase-1');
    await again.getByRole('button', { name: 'Save new password' }).click();
    await again.getByText('This link is invalid or has expired.').waitFor();
  });
});
