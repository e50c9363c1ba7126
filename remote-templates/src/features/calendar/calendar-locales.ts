import type { LocaleInput } from '@fullcalendar/core';
import de from '@fullcalendar/core/locales/de';
import es from '@fullcalendar/core/locales/es';
import ptBr from '@fullcalendar/core/locales/pt-br';
import type { SupportedLanguage } from '@conexoes/shared';

/**
 * FullCalendar's own locale for each language: names of days and months, and the first day of the
 * week — Sunday in English (FullCalendar's default, SPEC §9) and in Brazil, Monday in Spanish and German.
 */
export const CALENDAR_LOCALES: Record<SupportedLanguage, LocaleInput | string> = {
  en: 'en',
  'pt-BR': ptBr,
  es,
  de,
};
