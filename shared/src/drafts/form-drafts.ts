import { useAuthStore } from '../stores/auth.store';
import { personKeyOf } from '../stores/person-key';

// A form's draft, kept while it is filled in so that leaving the page by accident loses nothing: the
// back button, a reload, a crash, the tab closed, or a phone's browser dropping the tab while the
// analyst takes a call in the field. The form offers it on return (decision 0054).
//
// - localStorage, not sessionStorage: a closed tab or a discarded one on a phone still has it.
// - Each person's own: the key names who typed it (their tenant and e-mail, hashed), so someone
//   else signing in on the same device is never offered it.
// - Gone after DRAFT_LIFETIME_DAYS, and on signing out on purpose (endSession), as drafts hold
//   personal data (LGPD). A session that merely expired keeps them: the person signs in and goes on.

const PREFIX = 'conexoes.draft:';
export const DRAFT_LIFETIME_DAYS = 7;
const LIFETIME_MS = DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** `version`: the record's `updatedAt` when the values were typed (none for a new record). */
export type Draft<T> = { savedAt: string; values: T; version?: string };

/** Whose drafts: the signed-in person in their tenant(s); none when nobody is signed in. */
const ownerPrefix = (): string | null => {
  const person = personKeyOf(useAuthStore.getState());
  return person ? `${PREFIX}${person}:` : null;
};

const keyOf = (kind: string, id: string | undefined): string | null => {
  const owner = ownerPrefix();
  return owner ? `${owner}${kind}:${id ?? 'new'}` : null;
};

const parse = <T>(raw: string | null): Draft<T> | null => {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<T>;
    return draft && typeof draft.savedAt === 'string' && draft.values ? draft : null;
  } catch {
    return null;
  }
};

const expired = (draft: Draft<unknown>, now: number) => now - Date.parse(draft.savedAt) > LIFETIME_MS;

/** The keys of every stored draft, whoever typed it. */
const draftKeys = (): string[] => {
  const keys: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
};

/** Drops every draft past its lifetime, whoever typed it (unreadable ones too). */
const dropExpired = (now: number) => {
  for (const key of draftKeys()) {
    const draft = parse(window.localStorage.getItem(key));
    if (!draft || expired(draft, now)) window.localStorage.removeItem(key);
  }
};

export const readDraft = <T>(kind: string, id?: string): Draft<T> | null => {
  try {
    const key = keyOf(kind, id);
    if (!key) return null;
    const draft = parse<T>(window.localStorage.getItem(key));
    if (draft && expired(draft, Date.now())) {
      window.localStorage.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
};

export const writeDraft = <T>(kind: string, id: string | undefined, values: T, version?: string): void => {
  try {
    const key = keyOf(kind, id);
    if (!key) return;
    const now = Date.now();
    dropExpired(now);
    const draft: Draft<T> = { savedAt: new Date(now).toISOString(), values, ...(version ? { version } : {}) };
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
};

export const clearDraft = (kind: string, id?: string): void => {
  try {
    const key = keyOf(kind, id);
    if (key) window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
};

/** Signing out on purpose: the signed-in person's drafts go (call before the session is forgotten). */
export const clearOwnDrafts = (): void => {
  try {
    const owner = ownerPrefix();
    if (!owner) return;
    for (const key of draftKeys()) if (key.startsWith(owner)) window.localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
};
