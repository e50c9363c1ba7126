// Issue 12 "Proof", in the browser: a negotiation plan with an agreement, registered as a commitment; two
// actions on its plan, one completed with evidence; finishing refused while the other is open (the
// sentence beside the button), then finished and reopened; a demand left untreated past the target
// shows on the first-treatment dashboard, linking to its record.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openDropdown } from '../support/form-fields.ts';
import { interactionBody } from '../support/interaction-body.ts';
import { apiCall, signInThroughApi, type ApiSession } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

const EVIDENCE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signedInPage() {
  const watched = await suite.page();
  const session = await signInThroughApi(suite.stack());
  await session.applyTo(watched.context);
  return { ...watched, session };
}

/** An antd select by its label: typed into, then the option clicked by its text. */
async function choose(page: Page, scope: Locator, label: string | RegExp, typed: string, option: string) {
  const select = scope.getByRole('combobox', { name: label });
  await select.click();
  await select.fill(typed);
  // By its text: a user's option carries their e-mail as its title.
  await openDropdown(page)
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .first()
    .click();
}

/** A user the admin can pick (the first of users/options) and one workspace of the session. */
async function prepare(session: ApiSession) {
  const stack = suite.stack();
  const users = await apiCall(stack, 'GET', 'users/options', { token: session.token });
  assert.equal(users.status, 200);
  const owner = (users.body as unknown as { value: string; label: string }[])[0] as {
    value: string;
    label: string;
  };
  const workspaceId = session.workspaceIds[0] as string;
  const workspace = await apiCall(stack, 'GET', `workspaces/${workspaceId}`, { token: session.token });
  return { owner, workspaceId, workspaceName: String(workspace.body.name) };
}

