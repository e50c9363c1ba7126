import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The period picker's own words (every dashboard uses it), and the letters a date field's placeholder spells its pattern with. */
export const PERIOD_NS = 'period';

registerTranslations(PERIOD_NS, { en, 'pt-BR': ptBR, es, de });
