import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The namespace of the option-list editor's own words (every area that configures lists uses it). */
export const OPTION_LISTS_NS = 'optionLists';

registerTranslations(OPTION_LISTS_NS, { en, 'pt-BR': ptBR, es, de });
