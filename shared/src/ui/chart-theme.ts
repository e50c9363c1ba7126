import { useSettingsStore } from '@conexoes/shared';

/**
 * The chart library's (G2) own theme for the display settings' mode: its dark one draws legends, axes
 * and labels light on dark. Every area's dashboard charts pass it as `theme`.
 */
export function useChartTheme(): 'classic' | 'classicDark' {
  return useSettingsStore((s) => (s.paletteMode === 'dark' ? 'classicDark' : 'classic'));
}
