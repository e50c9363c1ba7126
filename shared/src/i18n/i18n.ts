import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './common.locales';
import { applyDayjsLocale, loadDayjsLocale, registerDayjsLocales } from './dayjs-locales';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isSupportedLanguage,
  type NamespaceResources,
  type SupportedLanguage,
} from './languages';

/** The one i18next instance of the app (a federation singleton through @conexoes/shared). */
export const i18n = i18next.createInstance();

// Every namespace's translations, by language: objects, or loaders fetched when that language is used.
const sources = new Map<string, NamespaceResources<object>>([
  [
    'common',
    {
      en: commonEn,
      'pt-BR': () => import('./common/pt-BR'),
      es: () => import('./common/es'),
      de: () => import('./common/de'),
    },
  ],
]);

/**
 * The i18next backend reading `sources` (docs/decisions/0010-front-end-weight.md, fourth pass): a
 * first visit downloads one language, not four. i18next reads a language's namespaces before it
 * switches to it (`changeLanguage` waits), and react-i18next suspends a component whose namespace is
 * still on its way. `common` carries the language's dayjs locale with it.
 */
const registeredSources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, ns, callback) {
    const source = sources.get(ns)?.[language as SupportedLanguage];
    const translations = typeof source === 'function' ? source() : Promise.resolve(source ?? {});
    const locale = ns === 'common' && isSupportedLanguage(language) ? loadDayjsLocale(language) : null;
    Promise.all([translations, locale]).then(
      ([value]) => callback(null, 'default' in value ? (value.default as object) : value),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

const bundledOf = (resources: NamespaceResources<object>) =>
  SUPPORTED_LANGUAGES.flatMap((lng) => {
    const value = resources[lng];
    return typeof value === 'function' ? [] : [[lng, value] as const];
  });

const addBundled = (ns: string, resources: NamespaceResources<object>): void => {
  for (const [lng, value] of bundledOf(resources)) i18n.addResourceBundle(lng, ns, value, true, true);
};

/**
 * Adds a namespace (a remote's own, e.g. 'stakeholders') in all four languages; the languages given
 * as loaders are fetched when used.
 */
export const registerTranslations = <T extends object>(
  ns: string,
  resources: NamespaceResources<T>,
): void => {
  sources.set(ns, resources as NamespaceResources<object>);
  if (!i18n.isInitialized) return;
  addBundled(ns, resources as NamespaceResources<object>);
  // The current language, when not bundled, is fetched now (its components suspend meanwhile).
  void i18n.loadNamespaces(ns);
};

const savedLanguage = (): SupportedLanguage | null => {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(value) ? value : null;
  } catch {
    return null;
  }
};

const onLanguageChanged = (lng: string): void => {
  const language = isSupportedLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  applyDayjsLocale(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered, still applied.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/**
 * Initialises the shared instance once (host, or a remote running alone). Language: `lng`, else the
 * one remembered under `app.language`, else English. Later calls only switch language when given one.
 * Resolves once the language's translations (of every namespace registered so far) have arrived.
 */
export const initI18n = async ({ lng }: { lng?: SupportedLanguage } = {}): Promise<typeof i18n> => {
  if (i18n.isInitialized) {
    if (lng && i18n.language !== lng) await i18n.changeLanguage(lng);
    return i18n;
  }
  const language = lng ?? savedLanguage() ?? DEFAULT_LANGUAGE;
  registerDayjsLocales();
  i18n.on('languageChanged', onLanguageChanged);
  const resources: Resource = {};
  for (const [ns, nsResources] of sources)
    for (const [lng, value] of bundledOf(nsResources)) (resources[lng] ??= {})[ns] = value;
  await i18n
    .use(registeredSources)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      defaultNS: 'common',
      ns: [...sources.keys()],
      // Bundled languages are resources; the backend fetches the rest.
      partialBundledLanguages: true,
      resources,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  return i18n;
};

/** Switches language once its translations (and dayjs locale) have arrived. */
export const changeLanguage = async (lng: SupportedLanguage): Promise<void> => {
  await i18n.changeLanguage(lng);
};

/** The message key for a failed call's status, in the `common` namespace. */
export const problemMessageKey = (status: number): string => {
  const known = ['0', '400', '401', '403', '404', '409', '413', '415', '422', '429', '500'];
  const key = String(status);
  if (known.includes(key)) return `common:errors.${key}`;
  return status >= 500 ? 'common:errors.500' : 'common:errors.unknown';
};
