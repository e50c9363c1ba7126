import { formatDate, formatNumber } from '@conexoes/shared';
import { localDay } from './calendar';

// The dashboards' numbers in the reader's language (pt-BR: R$ 1.234,56 · 12,5% · 1,2 mil), dates
// in the display settings' pattern (dd/MM/yyyy unless changed). Amounts are in reais throughout.

export const money = (value: number, fractionDigits = 2): string =>
  formatNumber(value, {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

export const count = (value: number): string => formatNumber(value);

/** A large count in short form: 12,3 mil / 12.3K. */
export const compact = (value: number): string =>
  formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

/** A share given as a fraction (0.125 → 12,5%). */
export const percent = (fraction: number, digits = 1): string =>
  formatNumber(fraction, { style: 'percent', maximumFractionDigits: digits });

/** An ISO day (YYYY-MM-DD) as the reader reads dates. */
export const day = (iso: string): string => formatDate(localDay(iso));

/** A month's short name and year for a chart axis (jan. 2026 / Jan 2026). */
export const monthYear = (date: Date): string => formatDate(date, { month: 'short', year: '2-digit' });

/** Bytes in the largest whole unit (1,5 GB). */
export const bytes = (value: number): string => {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let unit = 0;
  let amount = value;
  while (amount >= 1024 && unit < units.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  return formatNumber(amount, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
};

/** A day and month for a chart axis, in the language's order (26/11 · 11/26). */
export const dayMonth = (iso: string): string =>
  formatDate(localDay(iso), { day: '2-digit', month: '2-digit' });

/** A weight in kilograms (12,5 kg). */
export const formatKg = (value: number): string =>
  formatNumber(value, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 });
