import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage } from '@conexoes/shared';
import { PageHeader } from '@conexoes/shared/ui';
import { DocumentTitle, titleKeyOf } from '../../app/document-title';
import de from '../../i18n/de.json';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import ptBR from '../../i18n/pt-BR.json';
import { setupI18n } from '../../test/render-shell';
import { NAV_GROUPS } from '../nav-items';
import { examplePath, ROUTES } from '../route-table';

const lookup = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

beforeAll(setupI18n);
afterEach(() => act(() => changeLanguage('en')));

describe('the route table', () => {
  it('names every page in every language', () => {
    for (const route of ROUTES) {
      for (const messages of [en, ptBR, es, de]) {
        expect([route.path, typeof lookup(messages, route.titleKey)]).toEqual([route.path, 'string']);
      }
    }
  });

  it('names every menu group and entry in every language', () => {
    const keys = NAV_GROUPS.flatMap((g) => [g.labelKey, ...g.items.map((i) => i.labelKey)]);
    for (const key of keys) {
      for (const messages of [en, ptBR, es, de]) {
        expect([key, typeof lookup(messages, key)]).toEqual([key, 'string']);
      }
    }
  });

  it('gives each concrete path back its own entry', () => {
    for (const route of ROUTES) {
      // A `/*` entry owns what is below it: /dashboard itself is the overview, /dashboard/calendar the template's.
      const path = route.path.endsWith('/*') ? `${examplePath(route)}/below` : examplePath(route);
      expect([route.path, titleKeyOf(path)]).toEqual([route.path, route.titleKey]);
    }
  });

  it('names a template page with a menu entry as the menu does', () => {
    expect(titleKeyOf('/dashboard/analytics')).toBe('nav.templates.analytics');
    expect(titleKeyOf('/dashboard/file-manager')).toBe('nav.templates.file-manager');
    expect(titleKeyOf('/dashboard/engagements/e-1')).toBe('titles.template');
    expect(titleKeyOf('/dashboard')).toBe('nav.items.dashboard');
  });

  it('titles the browser tab after the page, in the chosen language', async () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/stakeholders/list']}>
        <DocumentTitle />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Stakeholder list · Conexões Estratégicas');
    await act(() => changeLanguage('pt-BR'));
    expect(document.title).toBe('Lista de partes interessadas · Conexões Estratégicas');
    unmount();
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <DocumentTitle />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Conexões Estratégicas');
  });

  it("names the tab after a record page's heading, and after the route again once it is left", async () => {
    const view = (heading: boolean) => (
      <MemoryRouter initialEntries={['/interactions/i-1']}>
        <DocumentTitle />
        {heading ? <PageHeader title="Reunião com a associação de moradores" /> : null}
      </MemoryRouter>
    );
    await act(() => changeLanguage('en'));
    const { rerender } = render(view(true));
    expect(document.title).toBe('Reunião com a associação de moradores · Conexões Estratégicas');
    rerender(view(false));
    expect(document.title).toBe(`${en.titles.interaction} · Conexões Estratégicas`);
  });
});
