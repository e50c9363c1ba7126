// Issue 13 "Proof", in the browser: the template area's working pages, all client state kept in the
// persisted `root` (docs/decisions/0034). A kanban task moved by mouse and by keyboard, a calendar
// event created and dragged to another day — both still there after a reload; an unread chat thread
// read; a mail sent and found under Sent; a demo account registered, signed in and its token refused
// as expired once two days have passed, the product's own session untouched; every page without a
// console error or a serious/critical axe violation; a corrupt `root` ignored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { PageOptions, WatchedPage } from '../support/browser.ts';
import { axeFindings, type Finding } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const DAY_MS = 86_400_000;
/** SPEC §9: a demo token lives 172800 s. */
const DEMO_TOKEN_LIFETIME_MS = 172_800_000;

/** A product user signed in (through the API) on a 1366×768 screen. */
async function signedInPage(options: PageOptions = {}) {
  const watched = await suite.page({ width: 1366, height: 768, ...options });
  const session = await signInThroughApi(suite.stack());
  await session.applyTo(watched.context);
  return { ...watched, session };
}

const open = (page: Page, path: string) => page.goto(`${suite.stack().baseUrl}${path}`);

/** The toast saying exactly `text` (a raw key must not pass). */
const toast = (page: Page, text: string | RegExp): Locator =>
  page
    .getByRole('status')
    .filter({ hasText: typeof text === 'string' ? new RegExp(`^${escapeRegExp(text)}$`) : text });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a person would notice went wrong on the page: console errors and axe serious/critical. */
async function assertCleanPage(watched: WatchedPage, what: string) {
  const findings: Finding[] = [
    ...watched.errors.map((detail) => ({ check: 'console', detail })),
    ...(await axeFindings(watched.page)),
  ];
  assert.deepEqual(findings, [], `${what}: ${findings.map((f) => `${f.check}: ${f.detail}`).join('\n')}`);
}

