import { useSettingsStore, type DateFormat } from '@conexoes/shared';

const DAYJS: Record<DateFormat, string> = {
  'dd/MM/yyyy': 'DD/MM/YYYY',
  'MM/dd/yyyy': 'MM/DD/YYYY',
  'yyyy-MM-dd': 'YYYY-MM-DD',
};

/** The date pickers' pattern (dayjs tokens) from the display settings; dd/MM/yyyy unless changed. */
export const useDatePattern = (): string => DAYJS[useSettingsStore((s) => s.dateFormat)] ?? 'DD/MM/YYYY';
