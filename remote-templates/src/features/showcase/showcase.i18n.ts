import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The component showcase's own namespace, loaded with its chunk. */
export const SHOWCASE_NS = 'templates-showcase';

registerTranslations(SHOWCASE_NS, { en, 'pt-BR': ptBR, es, de });
