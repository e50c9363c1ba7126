import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@conexoes/shared';
import { renderWithShell, setupI18n } from '../../test/render-shell';
import { LanguageSwitcher } from '../language-switcher';

beforeAll(setupI18n);
afterEach(() => changeLanguage('en'));

describe('language switcher', () => {
  it('is a labelled picker offering the four languages by their own names', () => {
    renderWithShell(<LanguageSwitcher />);
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'English',
      'Português (Brasil)',
      'Español',
      'Deutsch',
    ]);
  });

  it('switches the interface language from the keyboard-reachable picker', async () => {
    const user = userEvent.setup();
    renderWithShell(<LanguageSwitcher />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });
});
