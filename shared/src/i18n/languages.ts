export const SUPPORTED_LANGUAGES = ['en', 'pt-BR', 'es', 'de'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'app.language';

export const isSupportedLanguage = (value: unknown): value is SupportedLanguage =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as ReadonlyArray<string>).includes(value);

/** One language's translations: the object itself, or a loader (`() => import('./de.json')`). */
export type TranslationSource<T extends object> = T | (() => Promise<T | { default: T }>);

/**
 * Translations of one namespace in every supported language (all four are required). English is
 * the fallback and always bundled; the others may be loaders, fetched when that language is used.
 */
export type NamespaceResources<T extends object = Record<string, unknown>> = { en: T } & Record<
  Exclude<SupportedLanguage, 'en'>,
  TranslationSource<T>
>;
