import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSettingsStore } from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../test/render-shell';
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
});
