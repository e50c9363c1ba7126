// The jsdom gaps antd, react-router and i18n code rely on (ARCHITECTURE "Toolchain facts").
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof window !== 'undefined') {
  globalThis.TextEncoder ??= TextEncoder;
  globalThis.TextDecoder ??= TextDecoder;
  window.matchMedia ??= (query) => ({
    matches: false,
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
