// Issue 12 "Proof", in the browser: the demo admin is told in the top bar's bell (its name says how
// many are unread), opens the inbox, opens a notification's record, marks everything read and the
// bell clears without a reload; an e-mail preference switched in /account is kept after a reload.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiCall, createUserThroughApi, signInThroughApi, type ApiSession } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

/**
 * Two commitments whose owner is the admin, registered by a colleague (notifications skip the one who
 * acted, so the colleague must act): the admin gets two "you were made owner" notifications.
 */
async function colleagueAssignsTheAdmin(admin: ApiSession): Promise<{ id: string; title: string }[]> {
  const stack = suite.stack();
  const me = await apiCall(stack, 'GET', 'users/detail', { token: admin.token });
  const choice = await apiCall(stack, 'GET', 'auth/workspaces', { token: admin.token });
  // A site of the demo tenant: the colleague works there, the admin reaches it from the root.
  const site = (choice.body.options as { id: string; name: string; level: number }[]).find(
    (o) => o.level === 3,
  );
  assert.ok(site, 'the demo tenant has a site');
  const email = `colleague-${randomUUID().slice(0, 8)}@conexoes.local`;
  const password = 'Colleague-assigns-2026';
  await createUserThroughApi(stack, admin, {
    name: 'Clara Colega',
    email,
    password,
    workspaceNames: [site.name],
    grants: { customModules: ['fullAccess', 'view', 'add', 'edit', 'delete'], stakeholders: ['view'] },
  });
  const colleague = await signInThroughApi(stack, { email, password });
  const made: { id: string; title: string }[] = [];
  for (const title of ['Água potável para Vila Nova', 'Escola reformada no Bairro Alto']) {
    const created = await apiCall(stack, 'POST', 'commitments/management', {
      token: colleague.token,
      body: {
        workspaceId: site.id,
        title,
        description: null,
        sourceCode: 'voluntary',
        sourceNegotiationPlanId: null,
        sourceAgreementId: null,
        sourceInteractionId: null,
        status: 'open',
        ownerId: String(me.body.id),
        dueDate: null,
        priorityCode: null,
        riskCode: null,
        beneficiaryIds: [],
        topicIds: [],
        ods: [],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    made.push({ id: String(created.body.id), title });
  }
  return made;
}

async function signedInPage() {
  const watched = await suite.page({ width: 1366, height: 768 });
  const session = await signInThroughApi(suite.stack());
  await session.applyTo(watched.context);
  return { ...watched, session };
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

describe('notifications', () => {
  it('the bell counts the unread ones, the inbox opens their records, marking all read clears the bell without a reload', async () => {
    const { page, session } = await signedInPage();
    const [water] = await colleagueAssignsTheAdmin(session);
    assert.ok(water);
    const unread = Number(
      (await apiCall(suite.stack(), 'GET', 'notifications/unread-count', { token: session.token })).body
        .unread,
    );
    assert.ok(unread >= 2, `at least the two new notifications are unread (${unread})`);

    await page.goto(`${suite.stack().baseUrl}/`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Notifications, ${unread} unread` })
      .waitFor();

    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    // The title is the record's at the time (its code and title).
    const sentence = new RegExp(`^You were made owner of the commitment “.*${water.title}”$`);
    await page.getByRole('link', { name: sentence }).click();
    await page.waitForURL(`**/commitments/management/${water.id}`);
    // Opening it read it: the bell says one less, without a reload.
    await page
      .getByRole('banner')
      .getByRole('button', { name: unread - 1 > 0 ? `Notifications, ${unread - 1} unread` : 'Notifications' })
      .waitFor();

    await bell(page).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as read').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled(), true);
  });

  it('an e-mail preference switched in /account is kept after a reload', async () => {
    const { page } = await signedInPage();
    await page.goto(`${suite.stack().baseUrl}/account`);
    const dueSoon = page.getByRole('switch', { name: 'Something I own is due soon' });
    await dueSoon.waitFor();
    assert.equal(await dueSoon.isChecked(), false, 'off by default');
    await dueSoon.click();
    await page.getByText('Notification preferences saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Something I own is due soon' }).waitFor();
    assert.equal(await page.getByRole('switch', { name: 'Something I own is due soon' }).isChecked(), true);
    assert.equal(await page.getByRole('switch', { name: 'Something I own is overdue' }).isChecked(), true);
  });
});
