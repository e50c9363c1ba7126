import dayjs from 'dayjs';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import en from 'dayjs/locale/en';
import ptBr from 'dayjs/locale/pt-br';
import es from 'dayjs/locale/es';
import de from 'dayjs/locale/de';
import type { SupportedLanguage } from './languages';

// SPEC §9: English weeks start on Sunday (0) and week 1 is the one containing 1 January.
const english = { ...en, weekStart: 0, yearStart: 1 };

const dayjsLocales: Record<SupportedLanguage, ILocale> = {
  en: english,
  'pt-BR': ptBr,
  es,
  de,
};

let registered = false;

/** Registers the locales and the week plugin once (called from initI18n, never at import). */
export const registerDayjsLocales = (): void => {
  if (registered) return;
  dayjs.extend(weekOfYear);
  for (const locale of Object.values(dayjsLocales)) dayjs.locale(locale, undefined, true);
  registered = true;
};

export const applyDayjsLocale = (language: SupportedLanguage): void => {
  registerDayjsLocales();
  dayjs.locale(dayjsLocales[language].name);
};