/** Presses the pointer on `from`, travels in steps to `to`'s centre and releases it there. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  assert.ok(start, 'the dragged element has a box');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  // A few pixels first: both libraries start a drag only after the pointer travels.
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  const end = await to.boundingBox();
  assert.ok(end, 'the drop target has a box');
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.mouse.move(end.x + end.width / 2 + 2, end.y + end.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

describe('issue 13 proof: the template pages in the browser', () => {
  it('kanban: a task moved to another column by mouse and by keyboard stays there after a reload', async () => {
    const watched = await signedInPage();
    const { page } = watched;
    await open(page, '/dashboard/kanban');
    await page.getByRole('heading', { level: 1, name: 'Kanban' }).waitFor();
    await assertCleanPage(watched, 'kanban');

    const column = (name: string) => page.getByRole('list', { name, exact: true });
    const task = (name: string) => page.getByRole('button', { name: `Open task ${name}`, exact: true });
    const byMouse = 'Call the fishing cooperative';
    const byKeyboard = 'Book the bus for the site visit';
    for (const name of [byMouse, byKeyboard]) {
      await page.getByRole('textbox', { name: 'New task in To do' }).fill(name);
      await page.getByRole('textbox', { name: 'New task in To do' }).press('Enter');
      await toast(page, `Task “${name}” added`).waitFor();
      await column('To do')
        .getByRole('button', { name: `Open task ${name}` })
        .waitFor();
    }

    // By mouse: the task's move handle dragged onto the "In progress" column.
    await dragWithMouse(
      page,
      page.getByRole('button', { name: `Move task ${byMouse}`, exact: true }),
      column('In progress'),
    );
    await toast(page, `Task “${byMouse}” moved to In progress`).waitFor();
    await column('In progress')
      .getByRole('button', { name: `Open task ${byMouse}` })
      .waitFor();

    // By keyboard (@dnd-kit): space picks the task up, the right arrow carries it to the next column,
    // space drops it. Each step is awaited through the screen reader's announcement.
    const handle = page.getByRole('button', { name: `Move task ${byKeyboard}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // Picked up (the announcement of the pick-up is at once followed by the one of where it is).
    await handle.and(page.locator('[aria-pressed="true"]')).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText(`Task ${byKeyboard} is over In progress`).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await page.getByText(`Task ${byKeyboard} dropped in In progress`).waitFor({ state: 'attached' });
    await toast(page, `Task “${byKeyboard}” moved to In progress`).waitFor();

    await page.reload();
    for (const name of [byMouse, byKeyboard]) {
      await column('In progress')
        .getByRole('button', { name: `Open task ${name}` })
        .waitFor();
      assert.equal(
        await column('To do')
          .getByRole('button', { name: `Open task ${name}` })
          .count(),
        0,
      );
    }
    assert.equal(await task(byMouse).count(), 1, 'the task exists once, not copied');
    await assertCleanPage(watched, 'kanban after the moves');
  });

  it('calendar: an event created on a day and dragged to another stays there after a reload', async () => {
    const watched = await signedInPage();
    const { page } = watched;
    await open(page, '/dashboard/calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    await page.locator('.fc-daygrid-day').first().waitFor();
    await assertCleanPage(watched, 'calendar');

    // Two days of this month without a demo event (the demo events sit around today).
    const freeDays = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('td.fc-daygrid-day:not(.fc-day-other)')]
        .filter((cell) => cell.querySelector('.fc-event') === null)
        .map((cell) => cell.dataset.date ?? ''),
    );
    assert.ok(freeDays.length >= 10, `free days this month: ${freeDays.join(', ')}`);
    const [from, to] = [freeDays[1], freeDays[freeDays.length - 2]];
    const day = (date: string) => page.locator(`td.fc-daygrid-day[data-date="${date}"]`);
    const title = 'Meeting with the fishermen of Rio Doce';

    // Selecting a day opens the new event's dialog on that day (all day).
    const frame = day(from).locator('.fc-daygrid-day-frame');
    const box = await frame.boundingBox();
    assert.ok(box);
    await frame.click({ position: { x: box.width / 2, y: box.height - 6 } });
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Event “${title}” created`).waitFor();
    const event = (date: string) => day(date).locator('.fc-event', { hasText: title });
    await event(from).waitFor();

    await dragWithMouse(page, event(from), day(to).locator('.fc-daygrid-day-frame'));
    await toast(page, new RegExp(`^Event “${escapeRegExp(title)}” moved to `)).waitFor();
    await event(to).waitFor();
    assert.equal(await event(from).count(), 0, 'the event left its first day');

    await page.reload();
    await event(to).waitFor();
    assert.equal(await page.locator('.fc-event', { hasText: title }).count(), 1);
    await assertCleanPage(watched, 'calendar after the move');
  });

  it('chat: opening an unread conversation clears its unread count, also after a reload', async () => {
    const watched = await signedInPage();
    const { page } = watched;
    await open(page, '/dashboard/chat');
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await assertCleanPage(watched, 'chat');

    // The demo data: Ana Souza's conversation has two unread messages, Marina and Rafael's one.
    const conversations = page.getByRole('navigation', { name: 'Conversations' });
    const thread = (names: string) =>
      conversations.getByRole('button').filter({ has: page.getByText(names, { exact: true }) });
    const unreadText = async (names: string) =>
      (await thread(names).innerText()).match(/\d+ unread messages?/)?.[0] ?? 'read';
    assert.equal(await unreadText('Ana Souza'), '2 unread messages');
    assert.equal(await unreadText('Marina Costa, Rafael Oliveira'), '1 unread message');

    await thread('Ana Souza').click();
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    await thread('Ana Souza')
      .filter({ hasText: /unread/ })
      .waitFor({ state: 'detached' });
    assert.equal(await unreadText('Ana Souza'), 'read');
    assert.equal(
      await unreadText('Marina Costa, Rafael Oliveira'),
      '1 unread message',
      'only the opened one',
    );

    await page.reload();
    await thread('Marina Costa, Rafael Oliveira').waitFor();
    assert.equal(await unreadText('Ana Souza'), 'read', 'still read after a reload');
    assert.equal(await unreadText('Marina Costa, Rafael Oliveira'), '1 unread message');
    await assertCleanPage(watched, 'chat after opening the conversation');
  });

  it('mail: a sent email is found under Sent, also after a reload', async () => {
    const watched = await signedInPage();
    const { page } = watched;
    await open(page, '/dashboard/mail');
    await page.getByRole('heading', { level: 1, name: 'Mail' }).waitFor();
    await assertCleanPage(watched, 'mail');

    const subject = 'Agenda of the hearing in Mariana';
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByLabel('To').fill('ana.souza@example.com.br');
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Hello Ana,\n\nThe agenda is attached.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'Email sent — find it under Sent').waitFor();

    const mailboxes = page.getByRole('navigation', { name: 'Mailboxes' });
    await mailboxes.getByRole('button', { name: /^Sent/ }).click();
    const sent = page.getByRole('list', { name: 'Emails in Sent' });
    await sent.getByText(subject).waitFor();
    assert.equal(await page.getByRole('list', { name: 'Emails in Sent' }).getByText(subject).count(), 1);

    await page.reload();
    await page.getByRole('list', { name: 'Emails in Sent' }).getByText(subject).waitFor();
    await assertCleanPage(watched, 'mail under Sent');
  });

  it('demo sign-in: register, sign in, the token refused as expired two days later; the product session untouched', async () => {
    const watched = await signedInPage();
    const { page, context, session } = watched;
    // The demo account is made "three days ago": Date.now() in the page is what the demo token's
    // issue and expiry are read against (remote-templates' demo-token.ts). The product's own token is
    // still valid then (it is only read, not verified, in the browser) and the API runs on real time.
    const realNow = Date.now();
    await context.clock.install({ time: realNow - 3 * DAY_MS });
    await open(page, '/auth-demo/register/classic');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await assertCleanPage(watched, 'demo register');

    const person = {
      name: 'Helena Prado',
      email: 'helena.prado@example.com.br',
      password: 'Ribeirinha#2026',
    };
    await page.getByLabel('Full name').fill(person.name);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await toast(page, `Account created — welcome, ${person.name}`).waitFor();
    await page.waitForURL(/\/auth-demo\/login\/classic$/);
    await page.getByText(`Signed in as ${person.name}`).waitFor();

    // Signed out of the demo, a wrong password is refused, the right one signs in.
    await page.getByRole('button', { name: 'Sign out of the demo' }).click();
    await toast(page, 'Signed out of the demo').waitFor();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Please check your email and password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toast(page, `Signed in to the demo as ${person.name}`).waitFor();
    await page.getByText(`Signed in as ${person.name}`).waitFor();
    await page.getByText('Plan: Standard').waitFor();
    await assertCleanPage(watched, 'demo session');

    // Back to today: the token, issued three days ago, lived 172800 s.
    assert.ok(3 * DAY_MS > DEMO_TOKEN_LIFETIME_MS);
    await context.clock.setSystemTime(realNow);
    await page.getByRole('button', { name: 'Check the token again' }).click();
    await page.getByRole('alert').filter({ hasText: 'The demo token was refused: Expired token' }).waitFor();
    assert.equal(await page.getByText(`Signed in as ${person.name}`).count(), 0);

    // The product's session: the same token in storage, and a product page opens signed in.
    const stored = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    assert.equal(stored, session.token, "the demo never touched the product's accessToken");
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Expired token' }).waitFor();
    await open(page, '/stakeholders');
    await page.waitForURL((url) => url.pathname.startsWith('/stakeholders'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.ok(!new URL(page.url()).pathname.startsWith('/auth'), `still signed in: ${page.url()}`);
    assert.equal(await page.evaluate(() => window.localStorage.getItem('accessToken')), session.token);
    assert.deepEqual(watched.errors, []);
  });

  it('pricing, checkout, contact and the demo sign-in screens render without a console error or an axe violation', async () => {
    const pages: [string, string][] = [
      ['/pricing', 'Pricing'],
      ['/checkout', 'Checkout'],
      ['/contact', 'Contact'],
      ['/auth-demo/login/classic', 'Sign in'],
      ['/auth-demo/login/modern', 'Sign in'],
      ['/auth-demo/register/modern', 'Create an account'],
      ['/auth-demo/forgot-password/classic', 'Forgot password'],
      ['/auth-demo/verify-code/classic', 'Verify code'],
      ['/auth-demo/reset-password/classic', 'Reset password'],
    ];
    const watched = await signedInPage();
    for (const [path, heading] of pages) {
      await open(watched.page, path);
      await watched.page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(await watched.page.locator('h1').count(), 1, `${path}: one h1`);
      await assertCleanPage(watched, path);
    }
  });

  it('a corrupt `root` in localStorage is ignored: the demo data shows, nothing crashes', async () => {
    const corrupt = {
      'not JSON': '{"state": {"templates": ',
      'wrong shapes': JSON.stringify({
        state: {
          selectedWorkspaces: 'all',
          templates: {
            kanban: { state: { columns: 'To do', tasks: [1, 2] }, version: 1 },
            mail: { state: { emails: { id: 3 } }, version: 1 },
            chat: { state: null, version: 1 },
            calendar: { state: { events: [{ id: 1, title: null }] }, version: 1 },
            demoAuth: 'admin',
          },
        },
        version: 2,
      }),
    };
    for (const [what, value] of Object.entries(corrupt)) {
      const watched = await signedInPage();
      const { page } = watched;
      await watched.context.addInitScript((root: string) => {
        if (!window.sessionStorage.getItem('e2e-root')) {
          window.sessionStorage.setItem('e2e-root', '1');
          window.localStorage.setItem('root', root);
        }
      }, value);
      await open(page, '/dashboard/kanban');
      await page.getByRole('heading', { level: 1, name: 'Kanban' }).waitFor();
      for (const column of ['To do', 'In progress', 'Done']) {
        await page.getByRole('list', { name: column, exact: true }).waitFor();
      }
      await page.getByRole('button', { name: 'Open task Prepare the public hearing in Itabira' }).waitFor();
      await open(page, '/dashboard/mail');
      await page
        .getByRole('list', { name: 'Emails in Inbox' })
        .getByText('Next meeting of the association')
        .waitFor();
      await open(page, '/dashboard/calendar');
      await page.locator('.fc-event', { hasText: 'Meeting with the residents' }).first().waitFor();
      await open(page, '/dashboard/chat');
      await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button').first().waitFor();
      // The product's own pages read the same `root` (workspaces chosen last, list filters).
      await open(page, '/stakeholders/list');
      await page.getByRole('heading', { level: 1, name: 'Stakeholder list' }).waitFor();
      await page.getByRole('table').waitFor();
      assert.deepEqual(watched.errors, [], `${what}: no console error`);

      // The page works on from the defaults: a change is saved again and survives a reload.
      await open(page, '/dashboard/kanban');
      const name = `Check the corrupt root (${what})`;
      await page.getByRole('textbox', { name: 'New task in Done' }).fill(name);
      await page.getByRole('textbox', { name: 'New task in Done' }).press('Enter');
      await toast(page, `Task “${name}” added`).waitFor();
      await page.reload();
      await page
        .getByRole('list', { name: 'Done', exact: true })
        .getByRole('button', { name: `Open task ${name}` })
        .waitFor();
      assert.deepEqual(watched.errors, [], `${what}: no console error`);
    }
  });
});
