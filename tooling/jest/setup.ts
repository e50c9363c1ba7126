// jsdom gaps that antd and react-router need (ARCHITECTURE "Toolchain facts").
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Width queries are answered against window.innerWidth (jsdom: 1024), so responsive layouts
// render as on a desktop unless a test changes innerWidth.
const matchesWidth = (query: string): boolean => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
};

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd asks for pseudo-element styles, which jsdom does not implement.
const getComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => getComputedStyle.call(window, element);
