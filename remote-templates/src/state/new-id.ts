let counter = 0;

/** A unique id for a client-side demo record (never shown to a person). */
export const newId = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
