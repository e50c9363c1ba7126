import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The attachments card's own words (every record type with files uses it). */
export const ATTACHMENTS_NS = 'attachments';

/**
 * The record a few sentences name ("…when you save the interaction"), as an i18next context: the
 * `_interaction` keys; without one, or without such a key, the sentence says "the record".
 */
export type AttachmentsRecordKind = 'interaction';

registerTranslations(ATTACHMENTS_NS, { en, 'pt-BR': ptBR, es, de });
