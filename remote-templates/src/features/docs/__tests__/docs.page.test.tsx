import { act, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { i18n, initI18n } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { DocsPage } from '../docs.page';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const sidebar = () => within(screen.getByRole('navigation', { name: /Documentation|Documentação/ }));

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('the documentation pages', () => {
  it('renders the getting-started guide from its Markdown: one h1, sections with anchors, lists', async () => {
    await renderAt(<DocsPage />, '/docs/getting-started', '/docs/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const signingIn = screen.getByRole('heading', { level: 2, name: /Signing in/ });
    expect(signingIn).toHaveAttribute('id', 'signing-in');
    expect(within(signingIn).getByRole('link', { name: 'Link to the section “Signing in”' })).toHaveAttribute(
      'href',
      '#signing-in',
    );
    expect(screen.getByText('data-protection document')).toBeInTheDocument();
    // The sidebar lists this page's sections under it.
    expect(sidebar().getByRole('link', { name: 'Permissions' })).toHaveAttribute('href', '#permissions');
  });

  it('follows the app language: in pt-BR the same page is read in Portuguese', async () => {
    await renderAt(<DocsPage />, '/docs/getting-started', '/docs/:slug');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Entrar no sistema/ })).toBeInTheDocument();
    expect(sidebar().getByRole('link', { name: 'Partes interessadas' })).toHaveAttribute(
      'href',
      '/docs/stakeholders',
    );
  });

  it('draws a Markdown table as a table, and a link to a developer doc as a link to its page', async () => {
    const user = setup();
    await renderAt(<DocsPage />, '/docs/imports', '/docs/:slug');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Importing and exporting' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Profile' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Renova' })).toBeInTheDocument();
    const article = within(document.querySelector<HTMLElement>('article')!);
    await user.click(article.getByRole('link', { name: 'Import formats and profiles' }));
    expect(currentLocation()).toBe('/docs/import-formats');
  });

  it('shows the repository API reference, in English with a note when the app is in German', async () => {
    await renderAt(<DocsPage />, '/docs/api', '/docs/:slug');
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Conexões API' })).toBeInTheDocument();
    expect(screen.getByText('Die Seiten für Entwickler sind auf Englisch geschrieben.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Conventions/ })).toHaveAttribute(
      'id',
      'conventions',
    );
  });
});
