import { useSettingsStore } from '@conexoes/shared';

/** G2's own theme for the display settings' mode: its dark one draws legends and axes light on dark. */
export function useChartTheme(): 'classic' | 'classicDark' {
  return useSettingsStore((s) => (s.paletteMode === 'dark' ? 'classicDark' : 'classic'));
}
