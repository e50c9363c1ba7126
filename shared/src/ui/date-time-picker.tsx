import { useState, type CSSProperties } from 'react';
import { DatePicker, Flex, Grid, TimePicker, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDateInput } from './date-pattern';
import { PERIOD_NS } from './period/period.i18n';

export type DateTimePickerProps = {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  /** The date field's id (a Form.Item passes its own, so its label names the field). */
  id?: string;
  /** The field's label, for the separate time field's name on a phone ("Date and time (time)"). */
  label?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
};

const TIME = 'HH:mm';

/** Today, or the day already chosen, at the time of `time`; minutes, no seconds. */
const atTime = (day: Dayjs, time: Dayjs): Dayjs =>
  day.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);

/**
 * A date and its time of day, the one picker of the product for both (`showTime`). antd draws the
 * month and the hour columns side by side, about 440 px wide: on a phone (below the `sm` breakpoint)
 * that panel began off the screen's left edge, its month arrows and first weekdays out of reach. There
 * the day and the time are two fields instead, each with a panel that fits (as a phone's own calendar
 * asks for them): the day keeps the time already chosen, the time keeps the day (today until one is).
 * Typed days follow the display settings' pattern either way (date-pattern.ts).
 */
export function DateTimePicker({
  value,
  onChange,
  id,
  label,
  allowClear = true,
  disabled,
  style,
}: DateTimePickerProps) {
  const { t } = useTranslation(PERIOD_NS);
  const dates = useDateInput();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  // The screen as it is on the first render, read as antd reads it, until antd's breakpoints say.
  const [wideAtFirst] = useState(
    () =>
      typeof window !== 'undefined' &&
      window.matchMedia?.(`(min-width: ${token.screenSM}px)`).matches === true,
  );
  const wide = screens.sm ?? wideAtFirst;

  if (wide) {
    return (
      <DatePicker
        id={id}
        showTime={{ format: TIME }}
        {...dates.dayTime}
        value={value ?? null}
        onChange={(picked: Dayjs | null) => onChange?.(picked)}
        allowClear={allowClear}
        disabled={disabled}
        style={{ width: '100%', ...style }}
      />
    );
  }

  const pickDay = (day: Dayjs | null) => {
    if (!day) return onChange?.(null);
    onChange?.(atTime(day, value ?? dayjs()));
  };
  const pickTime = (time: Dayjs | null) => {
    if (!time) return;
    onChange?.(atTime(value ?? dayjs(), time));
  };
  const spelledTime = dates.dayTime.placeholder.split(' ').pop() ?? TIME;
  return (
    // Flex, not Space.Compact: a lazy part that draws nothing until its code arrives (decision 0010).
    <Flex gap={8} style={{ width: '100%', ...style }}>
      <DatePicker
        id={id}
        {...dates.day}
        value={value ?? null}
        onChange={pickDay}
        allowClear={allowClear}
        disabled={disabled}
        style={{ flex: '1 1 auto', minWidth: 0 }}
      />
      <TimePicker
        aria-label={label ? t('timeOf', { field: label }) : t('time')}
        format={TIME}
        placeholder={spelledTime}
        value={value ?? null}
        onChange={pickTime}
        allowClear={false}
        disabled={disabled}
        style={{ flex: '0 0 92px' }}
      />
    </Flex>
  );
}
