import { registerTranslations } from '@conexoes/shared';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

/** This remote's i18next namespace. */
export const NS = 'commitments';

registerTranslations(NS, { en, 'pt-BR': ptBR, es, de });
