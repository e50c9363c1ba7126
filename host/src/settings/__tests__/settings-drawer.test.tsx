import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SETTINGS, formatDate, SETTINGS_STORAGE_KEY, useSettingsStore } from '@conexoes/shared';
import { setupI18n } from '../../test/render-shell';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import { SettingsDrawer } from '../settings-drawer';

beforeAll(setupI18n);

beforeEach(() => {
  act(() => useSettingsStore.getState().resetSettings());
});

const renderDrawer = () =>
  render(
    <AppThemeProvider>
      <SettingsDrawer open onClose={() => undefined} />
    </AppThemeProvider>,
  );

describe('SettingsDrawer', () => {
  it('labels every control and hides Reset while the defaults are in use', async () => {
    renderDrawer();
    for (const label of [
      'Primary colour',
      'Colour scheme',
      'Contrast',
      'Text direction',
      'Layout',
      'Navigation colour',
    ]) {
      expect(await screen.findByRole('group', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Responsive font sizes' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Full-width content' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
  });

  it('applies dark mode and right-to-left at once and saves them under app.settings', async () => {
    renderDrawer();
    const scheme = await screen.findByRole('group', { name: 'Colour scheme' });
    await userEvent.click(within(scheme).getByText('Dark'));
    const direction = screen.getByRole('group', { name: 'Text direction' });
    await userEvent.click(within(direction).getByText('Right to left'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const saved = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    expect(saved).toMatchObject({ paletteMode: 'dark', direction: 'rtl' });
  });

  it('offers the date format, day first by default, and saves the one chosen', async () => {
    renderDrawer();
    const group = await screen.findByRole('group', { name: 'Date format' });
    expect(within(group).getByRole('radio', { name: '31/01/2026' })).toBeChecked();
    await userEvent.click(within(group).getByText('2026-01-31'));
    expect(formatDate(new Date(2026, 4, 2))).toBe('2026-05-02');
    const saved = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    expect(saved).toMatchObject({ dateFormat: 'yyyy-MM-dd' });
  });

  it('shows Reset once a setting differs from the defaults, and Reset restores them', async () => {
    renderDrawer();
    await userEvent.click(screen.getByRole('switch', { name: 'Full-width content' }));
    const reset = await screen.findByRole('button', { name: 'Reset to defaults' });

    await userEvent.click(reset);

    expect(useSettingsStore.getState()).toMatchObject(DEFAULT_SETTINGS);
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
