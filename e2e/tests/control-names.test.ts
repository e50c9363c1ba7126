// What a screen reader hears on the controls antd draws itself, in pt-BR at 1366×768: the list's search
// button and the pager's arrows are named in Portuguese, and no icon reads out its own name ("search",
// "left", "right", "down", "ellipsis"…) — antd's defaults, in every language (ClearIcon, SearchIcon,
// PAGE_ITEMS and SELECT_ICONS_CONFIG in shared/ui).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signInThroughApi } from '../support/session.ts';
import { useSuite } from '../support/suite.ts';

const suite = useSuite();

/** Names antd gives its own controls and icons: English words and icon names. */
const ICON_NAMES =
  /- (button|img|link|listitem|treeitem) "(search|left|right|down|up|double-left|double-right|ellipsis|close|close-circle|caret-down|Increase Value|Decrease Value|Clear)\b/g;

describe('the names of antd’s own controls', () => {
  for (const list of ['/stakeholders/list', '/interactions/list']) {
    it(`on ${list} in pt-BR the search button and the pager's arrows speak Portuguese, no icon reads its name`, async () => {
      const { page, context, errors } = await suite.page({ width: 1366, height: 768, locale: 'pt-BR' });
      await context.addInitScript(() => window.localStorage.setItem('app.language', 'pt-BR'));
      await (await signInThroughApi(suite.stack())).applyTo(context);
      await page.goto(`${suite.stack().baseUrl}${list}`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Próxima página', exact: true }).waitFor();
      await main.getByRole('button', { name: 'Página anterior', exact: true }).waitFor();
      await main.getByRole('button', { name: 'Pesquisar', exact: true }).waitFor();

      const heard = await main.ariaSnapshot();
      const iconNames = [...heard.matchAll(ICON_NAMES)].map((m) => m[0]);
      assert.deepEqual(iconNames, [], `\n${heard}`);
      assert.deepEqual(errors, []);
    });
  }
});
