import { registerTranslations } from '@conexoes/shared';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

export const SHELL_NS = 'shell';

/** Registers the shell's strings; safe before or after initI18n (shared queues them). */
export function registerShellTranslations(): void {
  registerTranslations(SHELL_NS, { en, 'pt-BR': ptBR, es, de });
}
