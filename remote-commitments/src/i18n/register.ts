import { registerTranslations, commitmentStatusWords, planStatusWords } from '@conexoes/shared';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

/** This remote's i18next namespace. */
export const NS = 'commitments';

type Language = keyof typeof planStatusWords;

/**
 * The statuses come from the list the API's exports and e-mails read too (shared contract), so a
 * status reads the same on the screen and in the file; only "Overdue", a filter, is the app's own.
 */
const withStatusWords = <T extends { status: object }>(words: T, language: Language) => ({
  ...words,
  planStatus: planStatusWords[language],
  status: { ...commitmentStatusWords[language], ...words.status },
});

registerTranslations(NS, {
  en: withStatusWords(en, 'en'),
  'pt-BR': withStatusWords(ptBR, 'pt-BR'),
  es: withStatusWords(es, 'es'),
  de: withStatusWords(de, 'de'),
});
