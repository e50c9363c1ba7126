import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, formatDate, useSettingsStore } from '@conexoes/shared';
import { giveEnterItsKeyCode, nextFrames } from '@conexoes/shared/testing';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { LanguageSwitcher } from '../language-switcher';

let stopEnterKeyCode: () => void = () => undefined;
beforeAll(async () => {
  stopEnterKeyCode = giveEnterItsKeyCode();
  await setupI18n();
});
afterAll(() => stopEnterKeyCode());
afterEach(async () => {
  useSettingsStore.getState().resetSettings();
  await changeLanguage('en');
});

describe('language switcher', () => {
  it('is the product’s own button naming the current language, not a native select', () => {
    renderWithShell(<LanguageSwitcher />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('offers the four languages by their own names and switches to the one chosen', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: /English/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((o) => o.textContent),
    ).toEqual([
      'English',
      'Português (Brasil)',
      'Español',
      'Deutsch',
      '31/01/2026',
      '01/31/2026',
      '2026-01-31',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: /Deutsch/ })).toBeInTheDocument();
  });

  it('picked with the keyboard: the language changes, the menu stays closed and the focus is on its button', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    screen.getByRole('button', { name: /English/ }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // In Chromium the menu takes the focus and the arrows move it to an item; both need a laid-out
    // menu, which jsdom never has, so the item the arrows would reach is focused here.
    within(menu).getByRole('menuitem', { name: 'Deutsch' }).focus();
    await user.keyboard('{Enter}');

    const button = await screen.findByRole('button', { name: /Deutsch/ });
    await nextFrames(2);
    // The Enter that picked the language used to press the button too: the menu opened again.
    expect(button).not.toHaveClass('ant-dropdown-open');
    expect(button).toHaveFocus();
  });

  it('keeps the focus on its button while the menu’s code arrives on the first use', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    screen.getByRole('button', { name: /English/ }).focus();
    await user.keyboard('{Enter}');
    // The button is put back in place as the menu's code arrives: the focus was left on the page's
    // body, and a key pressed meanwhile (Enter on "English", the first item) did nothing.
    expect(document.activeElement).toHaveTextContent('English');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('Enter pressed twice at once, the menu ends closed, the language kept and the focus on its button', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    screen.getByRole('button', { name: /English/ }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    // The menu's code arrives, then antd's focus of the menu three frames later, and the give-back.
    await nextFrames(4);
    const button = screen.getByRole('button', { name: /English/ });
    expect(button).not.toHaveClass('ant-dropdown-open');
    expect(button).toHaveFocus();
  });

  it('offers the date format beside the languages', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: /English/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: '01/31/2026' }));
    expect(useSettingsStore.getState().dateFormat).toBe('MM/dd/yyyy');
    expect(formatDate(new Date(2026, 4, 2))).toBe('05/02/2026');
  });

  it('is a globe alone on a phone, still named with the language', () => {
    renderWithShell(<LanguageSwitcher compact />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button).not.toHaveTextContent('English');
  });
});
