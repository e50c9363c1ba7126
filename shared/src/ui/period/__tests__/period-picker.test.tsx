import { render, screen } from '@testing-library/react';
import { initI18n } from '@conexoes/shared';
import { chooseOption } from '../../../testing/select';
import { PeriodPicker } from '../period-picker';
import { periodApiParams, periodSearchParams, readPeriod } from '../period-query';

describe('the dashboard period (SPEC §5)', () => {
  it('reads a custom span from the URL only with both days, in order', () => {
    expect(readPeriod(new URLSearchParams('from=2026-01-01&to=2026-03-31'))).toEqual({
      period: 'year',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(readPeriod(new URLSearchParams('period=quarter&from=2026-01-01'))).toEqual({ period: 'quarter' });
    expect(readPeriod(new URLSearchParams('from=2026-04-01&to=2026-03-31'))).toEqual({ period: 'year' });
    expect(readPeriod(new URLSearchParams('period=decade&from=2026-02-30&to=2026-03-01'))).toEqual({
      period: 'year',
    });
    expect(readPeriod(new URLSearchParams('from=2026-13-01&to=2026-14-01'))).toEqual({ period: 'year' });
  });

  it('sends from and to only together, and keeps the URL short', () => {
    expect(periodApiParams({ period: 'month' })).toEqual({ period: 'month' });
    expect(periodApiParams({ period: 'year', from: '2026-01-01', to: '2026-01-31' })).toEqual({
      period: 'year',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodSearchParams({ period: 'year' })).toEqual({});
    expect(periodSearchParams({ period: 'week' })).toEqual({ period: 'week' });
  });

  it('changes the period on a preset, and waits for both days of a custom span', async () => {
    await initI18n({ lng: 'en' });
    const onChange = jest.fn();
    // A phone offers the presets in a select.
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      render(<PeriodPicker value={{ period: 'year' }} onChange={onChange} format="DD/MM/YYYY" />);
      await chooseOption('Period', '', 'Last 30 days');
      expect(onChange).toHaveBeenLastCalledWith({ period: 'month' });
      onChange.mockClear();
      await chooseOption('Period', '', 'Custom');
      expect(screen.getByPlaceholderText('From')).toBeInTheDocument();
      expect(screen.getByPlaceholderText('To')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      window.innerWidth = before;
    }
  });

  it('opens a custom span on the days the preset counted, not on two empty fields', async () => {
    await initI18n({ lng: 'en' });
    const onChange = jest.fn();
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      render(
        <PeriodPicker
          value={{ period: 'year' }}
          onChange={onChange}
          format="DD/MM/YYYY"
          counted={{ from: '2025-11-30', to: '2026-11-29' }}
        />,
      );
      await chooseOption('Period', '', 'Custom');
      expect(screen.getByPlaceholderText('From')).toHaveValue('30/11/2025');
      expect(screen.getByPlaceholderText('To')).toHaveValue('29/11/2026');
      expect(onChange).not.toHaveBeenCalled();
    } finally {
      window.innerWidth = before;
    }
  });

  it('without the API’s days, opens a custom span on the days the preset counts back from today', async () => {
    // Only the clock is fixed: antd's own timers stay real.
    jest.useFakeTimers({
      now: new Date('2026-11-29T15:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    });
    await initI18n({ lng: 'en' });
    const before = window.innerWidth;
    window.innerWidth = 360;
    try {
      render(<PeriodPicker value={{ period: 'month' }} onChange={jest.fn()} format="DD/MM/YYYY" />);
      await chooseOption('Period', '', 'Custom');
      // 30 days, today the last of them.
      expect(screen.getByPlaceholderText('From')).toHaveValue('31/10/2026');
      expect(screen.getByPlaceholderText('To')).toHaveValue('29/11/2026');
    } finally {
      window.innerWidth = before;
      jest.useRealTimers();
    }
  });
});
