import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSettingsStore, pickSettings } from '@conexoes/shared';
import { useShallow } from 'zustand/react/shallow';
import { useAntdLocale } from './antd-locale';
import { themeFromSettings, type ScreenSize } from './theme-from-settings';

const screenOf = (screens: Partial<Record<string, boolean>>): ScreenSize =>
  screens.xl ? 'xl' : screens.lg ? 'lg' : screens.md ? 'md' : screens.sm ? 'sm' : 'xs';

function Themed({ children }: { children: ReactNode }) {
  const settings = useSettingsStore(useShallow(pickSettings));
  const screens = Grid.useBreakpoint();
  const derived = useMemo(() => themeFromSettings(settings, screenOf(screens)), [settings, screens]);
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);

  // <html dir> and colour-scheme follow the settings so native widgets and scrollbars match.
  useEffect(() => {
    document.documentElement.dir = derived.direction;
    document.documentElement.style.colorScheme = settings.paletteMode;
    document.documentElement.dataset.theme = settings.paletteMode;
  }, [derived.direction, settings.paletteMode]);

  return (
    <ConfigProvider theme={derived.theme} direction={derived.direction} locale={locale}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** antd ConfigProvider driven by the display settings (colour, contrast, mode, direction, fonts). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  // Breakpoints come from the theme tokens, so an outer provider sets them before useBreakpoint.
  return (
    <ConfigProvider theme={themeFromSettings(useSettingsStore.getState()).theme}>
      <Themed>{children}</Themed>
    </ConfigProvider>
  );
}
