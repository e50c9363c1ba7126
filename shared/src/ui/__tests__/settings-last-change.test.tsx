import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../i18n/i18n';
import { useSettingsStore } from '../../stores/settings.store';
import { SettingsLastChange } from '../form/settings-last-change';

// 17:30 UTC: 14:30 in São Paulo, the tests' zone (tooling sets TZ).
const changed = { by: 'Ana Souza', at: '2026-12-02T17:30:00.000Z' };
const show = (value: typeof changed | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <div data-testid="under-the-form">
        <SettingsLastChange changed={value} />
      </div>
    </I18nextProvider>,
  );

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(async () => {
  useSettingsStore.getState().resetSettings();
  await act(() => i18n.changeLanguage('en'));
});

describe('the last change under a settings form', () => {
  it('names who changed the settings, on which day and at what time, in each language', async () => {
    const lines = {
      en: 'Last changed by Ana Souza on 02/12/2026 at 14:30',
      'pt-BR': 'Última alteração por Ana Souza em 02/12/2026 às 14:30',
      es: 'Último cambio por Ana Souza el 02/12/2026 a las 14:30',
      de: 'Zuletzt geändert von Ana Souza am 02/12/2026 um 14:30',
    };
    for (const [language, line] of Object.entries(lines)) {
      await act(() => i18n.changeLanguage(language));
      const { unmount } = show(changed);
      expect(screen.getByText(line)).toBeInTheDocument();
      unmount();
    }
  });

  it('follows the chosen date format and its clock', () => {
    useSettingsStore.getState().updateSettings({ dateFormat: 'MM/dd/yyyy' });
    show(changed);
    expect(screen.getByText(/^Last changed by Ana Souza on 12\/02\/2026 at 2:30\sPM$/)).toBeInTheDocument();
  });

  it('says nothing while nobody has changed them', () => {
    show(null);
    expect(screen.getByTestId('under-the-form')).toBeEmptyDOMElement();
  });
});
