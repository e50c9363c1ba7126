import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { SETTINGS_STORAGE_KEY, i18n, initI18n, useSettingsStore } from '@conexoes/shared';
import { currentLocation, renderAt } from '@conexoes/shared/testing';
import { ShowcasePage } from '../showcase.page';

// antd renders slowly in jsdom on a shared 2-core machine: a bound, not a sleep.
jest.setTimeout(60_000);

const setup = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const frame = () => screen.getByTestId('showcase-frame');
const open = (section: string) =>
  renderAt(<ShowcasePage />, `/components/${section}`, '/components/:section');

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  useSettingsStore.getState().resetSettings();
});

describe('the component showcase', () => {
  it('shows a group under one h1 with its examples, and links to the other groups', async () => {
    const user = setup();
    await open('buttons');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Buttons' })).toBeInTheDocument();
    expect(await within(frame()).findByRole('button', { name: 'Save' })).toBeInTheDocument();
    const groups = within(screen.getByRole('navigation', { name: 'Component groups' }));
    expect(groups.getByRole('link', { name: 'Buttons' })).toHaveAttribute('aria-current', 'page');
    await user.click(groups.getByRole('link', { name: 'Form fields' }));
    // The next group's examples load first (a transition), then the location changes.
    await waitFor(() => expect(currentLocation()).toBe('/components/inputs'));
  });

  it('turns the examples right to left without touching the app settings', async () => {
    const user = setup();
    await open('buttons');
    expect(frame()).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('switch', { name: 'Right to left' }));
    expect(frame()).toHaveAttribute('dir', 'rtl');
    expect(useSettingsStore.getState().direction).toBe('ltr');
  });

  it('previews the dark palette for this visit only: nothing saved, the mode back on leaving', async () => {
    const user = setup();
    const { unmount } = await open('buttons');
    await user.click(screen.getByText('Dark'));
    expect(useSettingsStore.getState().paletteMode).toBe('dark');
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    unmount();
    expect(useSettingsStore.getState().paletteMode).toBe('light');
  });

  it('masks a Brazilian phone and CEP as typed and explains a wrong one under the field', async () => {
    const user = setup();
    await open('inputs');
    const phone = await within(frame()).findByLabelText('Phone');
    await user.type(phone, '31987654321');
    expect(phone).toHaveValue('(31) 98765-4321');
    const cep = within(frame()).getByLabelText('CEP');
    await user.type(cep, '3540');
    await user.click(within(frame()).getByRole('button', { name: 'Save' }));
    expect(await within(frame()).findByText('A CEP has 8 digits, e.g. 35400-000')).toBeInTheDocument();
    expect(await within(frame()).findByText('Enter the name')).toBeInTheDocument();
  });

  it('on a phone, shows each row of the table as one card: kind, municipality and status in view', async () => {
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      await open('data-display');
      // The same name is also shown in the details example below the table.
      const names = await within(frame()).findAllByText('Associação de Moradores do Bairro Novo');
      const card = names.map((name) => name.closest('td')).find(Boolean) as HTMLElement;
      expect(
        within(frame())
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Name']);
      expect(card).toHaveTextContent('Organisation · Parauapebas (PA)');
      expect(within(card).getByText('Open')).toBeInTheDocument();
    } finally {
      window.innerWidth = before;
    }
  });

  it('is read in Portuguese when the app is', async () => {
    await open('data-display');
    await act(() => i18n.changeLanguage('pt-BR'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tabelas, etiquetas e estados vazios' }),
    ).toBeInTheDocument();
    expect(await within(frame()).findByRole('columnheader', { name: /Município/ })).toBeInTheDocument();
    expect(within(frame()).getAllByText('Atrasada').length).toBeGreaterThan(0);
  });
});
