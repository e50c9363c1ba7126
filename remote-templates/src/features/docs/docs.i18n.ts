import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The documentation pages' own namespace, loaded with their chunk. */
export const DOCS_NS = 'templates-docs';

registerTranslations(DOCS_NS, { en, 'pt-BR': ptBR, es, de });
