// A draft of a form kept in sessionStorage while it is being filled in, so that leaving the page by
// accident (back button, reload, a crash) loses nothing: the form offers it on return. Cleared when the
// record is saved or the user chooses to leave or discard it. `kind` keeps each form's drafts apart.

const PREFIX = 'conexoes.commitmentsDraft:';

/** `version`: the record's `updatedAt` when the values were typed (none for a new record). */
export type Draft<T> = { savedAt: string; values: T; version?: string };

const key = (kind: string, id?: string) => `${PREFIX}${kind}:${id ?? 'new'}`;

export const readDraft = <T>(kind: string, id?: string): Draft<T> | null => {
  try {
    const raw = window.sessionStorage.getItem(key(kind, id));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<T>;
    return draft && typeof draft.savedAt === 'string' && draft.values ? draft : null;
  } catch {
    return null;
  }
};

export const writeDraft = <T>(kind: string, id: string | undefined, values: T, version?: string): void => {
  try {
    const draft: Draft<T> = { savedAt: new Date().toISOString(), values, ...(version ? { version } : {}) };
    window.sessionStorage.setItem(key(kind, id), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
};

export const clearDraft = (kind: string, id?: string): void => {
  try {
    window.sessionStorage.removeItem(key(kind, id));
  } catch {
    // nothing to clear
  }
};
