import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSettingsStore } from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { contrastRatio } from '../../theme/contrast';
import { ShellLayout } from '../shell-layout';

jest.setTimeout(30_000);

const desktopWidth = window.innerWidth;

beforeAll(setupI18n);
beforeEach(() => useSettingsStore.getState().toggleDrawer(false));
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('shell layout at 360 px', () => {
  it('keeps the navigation behind a button and opens it in a drawer', async () => {
    window.innerWidth = 360;
    const user = userEvent.setup();
    renderWithShell(<ShellLayout />, '/auth/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toHaveTextContent('Conexões');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('never lets the long brand squeeze the navigation button under a 24 px target', () => {
    window.innerWidth = 360;
    renderWithShell(<ShellLayout />, '/auth/login');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Open navigation' })).flexShrink).toBe('0');
  });

  it('names the product by its short name in the header, which has no room for the full one', () => {
    window.innerWidth = 360;
    renderWithShell(<ShellLayout />, '/auth/login');
    const header = screen.getByTestId('shell-header');
    expect(header).toHaveTextContent('Conexões');
    expect(header).not.toHaveTextContent('Conexões Estratégicas');
  });
});

describe('shell layout on a desktop', () => {
  afterEach(() => useSettingsStore.getState().resetSettings());

  it('draws the top-menu header on the navigation colour with controls in a readable ink', () => {
    useSettingsStore.getState().updateSettings({ layout: 'horizontal', navColor: 'evident' });
    renderWithShell(<ShellLayout />, '/auth/login');
    const header = screen.getByTestId('shell-header');
    expect(header).toHaveClass('shell-header--on-nav');
    const ink = header.style.getPropertyValue('--shell-header-ink');
    // jsdom reports the background as rgb(); the ratio is measured as the browser would draw it.
    expect(contrastRatio(ink, header.style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(screen.queryByTestId('shell-sider')).not.toBeInTheDocument();
  });

  it('names the header controls in the user’s words, their icons hidden rather than labelled in English', () => {
    renderWithShell(<ShellLayout />, '/auth/login');
    const header = screen.getByTestId('shell-header');
    expect(header.querySelectorAll('[role="img"][aria-label]:not([aria-hidden="true"])')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Display settings' })).toBeInTheDocument();
  });

  it('keeps the side navigation colour on a column that stretches with the page', () => {
    useSettingsStore.getState().updateSettings({ layout: 'vertical', navColor: 'evident' });
    renderWithShell(<ShellLayout />, '/auth/login');
    const column = screen.getByTestId('shell-sider');
    expect(column).toHaveClass('shell-sider');
    const sider = column.firstElementChild as HTMLElement;
    expect(column.style.backgroundColor).toBe(sider.style.backgroundColor);
    expect(screen.getByTestId('shell-header')).not.toHaveClass('shell-header--on-nav');
  });

  it('beside the side menu on a narrow screen (900 px), keeps the header to icons so nothing is cut', () => {
    window.innerWidth = 900;
    renderWithShell(<ShellLayout />, '/auth/login');
    expect(screen.getByTestId('shell-sider')).toBeInTheDocument();
    const language = screen.getByRole('button', { name: 'Language: English' });
    expect(language).not.toHaveTextContent('English');
  });

  it('names the language in the header where there is room', () => {
    window.innerWidth = 1366;
    renderWithShell(<ShellLayout />, '/auth/login');
    expect(screen.getByTestId('shell-header')).toHaveTextContent('English');
  });
});
