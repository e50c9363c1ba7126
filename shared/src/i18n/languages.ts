export const SUPPORTED_LANGUAGES = ['en', 'pt-BR', 'es', 'de'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'app.language';

export const isSupportedLanguage = (value: unknown): value is SupportedLanguage =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as ReadonlyArray<string>).includes(value);

/** Translations of one namespace in every supported language (all four are required). */
export type NamespaceResources<T extends object = Record<string, unknown>> = Record<SupportedLanguage, T>;
