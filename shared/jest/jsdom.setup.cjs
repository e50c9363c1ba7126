// The jsdom gaps antd, react-router and i18n code rely on (ARCHITECTURE "Toolchain facts").
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof window !== 'undefined') {
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
  // Width queries are answered against window.innerWidth (jsdom: 1024), as in the apps' setup
  // (tooling/jest/setup.ts): a desktop unless a test narrows the window.
  const matchesWidth = (query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
  };
  window.matchMedia ??= (query) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  // jsdom's Blob has no text(); browsers do, and the API client reads error bodies with it.
  if (typeof Blob.prototype.text !== 'function') {
    Blob.prototype.text = function text() {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result);
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    };
  }
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (el) => getComputedStyle.call(window, el);
}
