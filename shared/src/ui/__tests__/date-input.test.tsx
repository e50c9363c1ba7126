import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { i18n, initI18n, useSettingsStore } from '@conexoes/shared';
import { dateInputFormats, useDateInput } from '../date-pattern';

/** A date field as the apps write one: the shared formats and placeholder, a change handler. */
function Field({
  onChange,
  withTime = false,
}: {
  onChange: (day: string | null) => void;
  withTime?: boolean;
}) {
  const dates = useDateInput();
  return (
    <DatePicker
      aria-label="Day"
      {...(withTime ? dates.dayTime : dates.day)}
      showTime={withTime ? { format: 'HH:mm' } : undefined}
      onChange={(d: Dayjs | null) =>
        onChange(d ? d.format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : null)
      }
    />
  );
}

const typeInto = async (text: string) => {
  const input = screen.getByRole('textbox', { name: 'Day' });
  await userEvent.click(input);
  await userEvent.type(input, text);
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  return input;
};

describe('a date field', () => {
  beforeEach(() => useSettingsStore.setState({ dateFormat: 'dd/MM/yyyy' }));

  it.each(['27/11/2026', '2026-11-27', '27-11-2026', '27.11.2026', '27112026', '7/11/2026'])(
    'takes the day typed as %s, in English too, and shows it as DD/MM/YYYY',
    async (typed) => {
      await initI18n({ lng: 'en' });
      const onChange = jest.fn();
      render(<Field onChange={onChange} />);
      const input = await typeInto(typed);
      const expected = typed === '7/11/2026' ? '2026-11-07' : '2026-11-27';
      expect(onChange).toHaveBeenLastCalledWith(expected);
      fireEvent.blur(input);
      expect(input).toHaveValue(expected === '2026-11-07' ? '07/11/2026' : '27/11/2026');
    },
  );

  it('takes a date and time typed with other separators', async () => {
    await initI18n({ lng: 'en' });
    const onChange = jest.fn();
    render(<Field onChange={onChange} withTime />);
    await typeInto('2026-11-27 9:30');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27 09:30');
  });

  it('keeps day and month in the order of the display settings', () => {
    expect(dateInputFormats('DD/MM/YYYY')[0]).toBe('DD/MM/YYYY');
    expect(dateInputFormats('DD/MM/YYYY')).not.toContain('MM/DD/YYYY');
    expect(dateInputFormats('MM/DD/YYYY')[0]).toBe('MM/DD/YYYY');
    expect(dateInputFormats('MM/DD/YYYY')).not.toContain('DD/MM/YYYY');
    expect(dateInputFormats('DD/MM/YYYY', true)[0]).toBe('DD/MM/YYYY HH:mm');
  });

  it('says the pattern it takes in the reader’s language', async () => {
    await initI18n({ lng: 'pt-BR' });
    const { result } = renderHook(() => useDateInput());
    expect(result.current.day.placeholder).toBe('DD/MM/AAAA');
    expect(result.current.dayTime.placeholder).toBe('DD/MM/AAAA hh:mm');
    await act(() => i18n.changeLanguage('de'));
    expect(result.current.day.placeholder).toBe('TT/MM/JJJJ');
    await act(() => i18n.changeLanguage('es'));
    expect(result.current.day.placeholder).toBe('DD/MM/AAAA');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.day.placeholder).toBe('DD/MM/YYYY');
    act(() => useSettingsStore.setState({ dateFormat: 'yyyy-MM-dd' }));
    expect(result.current.day.placeholder).toBe('YYYY-MM-DD');
  });
});
