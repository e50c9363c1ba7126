import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The form pattern's own words (server errors, unsaved changes, save confirmations). */
export const FORMS_NS = 'forms';

registerTranslations(FORMS_NS, { en, 'pt-BR': ptBR, es, de });
