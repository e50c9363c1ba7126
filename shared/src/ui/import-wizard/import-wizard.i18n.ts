import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/**
 * The import wizard's own words, every area's: steps, the dry-run report, and each row message the
 * API words by `messageCode` (shared/src/contract/stakeholder-files.ts), whichever area sent it.
 */
export const IMPORT_NS = 'importWizard';

registerTranslations(IMPORT_NS, { en, 'pt-BR': ptBR, es, de });
