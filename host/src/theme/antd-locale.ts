import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

// English is antd's own default (already in its bundle); the others are fetched when first chosen.
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  'pt-BR': () => import('antd/es/locale/pt_BR'),
  es: () => import('antd/es/locale/es_ES'),
  de: () => import('antd/es/locale/de_DE'),
};

/**
 * antd's texts for `language`. Never undefined: antd's ConfigProvider wraps the app in a
 * LocaleProvider only while it has a locale, so a locale that came and went remounted every screen
 * below it — a form being filled in lost what was typed when the language was switched. Until a
 * fetched language arrives, the previous texts stay.
 */
export function useAntdLocale(language: string): Locale {
  const [loaded, setLoaded] = useState<{ language: string; value: Locale } | undefined>();
  useEffect(() => {
    const load = loaders[language];
    if (!load) return;
    let active = true;
    void load().then((module) => {
      if (active) setLoaded({ language, value: module.default });
    });
    return () => {
      active = false;
    };
  }, [language]);
  if (!loaders[language]) return enUS;
  return loaded?.value ?? enUS;
}