/** A toast's sentence (bottom-right). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('social commitments in the browser', () => {
  it('registers an agreement as a commitment and works its action plan to the end, refused while an action is open', async () => {
    const { page, session, errors } = await signedInPage();
    const baseUrl = suite.stack().baseUrl;
    const { owner, workspaceName } = await prepare(session);
    const suffix = randomUUID().slice(0, 6);
    const planTitle = `Reassentamento da comunidade do Bento ${suffix}`;
    const agreement = `Perfurar um poço artesiano na nova comunidade ${suffix}`;
    const main = page.getByRole('main');

    // The negotiation plan, with its responsible person and one agreement.
    await page.goto(`${baseUrl}/commitments/negotiation_plan/new`);
    await main.getByRole('heading', { level: 1, name: 'New negotiation plan' }).waitFor();
    // With several workspaces chosen the form asks where the plan belongs; the question appears once the
    // workspaces' names have loaded, so it is awaited rather than looked for at once.
    if (session.workspaceIds.length > 1)
      await choose(page, main, /Workspace/, workspaceName.slice(0, 5), workspaceName);
    await main.getByRole('textbox', { name: /Title/ }).fill(planTitle);
    await choose(page, main, /Responsible/, owner.label.slice(0, 4), owner.label);
    await main.getByRole('button', { name: 'Add an agreement' }).click();
    await main.getByRole('textbox', { name: /Agreement 1$/ }).fill(agreement);
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/commitments\/negotiation_plan\/[0-9a-f-]{36}$/);
    await main.getByRole('heading', { level: 1, name: planTitle }).waitFor();

    // Its agreement, registered as a commitment: the form comes filled from it and linked to the plan.
    await main.getByRole('button', { name: 'Register as commitment' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/commitments/management/new' && url.searchParams.has('agreementId'),
    );
    await main.getByRole('heading', { level: 1, name: 'New commitment' }).waitFor();
    assert.equal(await main.getByRole('textbox', { name: /Title/ }).inputValue(), agreement);
    await main.getByText(`Agreement of `, { exact: false }).first().waitFor();
    await choose(page, main, /Owner/, owner.label.slice(0, 4), owner.label);
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/commitments\/management\/[0-9a-f-]{36}$/);
    await main.getByRole('heading', { level: 1, name: agreement }).waitFor();
    await main
      .getByRole('link', { name: new RegExp(`Negotiation plan NP-\\d{4}-\\d+ · ${planTitle}`) })
      .waitFor();

    // Two actions on its plan.
    for (const title of ['Contratar a perfuração', 'Entregar a água']) {
      await main.getByRole('button', { name: 'Add an action' }).click();
      const dialog = page.getByRole('dialog', { name: 'New action' });
      await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Action added');
      await dialog.waitFor({ state: 'hidden' });
      await main.getByText(title, { exact: true }).waitFor();
    }

    // The first completed with a note and an evidence file.
    await main.getByRole('button', { name: 'Complete “Contratar a perfuração”' }).click();
    const completing = page.getByRole('dialog', { name: 'Complete “Contratar a perfuração”' });
    await completing
      .getByRole('textbox', { name: /What was done/ })
      .fill('Contrato assinado com a perfuradora.');
    const chooser = page.waitForEvent('filechooser');
    await completing.getByRole('button', { name: 'Attach files' }).click();
    await (
      await chooser
    ).setFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: EVIDENCE_PDF });
    await toast(page, 'contrato.pdf attached');
    await completing.getByRole('button', { name: 'Complete' }).click();
    await toast(page, 'Action completed');
    await main.getByText('1 of 2 actions done').first().waitFor();

    // Finishing is refused while the other is open: said next to the button.
    await main.getByRole('button', { name: 'Finish the plan' }).click();
    await main
      .getByRole('alert')
      .filter({ hasText: 'The plan cannot be finished while an action is still open. Complete it first.' })
      .waitFor();

    // The other completed: the plan finishes, and is reopened.
    await main.getByRole('button', { name: 'Complete “Entregar a água”' }).click();
    const second = page.getByRole('dialog', { name: 'Complete “Entregar a água”' });
    await second.getByRole('textbox', { name: /What was done/ }).fill('Caixa-d’água ligada à rede.');
    await second.getByRole('button', { name: 'Complete' }).click();
    await toast(page, 'Action completed');
    await main.getByText('2 of 2 actions done').first().waitFor();
    await main.getByRole('button', { name: 'Finish the plan' }).click();
    await toast(page, 'Action plan finished');
    await main.getByRole('button', { name: 'Reopen the plan' }).click();
    await toast(page, 'Action plan reopened');
    await main.getByRole('button', { name: 'Finish the plan' }).waitFor();

    // The plan now links the commitment its agreement became.
    await page.goto(`${baseUrl}/commitments/negotiation_plan`);
    await main.getByRole('link', { name: planTitle }).click();
    await main.getByRole('link', { name: new RegExp(`Commitment CMT-\\d{4}-\\d+ · ${agreement}`) }).waitFor();
    // The refused finish is the one failed call, and it was meant to be refused.
    assert.deepEqual(
      errors.filter((e) => !/status of 422 .*\/action-plans\/[0-9a-f-]+\/finish/.test(e)),
      [],
    );
  });

  it('shows a demand left untreated past the target on the first-treatment dashboard, linking to it', async () => {
    const { page, session } = await signedInPage();
    const stack = suite.stack();
    const baseUrl = stack.baseUrl;
    const { owner, workspaceId } = await prepare(session);
    const suffix = randomUUID().slice(0, 6);
    // A grievance heard 400 days ago that asked for follow-up, whose follow-up is long overdue.
    const day = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const subject = `Reclamação de poeira sem resposta ${suffix}`;
    const created = await apiCall(stack, 'POST', 'social-interactions', {
      token: session.token,
      body: interactionBody({
        workspaceId,
        startsAt: `${day}T13:00:00.000Z`,
        subject,
        typeCode: 'meeting',
        followUpRequired: true,
        followUpDue: day,
        followUpOwnerId: owner.value,
      }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));

    await page.goto(`${baseUrl}/commitments?view=first-treatment&from=${day}&to=${day}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Social commitments' }).waitFor();
    const untreated = main.getByRole('link', { name: subject });
    await untreated.waitFor();
    await untreated.click();
    await page.waitForURL((url) => url.pathname === `/interactions/${String(created.body.id)}`);
    await main.getByRole('heading', { level: 1, name: subject }).waitFor();
  });

  it("lets a keyboard user change a commitment's status, export the register and delete the record", async () => {
    const { page, session, errors } = await signedInPage();
    const stack = suite.stack();
    const { owner, workspaceId } = await prepare(session);
    const title = `Cerca viva no acesso à comunidade ${randomUUID().slice(0, 6)}`;
    const created = await apiCall(stack, 'POST', 'commitments/management', {
      token: session.token,
      body: {
        workspaceId,
        title,
        description: null,
        sourceCode: 'voluntary', // a source of the seeded option list
        sourceNegotiationPlanId: null,
        sourceAgreementId: null,
        sourceInteractionId: null,
        status: 'open',
        ownerId: owner.value,
        dueDate: null,
        priorityCode: null,
        riskCode: null,
        beneficiaryIds: [],
        topicIds: [],
        ods: [],
      },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = String(created.body.id);

    await page.goto(`${stack.baseUrl}/commitments/management/${id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: title }).waitFor();
    // Meanwhile a colleague writes a description: this page is now stale, yet the move (the status
    // is still the one shown) is made over their edit, which stays.
    const edited = await apiCall(stack, 'PUT', `commitments/management/${id}`, {
      token: session.token,
      body: {
        ...(created.body as Record<string, unknown>),
        description: 'Combinado com a associação em reunião',
        expectedUpdatedAt: created.body.updatedAt,
      },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    // The menus open in a portal at the end of the page: the first item must take the focus, or the
    // keyboard never reaches them (Enter on the button only toggled the menu before).
    // The page settles first (its option lists arrive after the heading and draw the header's buttons
    // again): an Enter pressed meanwhile reached no button (CI, once).
    await page.waitForLoadState('networkidle');
    await main.getByRole('button', { name: 'Change status' }).focus();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Change status');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Move to In progress', exact: true }).waitFor();
    // The menu takes the focus when it opens.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Move to In progress');
    await page.keyboard.press('Enter');
    await toast(page, 'Status changed to In progress');
    const stored = await apiCall(stack, 'GET', `commitments/management/${id}`, { token: session.token });
    assert.equal(stored.body.status, 'in_progress');
    assert.equal(stored.body.description, 'Combinado com a associação em reunião');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    assert.equal(await focused(), 'Change status', 'the focus goes back to the button, not to the page');

    await page.goto(`${stack.baseUrl}/commitments/management?q=${encodeURIComponent(title)}`);
    await main.getByRole('link', { name: title }).waitFor();
    await main.getByRole('button', { name: 'Export' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Excel workbook (XLSX)');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'CSV file');
    // Space picks an item as Enter does (it scrolled the page behind the menu instead), and its key
    // up, once the focus is back on the button, does not press it again.
    const download = page.waitForEvent('download');
    await page.keyboard.press('Space');
    assert.match((await download).suggestedFilename(), /\.csv$/);
    assert.equal(await focused(), 'Export');
    await page.waitForFunction(() => !document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)'));

    // Deleting asks first: the question takes the focus on Cancel (a second Enter changes nothing) and
    // gives it back to Delete; Tab reaches the question's own Delete.
    await page.goto(`${stack.baseUrl}/commitments/management/${id}`);
    await main.getByRole('heading', { level: 1, name: title }).waitFor();
    // The page settles first (its action plan and option lists arrive after the heading).
    await page.waitForLoadState('networkidle');
    await main.getByRole('button', { name: 'Delete', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The question takes the focus, on Cancel.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Delete');
    assert.equal(
      (await apiCall(stack, 'GET', `commitments/management/${id}`, { token: session.token })).status,
      200,
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() =>
      document.activeElement?.closest('.ant-popconfirm')?.textContent?.includes('Delete'),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/commitments/management');
    assert.equal(
      (await apiCall(stack, 'GET', `commitments/management/${id}`, { token: session.token })).status,
      404,
    );
    // The move's first PUT, over the stale version, is refused (409) before it is made over the latest.
    const stale = new RegExp(`status of 409 .*/commitments/management/${id}\\)$`);
    assert.deepEqual(
      errors.filter((e) => !stale.test(e)),
      [],
    );
  });
});
