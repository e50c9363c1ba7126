// Issue 2: a remote that cannot be loaded shows an error with a retry inside the shell, and the rest
// of the application keeps working. remote-templates (/, /dashboard/*, ...) points at a closed port.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';
import { closedPort } from '../support/wait.ts';

const deadPort = await closedPort();
const deadManifest = `http://localhost:${deadPort}/mf-manifest.json`;
const suite = useSuite({ remoteUrls: { remote_templates: deadManifest } });

describe('a remote that is down', () => {
  it('shows the retry inside the shell while another area still works', async () => {
    const { page, context } = await suite.page();
    const session = await signInThroughApi(suite.stack());
    await session.applyTo(context);

    await page.goto(`${suite.stack().baseUrl}/dashboard/analytics`);
    const main = page.getByRole('main');
    await main.getByText('This area could not be loaded').waitFor();
    // Still the shell around it: navigation and settings are there.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByRole('button', { name: 'Display settings' }).waitFor();

    // Retry really tries again (the manifest is requested anew) and, the remote still being down,
    // shows the error again instead of a blank page.
    await Promise.all([
      page.waitForRequest((request) => request.url() === deadManifest),
      main.getByRole('button', { name: 'Retry' }).click(),
    ]);
    await main.getByText('This area could not be loaded').waitFor();

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Stakeholders' })
      .first()
      .click();
    await main.getByRole('heading', { name: 'Stakeholders' }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/stakeholders');
    assert.equal(await main.getByText('This area could not be loaded').count(), 0);
  });
});
