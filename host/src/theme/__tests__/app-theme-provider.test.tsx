import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Card, DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { changeLanguage } from '@conexoes/shared';
import { CLEARABLE, searchable } from '@conexoes/shared/ui';
import { setupI18n } from '../../test/render-shell';
import { AppThemeProvider } from '../app-theme-provider';

beforeAll(async () => {
  await setupI18n();
});
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('AppThemeProvider', () => {
  it('keeps what a person is typing when the language is switched (nothing below it is mounted anew)', async () => {
    const user = userEvent.setup();
    render(
      <AppThemeProvider>
        <input aria-label="Name" />
        <DatePicker aria-label="Date" />
      </AppThemeProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria da Silva');
    const name = screen.getByRole('textbox', { name: 'Name' });

    await act(() => changeLanguage('pt-BR'));
    // antd's own texts follow the language once fetched (the date picker's placeholder).
    await waitFor(() => expect(screen.getByPlaceholderText('Selecionar data')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
    expect(name).toHaveValue('Maria da Silva');

    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByPlaceholderText('Select date')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);
    expect(name).toHaveValue('Maria da Silva');
  });

  it('names the calendar’s year and month buttons by what they show, in every language (WCAG 2.5.3)', async () => {
    render(
      <AppThemeProvider>
        <DatePicker aria-label="Due" open defaultPickerValue={dayjs('2026-11-15')} />
      </AppThemeProvider>,
    );
    for (const language of ['en', 'pt-BR'] as const) {
      await act(() => changeLanguage(language));
      if (language === 'pt-BR')
        await waitFor(() => expect(screen.getByPlaceholderText('Selecionar data')).toBeInTheDocument());
      // antd named them "Choose a year"/"Escolher ano" over "2026": a speech user says what is seen.
      expect(screen.getByRole('button', { name: '2026' })).toBeInTheDocument();
      const month = document.querySelector('.ant-picker-month-btn') as HTMLElement;
      expect(month).not.toHaveAttribute('aria-label');
      expect(screen.getByRole('button', { name: month.textContent ?? '' })).toBe(month);
    }
  });

  it('lets a card’s title wrap onto further lines instead of cutting it beside the card’s action', () => {
    render(
      <AppThemeProvider>
        <Card
          title="Evidências de cumprimento"
          extra={<button type="button">Anexar arquivos</button>}
          size="small"
        >
          Nenhum arquivo anexado ainda.
        </Card>
      </AppThemeProvider>,
    );
    // At 360 px in pt-BR it read "Evidências de cum…" (antd keeps a title on one line, with an ellipsis).
    const title = screen.getByText('Evidências de cumprimento');
    expect(getComputedStyle(title).whiteSpace).toBe('normal');
  });

  it('names every clear button “Clear” in the reader’s language', async () => {
    render(
      <AppThemeProvider>
        <Select
          aria-label="Stakeholders"
          mode="multiple"
          allowClear
          value={['a']}
          options={[{ value: 'a', label: 'Associação de Moradores' }]}
        />
        <Select aria-label="Status" allowClear value="open" options={[{ value: 'open', label: 'Open' }]} />
        <DatePicker aria-label="Date" value={dayjs('2026-03-02')} />
        <Input.Search
          aria-label="Search"
          allowClear={CLEARABLE}
          value="Maria"
          readOnly={false}
          onChange={() => {}}
        />
      </AppThemeProvider>,
    );
    const names = () => screen.getAllByRole('button', { name: /^(Clear|Limpar|Borrar|Leeren)$/ });
    expect(names().map((b) => b.getAttribute('aria-label'))).toEqual(['Clear', 'Clear', 'Clear', 'Clear']);

    // antd's own word was 'Clear' for a select in every language, 'close-circle' for an input.
    await act(() => changeLanguage('pt-BR'));
    await waitFor(() =>
      expect(names().map((b) => b.getAttribute('aria-label'))).toEqual(Array(4).fill('Limpar')),
    );
    await act(() => changeLanguage('de'));
    await waitFor(() =>
      expect(names().map((b) => b.getAttribute('aria-label'))).toEqual(Array(4).fill('Leeren')),
    );
    await act(() => changeLanguage('es'));
    await waitFor(() =>
      expect(names().map((b) => b.getAttribute('aria-label'))).toEqual(Array(4).fill('Borrar')),
    );
  });

  it('names a search box’s button “Search” in the reader’s language, not after its icon', async () => {
    render(
      <AppThemeProvider>
        <Input.Search aria-label="Stakeholders" />
      </AppThemeProvider>,
    );
    const button = () => screen.getAllByRole('button');
    // antd's own name was its icon's, "search", in every language.
    expect(button().map((b) => b.getAttribute('aria-label'))).toEqual(['Search']);
    await act(() => changeLanguage('pt-BR'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pesquisar' })).toBeInTheDocument());
    await act(() => changeLanguage('de'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'search' })).not.toBeInTheDocument();
  });

  it('leaves a select’s arrow out of what a reader hears', () => {
    render(
      <AppThemeProvider>
        <Select
          aria-label="Stakeholders"
          mode="multiple"
          value={['a']}
          options={[{ value: 'a', label: 'Associação de Moradores' }]}
        />
        <Select aria-label="Status" value="open" options={[{ value: 'open', label: 'Open' }]} />
      </AppThemeProvider>,
    );
    expect(screen.getAllByRole('combobox')).toHaveLength(2);
    // antd's arrow read "down" after every field.
    expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([]);
  });

  it('leaves an open searchable select’s magnifier out of what a reader hears', () => {
    render(
      <AppThemeProvider>
        <Select
          aria-label="Goal"
          open
          showSearch={searchable({ optionFilterProp: 'label' })}
          options={[{ value: '6', label: '6 · Água Potável e Saneamento' }]}
        />
      </AppThemeProvider>,
    );
    // antd draws a magnifier in place of the arrow while a searchable select is open: read "search".
    expect(document.querySelector('.anticon-search')).toBeInTheDocument();
    expect(screen.queryAllByRole('img').map((icon) => icon.getAttribute('aria-label'))).toEqual([]);
  });

  it('writes the calendar’s month and year the language’s way, and its OK in pt-BR', async () => {
    render(
      <AppThemeProvider>
        <DatePicker aria-label="Due" open showTime defaultPickerValue={dayjs('2026-11-15T10:00')} />
      </AppThemeProvider>,
    );
    const header = () =>
      [...document.querySelectorAll('.ant-picker-header-view button')].map((b) => b.textContent).join(' ');
    expect(header()).toBe('Nov 2026');
    // antd's pt_BR read "2026 Nov" and said "OK".
    await act(() => changeLanguage('pt-BR'));
    await waitFor(() => expect(header()).toBe('novembro de 2026'));
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    await act(() => changeLanguage('es'));
    await waitFor(() => expect(header()).toBe('noviembre de 2026'));
    await act(() => changeLanguage('de'));
    await waitFor(() => expect(header()).toBe('November 2026'));
  });
});
