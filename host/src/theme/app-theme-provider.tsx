import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore, pickSettings } from '@conexoes/shared';
import { CARD_CONFIG, SEARCH_ICON_CONFIG, SELECT_ICONS_CONFIG } from '@conexoes/shared/ui';
import { useShallow } from 'zustand/react/shallow';
import { useAntdLocale } from './antd-locale';
import { themeFromSettings } from './theme-from-settings';
import { useScreenSize } from './use-screen-size';

/**
 * antd ConfigProvider driven by the display settings (colour, contrast, mode, direction, fonts).
 * One provider, one theme: each distinct theme costs antd a token derivation and a style sheet
 * (docs/decisions/0010-front-end-weight.md, fourth pass).
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useSettingsStore(useShallow(pickSettings));
  const screen = useScreenSize();
  const derived = useMemo(() => themeFromSettings(settings, screen), [settings, screen]);
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);

  // <html dir> and colour-scheme follow the settings so native widgets and scrollbars match.
  useEffect(() => {
    document.documentElement.dir = derived.direction;
    document.documentElement.style.colorScheme = settings.paletteMode;
    document.documentElement.dataset.theme = settings.paletteMode;
  }, [derived.direction, settings.paletteMode]);

  return (
    <ConfigProvider
      theme={derived.theme}
      direction={derived.direction}
      locale={locale}
      card={CARD_CONFIG}
      {...SELECT_ICONS_CONFIG}
      {...SEARCH_ICON_CONFIG}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
