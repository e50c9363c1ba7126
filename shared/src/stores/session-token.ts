export const ACCESS_TOKEN_STORAGE_KEY = 'accessToken';

/** The session stages a token can be issued for; the server decides, the client only routes by it. */
export type AuthStage = 'login' | 'app';

export type SessionClaims = {
  email: string;
  name: string;
  stage: AuthStage;
  workspaceIds: string[];
  tenants: string[];
  role: string | null;
  expiresAt: number;
};

// Decoding a JWS payload is base64url + JSON; a library here would bring an ESM-only package into
// every workspace's jest setup for five lines.
const decodePayload = (token: string): Record<string, unknown> => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Not a JWS compact token');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  const payload: unknown = JSON.parse(json);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error('Bad payload');
  return payload as Record<string, unknown>;
};

const stringArray = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads a token's claims WITHOUT verifying it (the server verifies every call); only to restore
 * what the screens show after a reload. Null when undecodable or expired at `now`.
 */
export const readSessionClaims = (token: string, now: number = Date.now()): SessionClaims | null => {
  try {
    const claims = decodePayload(token);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    const workspaceIds = stringArray(claims.workspaceIds ?? claims.wks);
    const stage: AuthStage =
      claims.stage === 'app' || claims.stage === 'login'
        ? claims.stage
        : workspaceIds.length > 0
          ? 'app'
          : 'login';
    return {
      email: text(claims.email),
      name: text(claims.name),
      stage,
      workspaceIds,
      tenants: stringArray(claims.tenants),
      role: typeof claims.role === 'string' ? claims.role : null,
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
};

export const readStoredToken = (): string | null => {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** Mirrors the session token to local storage (SPEC §9 `accessToken`). */
export const storeToken = (token: string | null): void => {
  try {
    if (token) window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
};
