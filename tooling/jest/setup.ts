// jsdom gaps that antd and react-router need (ARCHITECTURE "Toolchain facts").
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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

// antd tables, selects and overflow lists measure themselves (ResizeObserver) and schedule work
// through MessageChannel; jsdom has neither. A port delivers on a macrotask, as in a browser.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

type PortListener = ((event: { data: unknown }) => void) | null;

class TimeoutPort {
  onmessage: PortListener = null;
  other: TimeoutPort | null = null;
  postMessage(data: unknown) {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start() {}
  close() {
    this.onmessage = null;
  }
  addEventListener(_type: string, listener: PortListener) {
    this.onmessage = listener;
  }
  removeEventListener() {
    this.onmessage = null;
  }
}

class TimeoutMessageChannel {
  port1 = new TimeoutPort();
  port2 = new TimeoutPort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

const jsdomGlobals = globalThis as Record<string, unknown>;
jsdomGlobals.ResizeObserver ??= NoopResizeObserver;
jsdomGlobals.MessageChannel ??= TimeoutMessageChannel;

// findBy*/waitFor give up after 5 s instead of 1 s: a loaded CI machine renders antd slowly.
configure({ asyncUtilTimeout: 5000 });

// jsdom's Blob has no text() (browsers do): the API client reads a download's problem+json body with it.
if (!('text' in Blob.prototype))
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(this);
      });
    },
  });
