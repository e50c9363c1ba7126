import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonLocales } from './common.locales';
import { applyDayjsLocale } from './dayjs-locales';
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

// Namespaces registered before initI18n (a remote loaded first) wait here.
const pending = new Map<string, NamespaceResources<object>>();

const addBundles = (ns: string, resources: NamespaceResources<object>): void => {
  for (const lng of SUPPORTED_LANGUAGES) i18n.addResourceBundle(lng, ns, resources[lng], true, true);
};

/** Adds a namespace (a remote's own, e.g. 'stakeholders') in all four languages. */
export const registerTranslations = <T extends object>(
  ns: string,
  resources: NamespaceResources<T>,
): void => {
  if (i18n.isInitialized) addBundles(ns, resources);
  else pending.set(ns, resources);
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
 */
export const initI18n = async ({ lng }: { lng?: SupportedLanguage } = {}): Promise<typeof i18n> => {
  if (i18n.isInitialized) {
    if (lng && i18n.language !== lng) await i18n.changeLanguage(lng);
    return i18n;
  }
  const language = lng ?? savedLanguage() ?? DEFAULT_LANGUAGE;
  i18n.on('languageChanged', onLanguageChanged);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, { common: commonLocales[l] }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  for (const [ns, resources] of pending) addBundles(ns, resources);
  pending.clear();
  return i18n;
};

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
