/** Browsers give Enter its keyCode (13), which rc-menu reads to pick an item; user-event leaves it 0. */
const enterKeyCode = (event: KeyboardEvent) => {
  if (event.key === 'Enter') Object.defineProperty(event, 'keyCode', { value: 13 });
};

/** Makes user-event's Enter carry its keyCode, as a browser's does; returns how to stop. */
export const giveEnterItsKeyCode = (): (() => void) => {
  window.addEventListener('keydown', enterKeyCode, true);
  return () => window.removeEventListener('keydown', enterKeyCode, true);
};
