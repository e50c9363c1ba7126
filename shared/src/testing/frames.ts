/**
 * Waits for the browser's next `count` animation frames: the moment antd acts on (it focuses a menu
 * three frames after opening it), so a test reads the page after that event, not after a guessed time.
 */
export const nextFrames = (count: number): Promise<void> =>
  new Promise((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });
