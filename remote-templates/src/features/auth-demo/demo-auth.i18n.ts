import { registerTranslations } from '@conexoes/shared';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import ptBR from './i18n/pt-BR.json';

/** The demo sign-in pages' own namespace, loaded with their chunk. */
export const AUTH_DEMO_NS = 'templates-auth-demo';

registerTranslations(AUTH_DEMO_NS, { en, 'pt-BR': ptBR, es, de });
