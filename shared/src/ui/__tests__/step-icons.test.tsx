import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputNumber } from 'antd';
import { i18n, initI18n } from '@conexoes/shared';
import { STEPPERS } from '../step-icons';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('STEPPERS', () => {
  it('names a number field’s step buttons in the reader’s language', async () => {
    await initI18n({ lng: 'pt-BR' });
    const user = userEvent.setup();
    render(<InputNumber aria-label="Prazo (dias)" controls={STEPPERS} defaultValue={15} />);
    // antd's own names were "Increase Value" and "Decrease Value" in every language.
    expect(screen.queryByRole('button', { name: /Value$/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aumentar' }));
    expect(screen.getByRole('spinbutton', { name: 'Prazo (dias)' })).toHaveValue('16');
    expect(screen.getByRole('button', { name: 'Diminuir' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Disminuir' })).toBeInTheDocument());
  });
});
