import type { App } from '../app';

/**
 * For writes an instance only hears of from the database's notification (another instance, SQL run
 * directly): runs `probe` until it returns a value, waiting for the instance's next recorded change
 * between tries — never a sleep; if the change never arrives, the test's timeout fails it.
 */
export const afterChanges = async <T>(app: App, probe: () => Promise<T | undefined>): Promise<T> => {
  for (;;) {
    // Registered before the probe: a change that lands during it still wakes the next try.
    const changed = app.changes.next();
    const value = await probe();
    if (value !== undefined) return value;
    await changed;
  }
};
