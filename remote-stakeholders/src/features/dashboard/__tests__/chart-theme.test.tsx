import { act, renderHook } from '@testing-library/react';
import { useSettingsStore } from '@conexoes/shared';
import { useChartTheme } from '../chart-theme';
import { cellTint } from '../influence-interest-matrix';

afterEach(() => act(() => useSettingsStore.getState().resetSettings()));

describe('dashboard readability', () => {
  it('draws the charts (legends, axes, labels) with the dark chart theme in dark mode', () => {
    const { result } = renderHook(() => useChartTheme());
    expect(result.current).toBe('classic');
    act(() => useSettingsStore.getState().updateSettings({ paletteMode: 'dark' }));
    expect(result.current).toBe('classicDark');
  });

  it('tints matrix cells more as they fill, never past 45 % so their numbers stay readable', () => {
    expect(cellTint(0, 26)).toBe(0);
    expect(cellTint(9, 26)).toBeLessThan(cellTint(26, 26));
    expect(cellTint(26, 26)).toBeLessThanOrEqual(0.45);
    expect(cellTint(40, 26)).toBeLessThanOrEqual(0.45);
  });
});
