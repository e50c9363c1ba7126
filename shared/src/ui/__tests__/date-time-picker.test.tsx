import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { initI18n, useSettingsStore } from '@conexoes/shared';
import { DateTimePicker } from '../date-time-picker';

/** A screen `width` px wide, as antd's breakpoints read it (the jest setup's matchMedia). */
const atWidth = (width: number) => {
  const before = window.innerWidth;
  window.innerWidth = width;
  return () => {
    window.innerWidth = before;
  };
};

function Field({ initial, onChange }: { initial?: Dayjs; onChange: (value: string | null) => void }) {
  return (
    <Form
      initialValues={{ startsAt: initial }}
      onValuesChange={(changed: { startsAt?: Dayjs | null }) =>
        onChange(changed.startsAt ? changed.startsAt.format('YYYY-MM-DD HH:mm') : null)
      }
    >
      <Form.Item label="Date and time" name="startsAt">
        <DateTimePicker label="Date and time" />
      </Form.Item>
    </Form>
  );
}

beforeAll(async () => {
  await initI18n({ lng: 'en' });
});
beforeEach(() => useSettingsStore.setState({ dateFormat: 'dd/MM/yyyy' }));

describe('DateTimePicker', () => {
  it('on a wide screen is one field whose panel has the month and the hours side by side', async () => {
    const restore = atWidth(1366);
    try {
      const onChange = jest.fn();
      render(<Field initial={dayjs('2026-11-27T09:30')} onChange={onChange} />);
      const input = screen.getByLabelText('Date and time');
      expect(input).toHaveValue('27/11/2026 09:30');
      expect(screen.queryByLabelText('Date and time (time)')).not.toBeInTheDocument();
      await userEvent.click(input);
      expect(document.querySelector('.ant-picker-time-panel')).not.toBeNull();
    } finally {
      restore();
    }
  });

  it('on a phone, asks for the day and the time in two fields, the day’s panel a month alone', async () => {
    const restore = atWidth(360);
    try {
      const onChange = jest.fn();
      render(<Field initial={dayjs('2026-11-27T09:30')} onChange={onChange} />);
      const day = screen.getByLabelText('Date and time');
      const time = screen.getByLabelText('Date and time (time)');
      expect(day).toHaveValue('27/11/2026');
      expect(time).toHaveValue('09:30');

      await userEvent.click(day);
      // The month's panel only: no hour columns beside it to push it off a 360 px screen.
      expect(document.querySelector('.ant-picker-date-panel')).not.toBeNull();
      expect(document.querySelector('.ant-picker-time-panel')).toBeNull();
      // Another day keeps the time chosen.
      await userEvent.clear(day);
      await userEvent.type(day, '03/12/2026');
      fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
      expect(onChange).toHaveBeenLastCalledWith('2026-12-03 09:30');
    } finally {
      restore();
    }
  });

  it('on a phone, a time typed keeps the day chosen', async () => {
    const restore = atWidth(360);
    try {
      const onChange = jest.fn();
      render(<Field initial={dayjs('2026-11-27T09:30')} onChange={onChange} />);
      const time = screen.getByLabelText('Date and time (time)');
      await userEvent.click(time);
      await userEvent.clear(time);
      await userEvent.type(time, '14:05');
      await act(async () => {
        fireEvent.keyDown(time, { key: 'Enter', code: 'Enter' });
      });
      expect(onChange).toHaveBeenLastCalledWith('2026-11-27 14:05');
    } finally {
      restore();
    }
  });
});
