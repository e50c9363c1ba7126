import { twelveHourClock, writeDay } from '../contract/date-formats';
import { useSettingsStore, type DateFormat } from '../stores/settings.store';
import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from './languages';

const currentLanguage = (): SupportedLanguage =>
  isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

/** A calendar day without a time (`2026-11-20`: a due date, a birth date). */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (value: Date | string | number): Date | null => {
  // `new Date('2026-11-20')` is midnight UTC, the 19th in Brazil (UTC−3): a day is read as that day here.
  const day = typeof value === 'string' ? CALENDAR_DAY.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A calendar date in the pattern chosen in the display settings, in local time. */
export const formatDateAs = (date: Date, pattern: DateFormat): string =>
  writeDay(pattern, date.getFullYear(), date.getMonth() + 1, date.getDate());

/**
 * A date as the user asked to read dates (display settings; dd/MM/yyyy unless changed, whatever the
 * language). Explicit Intl options still give the current language's conventions (e.g. month names).
 */
export const formatDate = (value: Date | string | number, options?: Intl.DateTimeFormatOptions): string => {
  const date = toDate(value);
  if (!date) return '';
  if (options) return new Intl.DateTimeFormat(currentLanguage(), options).format(date);
  return formatDateAs(date, useSettingsStore.getState().dateFormat);
};

/**
 * A time of day, in the clock the chosen date format goes with: 24 hours (14:05) after a day-first or
 * ISO date, as the forms take it (HH:mm) and Brazil writes it in any language; 12 hours (2:05 PM) with
 * the US month-first date.
 */
export const formatTime = (value: Date | string | number): string => {
  const date = toDate(value);
  if (!date) return '';
  const twelve = twelveHourClock(useSettingsStore.getState().dateFormat);
  return new Intl.DateTimeFormat(currentLanguage(), {
    // 09:05 on a 24-hour clock (as the forms write it), 9:05 AM on a 12-hour one.
    hour: twelve ? 'numeric' : '2-digit',
    minute: '2-digit',
    hourCycle: twelve ? 'h12' : 'h23',
  }).format(date);
};

/** Date and time as above: `31/01/2026 14:05`, `01/31/2026 2:05 PM`. */
export const formatDateTime = (value: Date | string | number): string => {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDateAs(date, useSettingsStore.getState().dateFormat)} ${formatTime(date)}`;
};

/** A number in the current language's conventions (pt-BR: 1.234,5). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(currentLanguage(), options).format(value);
