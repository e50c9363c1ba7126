import { registerTranslations } from '@conexoes/shared';
import en from './en.json';

/** This remote's i18next namespace. */
export const NS = 'auth';

// English is the fallback and bundled; the other languages are fetched when used.
registerTranslations(NS, {
  en,
  'pt-BR': () => import('./pt-BR.json'),
  es: () => import('./es.json'),
  de: () => import('./de.json'),
});
