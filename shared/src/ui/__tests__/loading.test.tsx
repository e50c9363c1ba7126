import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../i18n/i18n';
import { Loading } from '../loading';

beforeAll(() => initI18n());

describe('Loading', () => {
  it('is a status named "Loading…" in the reader\'s language, so a screen reader hears what the spinner shows', async () => {
    await act(() => i18n.changeLanguage('pt-BR'));
    render(
      <I18nextProvider i18n={i18n}>
        <Loading />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status', { name: 'Carregando…' })).toContainElement(
      document.querySelector('.ant-spin-spinning') as HTMLElement,
    );
  });
});
