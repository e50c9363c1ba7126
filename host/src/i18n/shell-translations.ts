import { registerTranslations } from '@conexoes/shared';
import en from './en.json';

export const SHELL_NS = 'shell';

/** Registers the shell's strings; safe before or after initI18n (shared queues them). */
export function registerShellTranslations(): void {
  // English is the fallback and bundled; the other languages are fetched when used.
  registerTranslations(SHELL_NS, {
    en,
    'pt-BR': () => import('./pt-BR.json'),
    es: () => import('./es.json'),
    de: () => import('./de.json'),
  });
}
