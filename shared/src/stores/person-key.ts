import type { AuthData } from './auth.store';

/** FNV-1a: keeps an e-mail out of a storage key's plain text; not a secret, only a name. */
const hash = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
};

/**
 * The signed-in person as a short name for what the device keeps for them (drafts, a hidden guide):
 * their tenant(s) and e-mail, hashed. Null when nobody is signed in.
 */
export const personKeyOf = (auth: Pick<AuthData, 'isAuthenticated' | 'email' | 'tenants'>): string | null =>
  auth.isAuthenticated && auth.email
    ? hash(`${[...auth.tenants].sort().join(',')}|${auth.email.toLowerCase()}`)
    : null;
