import { renderHook } from '@testing-library/react';
import { useScreenSize } from '../use-screen-size';

const widthBefore = window.innerWidth;
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: widthBefore }));

const at = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return renderHook(() => useScreenSize()).result.current;
};

describe('useScreenSize', () => {
  it('names the SPEC §9 screen on the very first render, before any effect', () => {
    expect(at(360)).toBe('xs');
    expect(at(600)).toBe('sm');
    expect(at(899)).toBe('sm');
    expect(at(900)).toBe('md');
    expect(at(1200)).toBe('lg');
    expect(at(1440)).toBe('xl');
  });
});
