import { registerTranslations, commitmentStatusWords } from '@conexoes/shared';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

/** This remote's i18next namespace. */
export const NS = 'admin';

type Language = keyof typeof commitmentStatusWords;

/** A notice names a commitment's status as the commitments screens and exports do (shared contract). */
const withStatusWords = <T extends { notifications: object }>(words: T, language: Language) => ({
  ...words,
  notifications: { ...words.notifications, status: commitmentStatusWords[language] },
});

registerTranslations(NS, {
  en: withStatusWords(en, 'en'),
  'pt-BR': withStatusWords(ptBR, 'pt-BR'),
  es: withStatusWords(es, 'es'),
  de: withStatusWords(de, 'de'),
});
