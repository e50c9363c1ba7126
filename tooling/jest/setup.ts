// jsdom gaps that antd and react-router need (ARCHITECTURE "Toolchain facts").
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
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
