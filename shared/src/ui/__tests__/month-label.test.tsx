import { act, renderHook } from '@testing-library/react';
import { i18n, initI18n } from '@conexoes/shared';
import { useMonthLabel } from '../month-label';

const at = (width: number) => {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
};

describe('a chart’s month label', () => {
  const before = window.innerWidth;
  afterEach(() => at(before));

  it('is the short month and year where there is room, and a compact one on a phone', async () => {
    await initI18n({ lng: 'pt-BR' });
    at(1366);
    expect(renderHook(() => useMonthLabel()).result.current('2026-03')).toBe('mar. de 2026');
    at(360);
    const phone = renderHook(() => useMonthLabel());
    expect(phone.result.current('2026-03')).toBe('mar/26');
    await act(() => i18n.changeLanguage('en'));
    expect(phone.result.current('2025-11')).toBe('Nov/25');
  });
});
