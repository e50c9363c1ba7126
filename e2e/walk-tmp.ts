import { launchChromium, openPage } from './support/browser.ts';
import { startStack } from './support/stack.ts';
import { apiCall, signInThroughApi } from './support/session.ts';
import { stackPorts } from './support/ports.ts';
import { axeFindings, headingFindings, overflowFindings, textFindings } from './support/page-checks.ts';

const stack = await startStack({ ports: stackPorts(28080, 23000) });
const browser = await launchChromium();
try {
  const session = await signInThroughApi(stack);
  const found = await apiCall(stack, 'GET', 'social-interactions/search?size=1&q=Sindicato', { token: session.token });
  const interactionId = (found.body.items as { id: string; stakeholders: { id: string }[] }[])[0];
  const paths = (process.env.WALK_PATHS ?? '/users?q=adm,/topics/list?active=true,/interactions/list,/interactions')
    .split(',')
    .map((p) => p.replace('{interaction}', interactionId.id).replace('{stakeholder}', interactionId.stakeholders[0]?.id ?? ''));
  for (const lang of (process.env.WALK_LANGS ?? 'en,pt-BR').split(',') as ('en' | 'pt-BR')[]) {
    for (const [w, h] of (process.env.WALK_SIZES === 'wide' ? [[1366, 768]] : [[1366, 768], [360, 740]])) {
      const watched = await openPage(browser, { width: w, height: h });
      await session.applyTo(watched.context);
      await watched.context.addInitScript((l: string) => window.localStorage.setItem('app.language', l), lang);
      for (const p of paths) {
        await watched.page.goto(stack.baseUrl + p);
        await watched.page.locator('h1').first().waitFor();
        await watched.page.waitForLoadState('networkidle');
        const sideways = await watched.page.evaluate(() =>
          [...document.querySelectorAll('.ant-table-content, .ant-table-body')]
            .filter((el) => el.scrollWidth > el.clientWidth + 2)
            .map((el) => `${el.scrollWidth}>${el.clientWidth}: ${el.querySelector('th')?.textContent ?? ''}`),
        );
        const findings = [
          ...sideways.map((detail) => ({ check: 'sideways table', detail })),
          ...(await axeFindings(watched.page)),
          ...(await headingFindings(watched.page)),
          ...(await overflowFindings(watched.page)),
          ...(await textFindings(watched.page, lang)),
        ];
        const name = `${p.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${w}`;
        await watched.page.screenshot({ path: `/tmp/shots/${name}.png` });
        console.log(name, JSON.stringify(findings), watched.errors.slice(0, 3));
      }
      if (process.env.WALK_KEYS && w === 1366) {
        const { page } = watched;
        // Keyboard: user menu open by Enter, Escape returns focus.
        await page.goto(stack.baseUrl + '/users');
        await page.locator('h1').waitFor();
        const menuButton = page.getByRole('button', { name: /menu|Menu/ }).last();
        await menuButton.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menuitem').first().waitFor();
        await page.waitForFunction(() => document.activeElement?.closest('.ant-dropdown'));
        const focusedInMenu = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON');
        console.log('user menu', focusedInMenu, await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
        // Back restores the search box's words.
        await page.goto(stack.baseUrl + '/users');
        await page.locator('tbody tr.ant-table-row').first().waitFor();
        console.log('rows before', await page.locator('tbody tr.ant-table-row').count());
        await page.getByRole('searchbox').fill('admin');
        await page.keyboard.press('Enter');
        await page.waitForURL(/q=admin/);
        await page.waitForLoadState('networkidle');
        console.log('rows with q', await page.locator('tbody tr.ant-table-row').count(), await page.getByRole('searchbox').inputValue());
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await page.goBack();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: '/tmp/shots/after-back.png' });
        console.log('rows', await page.locator('tbody tr.ant-table-row').count(), 'same document', await page.evaluate(() => (window as unknown as { marker?: number }).marker), page.url());
        await page.waitForURL((u) => !u.search.includes('q='));
        const cleared = await page
          .waitForFunction(() => (document.querySelector('input[type=search]') as HTMLInputElement | null)?.value === '', undefined, { timeout: 5000 })
          .then(() => true, () => false);
        console.log('after back, search box cleared:', cleared, JSON.stringify(await page.getByRole('searchbox').inputValue()));
      }
      await watched.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
