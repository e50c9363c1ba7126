import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The attachments card's own words (every record type with files uses it). */
export const ATTACHMENTS_NS = 'attachments';

registerTranslations(ATTACHMENTS_NS, { en, 'pt-BR': ptBR, es, de });
