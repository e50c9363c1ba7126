import { useEffect, useRef } from 'react';
import { useSettingsStore, type PaletteMode } from '@conexoes/shared';

/**
 * Light or dark for the showcase: the app's own palette (the host derives it from the settings
 * store), changed for this visit only. It is never saved (`updateSettings` is not called), and
 * leaving the showcase puts back the mode the person had.
 */
export function usePreviewPalette(): [PaletteMode, (mode: PaletteMode) => void] {
  const mode = useSettingsStore((s) => s.paletteMode);
  const original = useRef<PaletteMode | null>(null);
  useEffect(
    () => () => {
      if (original.current !== null) useSettingsStore.setState({ paletteMode: original.current });
    },
    [],
  );
  const preview = (next: PaletteMode) => {
    original.current ??= useSettingsStore.getState().paletteMode;
    useSettingsStore.setState({ paletteMode: next });
  };
  return [mode, preview];
}
