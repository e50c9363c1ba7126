// A company's first day (decision 0053, SEED_DEMO=false: `docker compose`): its admin alone in a bare
// tenant meets the overview's "Getting started" guide (decision 0055). The demo stack of the other
// files has every step done, where the guide does not show; this file needs a stack of its own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { waitForPath } from '../support/auth-flow.ts';
import { axeFindings, headingFindings } from '../support/page-checks.ts';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite({ env: { SEED_DEMO: 'false', SEED_TENANT_NAME: 'Energia Rio Claro' } });

describe('first start of a bare tenant', () => {
  it('greets the admin with the setup guide, and "Invite a colleague" opens the user form', async () => {
    const { page, context, errors } = await suite.page({ width: 1366, height: 768 });
    await (await signInThroughApi(suite.stack())).applyTo(context);
    await page.goto(`${suite.stack().baseUrl}/dashboard`);

    const guide = page.getByRole('region', { name: 'Getting started' });
    await guide.getByText('0 of 5 done').waitFor();
    assert.equal(await guide.getByRole('listitem').count(), 5);
    assert.deepEqual(await axeFindings(page), []);
    assert.deepEqual(await headingFindings(page), []);

    // Reached from the keyboard like any link on the page.
    const invite = guide.getByRole('link', { name: 'Invite a colleague' });
    await invite.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/users/new');
    await page.getByRole('heading', { level: 1, name: 'New user' }).waitFor();
    await page.getByLabel('E-mail').waitFor();
    assert.deepEqual(errors, []);
  });
});
