import dayjs from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import en from 'dayjs/locale/en';
import type { SupportedLanguage } from './languages';

// SPEC §9: English weeks start on Sunday (0) and week 1 is the one containing 1 January.
const english = { ...en, weekStart: 0, yearStart: 1 };

// English is bundled; the other locales are fetched with their language's translations.
const dayjsLocales: Record<SupportedLanguage, () => Promise<ILocale>> = {
  en: () => Promise.resolve(english),
  'pt-BR': () => import('dayjs/locale/pt-br').then((m) => m.default),
  es: () => import('dayjs/locale/es').then((m) => m.default),
  de: () => import('dayjs/locale/de').then((m) => m.default),
};

const names: Partial<Record<SupportedLanguage, string>> = {};

/** Registers the week plugin and English once (called from initI18n, never at import). */
export const registerDayjsLocales = (): void => {
  if (names.en) return;
  dayjs.extend(weekOfYear);
  dayjs.locale(english, undefined, true);
  names.en = english.name;
};

/** Fetches and registers a language's dayjs locale (before i18next switches to it). */
export const loadDayjsLocale = async (language: SupportedLanguage): Promise<void> => {
  registerDayjsLocales();
  if (names[language]) return;
  const locale = await dayjsLocales[language]();
  dayjs.locale(locale, undefined, true);
  names[language] = locale.name;
};

/** Applies a loaded language's locale (every language is loaded before i18next switches to it). */
export const applyDayjsLocale = (language: SupportedLanguage): void => {
  registerDayjsLocales();
  dayjs.locale(names[language] ?? names.en);
};
