// A draft of the interaction form kept in sessionStorage while it is being filled in, so that leaving
// the page by accident (back button, reload, a crash) loses nothing: the form offers it on return.
// Cleared when the record is saved or the user chooses to leave or discard it.

const PREFIX = 'conexoes.interactionDraft:';

/** `version`: the record's `updatedAt` when the values were typed (none for a new record). */
export type Draft<T> = { savedAt: string; values: T; version?: string };

const key = (interactionId?: string) => `${PREFIX}${interactionId ?? 'new'}`;

export const readDraft = <T>(interactionId?: string): Draft<T> | null => {
  try {
    const raw = window.sessionStorage.getItem(key(interactionId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    return draft && typeof draft.savedAt === 'string' && draft.values ? draft : null;
  } catch {
    return null;
  }
};

export const writeDraft = <T>(interactionId: string | undefined, values: T, version?: string): void => {
  try {
    const draft: Draft<T> = { savedAt: new Date().toISOString(), values, ...(version ? { version } : {}) };
    window.sessionStorage.setItem(key(interactionId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
};

export const clearDraft = (interactionId?: string): void => {
  try {
    window.sessionStorage.removeItem(key(interactionId));
  } catch {
    // nothing to clear
  }
};
