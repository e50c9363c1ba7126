import type { SettingsChange } from '@conexoes/shared/contract';

/**
 * A tenant's settings as their answer names who last changed them: the person's name (a user of the
 * tenant) and when. Null while nobody changed them, or when the last change came before this was kept.
 */
export const settingsChange = (by: string | null, at: Date | null): SettingsChange | null =>
  by !== null && at !== null ? { by, at: at.toISOString() } : null;

/** Whether a save would change anything: a save of the values in force changes nothing and names nobody. */
export const sameSettings = <T extends Record<string, unknown>>(before: T, after: T): boolean =>
  Object.keys(before).every((key) => before[key] === after[key]);
