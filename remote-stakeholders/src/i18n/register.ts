import { commitmentStatusWords, planStatusWords, registerTranslations } from '@conexoes/shared';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import ptBR from './pt-BR.json';

/** This remote's i18next namespace. */
export const NS = 'stakeholders';

type Language = keyof typeof planStatusWords;

/**
 * The profile lists the stakeholder's plans and commitments: their statuses read as the commitments
 * area writes them (the shared contract's words, as its exports and e-mails do).
 */
const withStatusWords = <T extends object>(words: T, language: Language) => ({
  ...words,
  planStatus: planStatusWords[language],
  commitmentStatus: commitmentStatusWords[language],
});

registerTranslations(NS, {
  en: withStatusWords(en, 'en'),
  'pt-BR': withStatusWords(ptBR, 'pt-BR'),
  es: withStatusWords(es, 'es'),
  de: withStatusWords(de, 'de'),
});
