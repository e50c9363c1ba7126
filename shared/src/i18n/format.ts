import { i18n } from './i18n';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from './languages';

const currentLanguage = (): SupportedLanguage =>
  isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

/** A date in the current language's conventions (pt-BR: 31/01/2026). */
export const formatDate = (
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
): string => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(currentLanguage(), options).format(date);
};

export const formatDateTime = (value: Date | string | number): string =>
  formatDate(value, { dateStyle: 'short', timeStyle: 'short' });

/** A number in the current language's conventions (pt-BR: 1.234,5). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(currentLanguage(), options).format(value);
