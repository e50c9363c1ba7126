import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from 'antd';
import { i18n, initI18n } from '@conexoes/shared';
import { PAGE_ITEMS } from '../page-items';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('PAGE_ITEMS', () => {
  it('names a pager’s arrows in the reader’s language, not after their icons', async () => {
    await initI18n({ lng: 'pt-BR' });
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination {...PAGE_ITEMS} total={500} current={1} onChange={onChange} />);
    const pager = screen.getByRole('list');
    // antd's own names were its icons', "left" and "right", in every language.
    expect(within(pager).queryByRole('button', { name: /^(left|right)$/ })).not.toBeInTheDocument();
    expect(within(pager).queryByRole('img', { name: /^(left|right)$/ })).not.toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    const next = within(pager).getByRole('button', { name: 'Próxima página' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(onChange).toHaveBeenCalledWith(2, 10);

    // The "•••" jump keeps the name of its item ("5 próximas páginas"), not "double-right ellipsis".
    expect(within(pager).queryByRole('img', { name: /double-right|ellipsis/ })).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Nächste Seite' })).toBeEnabled());
  });
});
