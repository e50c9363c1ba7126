import { useMemo, useState } from 'react';
import { DatePicker, Flex, Grid, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { presetDaysOf, type DashboardPeriod } from '@conexoes/shared';
import { dateInputFormats } from '../date-pattern';
import { DASHBOARD_PERIODS, isCustomPeriod, type PeriodValue } from './period-query';
import { PERIOD_NS } from './period.i18n';

type Choice = DashboardPeriod | 'custom';

/** The days a preset counts now, as the API resolved them (`from` null: since the first record). */
export type CountedPeriod = { from?: string | null; to?: string | null };

export type PeriodPickerProps = {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
  /** The day pattern of the display settings, in dayjs tokens (e.g. `DD/MM/YYYY`). */
  format: string;
  /** Prefix of the date fields' ids, unique on the page. */
  id?: string;
  /** The days a preset counts now (as the API resolved them): a custom span starts from them. */
  counted?: CountedPeriod | null;
};

const ISO = 'YYYY-MM-DD';

/**
 * A dashboard's period: a preset counted back from today, or a custom span once both of its days are
 * chosen (SPEC §5 — one day alone is not a period, so nothing changes until the second). A row of
 * buttons on a wide screen, a select on a narrow one.
 */
export function PeriodPicker({ value, onChange, format, id = 'period', counted }: PeriodPickerProps) {
  const { t } = useTranslation(PERIOD_NS);
  const screens = Grid.useBreakpoint();
  const custom = isCustomPeriod(value);
  // Days being chosen for a custom span; until both are there the data keeps its period.
  const [picking, setPicking] = useState<{ from?: string; to?: string } | null>(null);
  const days = picking ?? (custom ? { from: value.from, to: value.to } : null);

  const choice: Choice = days ? 'custom' : value.period;
  const options = [...DASHBOARD_PERIODS, 'custom' as const].map((p) => ({
    value: p,
    label: t(`presets.${p}`),
  }));
  const choose = (next: Choice) => {
    if (next === 'custom') {
      // The days on screen, not two empty fields: the person moves one end of what they see (as the
      // API counted them, else as the preset counts back from today).
      const shown = counted ?? presetDaysOf(value.period);
      setPicking({
        from: value.from ?? shown.from ?? undefined,
        to: value.to ?? shown.to ?? undefined,
      });
      return;
    }
    setPicking(null);
    onChange({ period: next });
  };
  const setDay = (side: 'from' | 'to', picked: Dayjs | null) => {
    const next = { ...days, [side]: picked ? picked.format(ISO) : undefined };
    if (next.from && next.to) {
      setPicking(null);
      onChange({ period: value.period, from: next.from, to: next.to });
    } else setPicking(next);
  };
  const day = (iso?: string) => (iso ? dayjs(iso, ISO) : null);
  // Shown in the settings' pattern; typed also in the other common ways (date-pattern.ts).
  const typed = useMemo(() => dateInputFormats(format), [format]);

  return (
    <Flex gap={8} wrap align="center" role="group" aria-label={t('label')}>
      {screens.lg ? (
        <Segmented<Choice> aria-label={t('label')} value={choice} onChange={choose} options={options} />
      ) : (
        <Select<Choice>
          aria-label={t('label')}
          value={choice}
          onChange={choose}
          options={options}
          style={{ minWidth: 200, flex: '1 1 200px' }}
        />
      )}
      {days ? (
        <Flex gap={8} wrap style={{ flex: '1 1 260px' }}>
          <DatePicker
            id={`${id}-from`}
            aria-label={t('from')}
            placeholder={t('from')}
            format={typed}
            value={day(days.from)}
            disabledDate={(d) => Boolean(days.to && d.format(ISO) > days.to)}
            onChange={(d: Dayjs | null) => setDay('from', d)}
            style={{ flex: '1 1 120px' }}
          />
          <DatePicker
            id={`${id}-to`}
            aria-label={t('to')}
            placeholder={t('to')}
            format={typed}
            value={day(days.to)}
            disabledDate={(d) => Boolean(days.from && d.format(ISO) < days.from)}
            onChange={(d: Dayjs | null) => setDay('to', d)}
            style={{ flex: '1 1 120px' }}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
