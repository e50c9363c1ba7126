import { registerTranslations } from '@conexoes/shared';
import en from '../i18n/dashboards/en.json';

/**
 * The template dashboards' own namespace, registered with their chunks (not with the remote's first
 * download): English bundled, the other languages fetched when they are the reader's.
 */
export const DASHBOARDS_NS = 'templates-dashboards';

registerTranslations(DASHBOARDS_NS, {
  en,
  'pt-BR': () => import('../i18n/dashboards/pt-BR.json'),
  es: () => import('../i18n/dashboards/es.json'),
  de: () => import('../i18n/dashboards/de.json'),
});
