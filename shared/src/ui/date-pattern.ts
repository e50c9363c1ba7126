import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore, type DateFormat } from '@conexoes/shared';
import { PERIOD_NS } from './period/period.i18n';

const DAYJS: Record<DateFormat, string> = {
  'dd/MM/yyyy': 'DD/MM/YYYY',
  'MM/dd/yyyy': 'MM/DD/YYYY',
  'yyyy-MM-dd': 'YYYY-MM-DD',
};

/** The date pickers' pattern (dayjs tokens) from the display settings; dd/MM/yyyy unless changed. */
export const useDatePattern = (): string => DAYJS[useSettingsStore((s) => s.dateFormat)] ?? 'DD/MM/YYYY';

const SEPARATORS = ['/', '-', '.'];
const ISO_DAY = ['YYYY-MM-DD', 'YYYY/MM/DD', 'YYYYMMDD'];

/**
 * The ways of typing a day with day and month in a pattern's order: each separator, one or two digits
 * for day and month, and a 4-digit year. Not a 2-digit one: the picker reads the text at every key, so
 * "27/11/20", on the way to "27/11/2026", would already be a day (in 2020) and be rewritten under the
 * typing fingers.
 */
const typedDays = (order: 'DMY' | 'MDY'): string[] => {
  const [first, second] = order === 'DMY' ? ['D', 'M'] : ['M', 'D'];
  const days = SEPARATORS.flatMap((sep) => [
    `${first}${first}${sep}${second}${second}${sep}YYYY`,
    `${first}${sep}${second}${sep}YYYY`,
  ]);
  return [...days, `${first}${first}${second}${second}YYYY`];
};

/**
 * The formats a date field takes: the display pattern first (antd shows a value in the first of the
 * list and parses typed text with each), then the other common ways of typing the same day — other
 * separators, one-digit day and month, ISO. Day and month keep the pattern's order, so
 * 03/04 is never read both ways.
 */
export function dateInputFormats(pattern: string, withTime = false): string[] {
  const order = pattern.startsWith('MM') ? 'MDY' : 'DMY';
  const days = pattern.startsWith('YYYY')
    ? [...ISO_DAY, ...typedDays('DMY')]
    : [...typedDays(order), ...ISO_DAY];
  const all = [pattern, ...days.filter((d) => d !== pattern)];
  if (!withTime) return all;
  return [
    `${pattern} HH:mm`,
    ...all.flatMap((d) => [`${d} HH:mm`, `${d} H:mm`]).filter((f) => f !== `${pattern} HH:mm`),
  ];
}

export type DateInputProps = { format: string[]; placeholder: string };

/**
 * What a date field needs to take typed days as people type them: `format` (the display pattern of
 * the settings first, then the variants it also parses) and a placeholder that spells the pattern in
 * the reader's language ("DD/MM/AAAA" in Portuguese). `day` for a date, `dayTime` for a date and time.
 */
export function useDateInput(): { day: DateInputProps; dayTime: DateInputProps } {
  const pattern = useDatePattern();
  const { t, i18n } = useTranslation(PERIOD_NS);
  return useMemo(() => {
    const spelled = pattern
      .replace(/D/g, t('letters.day'))
      .replace(/M/g, t('letters.month'))
      .replace(/Y/g, t('letters.year'));
    const time = `${t('letters.hour')}${t('letters.hour')}:${t('letters.minute')}${t('letters.minute')}`;
    return {
      day: { format: dateInputFormats(pattern), placeholder: spelled },
      dayTime: { format: dateInputFormats(pattern, true), placeholder: `${spelled} ${time}` },
    };
    // The language is in the key, should `t` keep its identity when it changes.
  }, [pattern, t, i18n.language]);
}
