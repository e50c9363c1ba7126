import type { ReactElement } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { changeLanguage, emptyPermission, useAuthStore } from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { signInToApp } from '../../test/session';
import { NavMenu } from '../nav-menu';

jest.setTimeout(20_000);

beforeAll(setupI18n);
beforeEach(() => signInToApp());
afterEach(async () => {
  useAuthStore.getState().signOut();
  await act(() => changeLanguage('en'));
});

const nav = (name = 'Main navigation') => screen.getByRole('navigation', { name });
const fold = () => within(nav()).getByRole('menuitem', { name: 'Template dashboards' });
const entry = (name: string) => within(nav()).getByRole('link', { name }).closest('li');

/** Renders, then lets antd's Menu settle (it records its entries a tick after mounting). */
async function renderMenu(ui: ReactElement, path: string) {
  renderWithShell(ui, path);
  await act(async () => {});
}

/** Goes elsewhere the way a link outside the menu would (a page's own link). */
function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button type="button" aria-label={`Go to ${path}`} onClick={() => navigate(path)} />;
}

describe('the side menu', () => {
  it('offers the apps and keeps the template dashboards folded while elsewhere', async () => {
    const user = userEvent.setup();
    await renderMenu(<NavMenu mode="inline" />, '/stakeholders');
    expect(within(nav()).getByText('Apps')).toBeInTheDocument();
    for (const name of ['Kanban', 'Calendar', 'Chat', 'Mail']) expect(entry(name)).toBeVisible();
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();

    await user.click(fold());
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
    await user.click(fold());
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the fold on a template dashboard and highlights its entry, not the overview', async () => {
    await renderMenu(<NavMenu mode="inline" />, '/dashboard/analytics');
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    expect(entry('Analytics')).toHaveClass('ant-menu-item-selected');
    expect(entry('Overview')).not.toHaveClass('ant-menu-item-selected');
  });

  it('highlights an app, and the overview on the overview', async () => {
    const user = userEvent.setup();
    await renderMenu(
      <>
        <NavMenu mode="inline" />
        <GoTo path="/dashboard" />
      </>,
      '/dashboard/kanban',
    );
    expect(entry('Kanban')).toHaveClass('ant-menu-item-selected');
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Go to /dashboard' }));
    expect(entry('Overview')).toHaveClass('ant-menu-item-selected');
    expect(entry('Kanban')).not.toHaveClass('ant-menu-item-selected');
  });

  it('opens the fold when the person arrives on one of its pages from elsewhere', async () => {
    const user = userEvent.setup();
    await renderMenu(
      <>
        <NavMenu mode="inline" />
        <GoTo path="/dashboard/blog" />
      </>,
      '/stakeholders',
    );
    expect(fold()).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Go to /dashboard/blog' }));
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
    expect(entry('Blog')).toHaveClass('ant-menu-item-selected');
  });

  it('follows an entry and opens the fold with Space, as with Enter', async () => {
    const user = userEvent.setup();
    await renderMenu(<NavMenu mode="inline" />, '/stakeholders');
    within(nav()).getByRole('link', { name: 'Kanban' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/kanban');
    // The fold's title is reached with the arrows, which need a laid-out menu (Chromium); focused here.
    fold().focus();
    await user.keyboard(' ');
    expect(fold()).toHaveAttribute('aria-expanded', 'true');
  });

  it('names the groups and entries in the chosen language', async () => {
    await act(() => changeLanguage('pt-BR'));
    // Without the theme provider, whose antd locale arrives later and is not what is checked here.
    render(
      <MemoryRouter initialEntries={['/dashboard/file-manager']}>
        <NavMenu mode="inline" />
      </MemoryRouter>,
    );
    await act(async () => {});
    const menu = within(nav('Navegação principal'));
    expect(menu.getByRole('menuitem', { name: 'Painéis do modelo' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(menu.getByText('Aplicativos')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Gerenciador de arquivos' }).closest('li')).toHaveClass(
      'ant-menu-item-selected',
    );
  });

  it('is not offered without view on the dashboard', async () => {
    const permission = emptyPermission();
    permission.stakeholders.view = true;
    signInToApp(permission);
    await renderMenu(<NavMenu mode="inline" />, '/stakeholders');
    expect(entry('Stakeholders')).toBeVisible();
    expect(within(nav()).queryByText('Apps')).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('menuitem', { name: 'Template dashboards' })).not.toBeInTheDocument();
  });
});

describe('the top menu', () => {
  it('puts the apps and the template dashboards in popups, closed until asked for', async () => {
    await renderMenu(<NavMenu mode="horizontal" />, '/dashboard/analytics');
    const bar = within(nav());
    expect(bar.getByRole('menuitem', { name: 'Apps' })).toHaveAttribute('aria-expanded', 'false');
    expect(bar.getByRole('menuitem', { name: 'Template dashboards' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
