import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';

// English is antd's built-in default; the others are fetched when first chosen.
const loaders: Record<string, () => Promise<{ default: Locale }>> = {
  'pt-BR': () => import('antd/es/locale/pt_BR'),
  es: () => import('antd/es/locale/es_ES'),
  de: () => import('antd/es/locale/de_DE'),
};

export function useAntdLocale(language: string): Locale | undefined {
  const [locale, setLocale] = useState<{ language: string; value: Locale } | undefined>();
  useEffect(() => {
    const load = loaders[language];
    if (!load) return;
    let active = true;
    void load().then((module) => {
      if (active) setLocale({ language, value: module.default });
    });
    return () => {
      active = false;
    };
  }, [language]);
  return locale?.language === language ? locale.value : undefined;
}
