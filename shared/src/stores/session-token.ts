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

// Decoding a JWS is base64url + JSON; a library here would bring an ESM-only package into every
// workspace's jest setup for a few lines.
const decodePart = (part: string | undefined): Record<string, unknown> => {
  if (!part) throw new Error('Not a JWS compact token');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Bad JWS part');
  return value as Record<string, unknown>;
};

const decodeToken = (token: string) => {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('Not a JWS compact token');
  return { header: decodePart(parts[0]), claims: decodePart(parts[1]) };
};

// The API marks the stage in the JOSE `typ` header (login+jwt, at+jwt); a `stage` claim also counts.
const stageOf = (
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  workspaceIds: string[],
): AuthStage => {
  if (header.typ === 'at+jwt' || claims.stage === 'app' || claims.stage === 'access') return 'app';
  if (header.typ === 'login+jwt' || claims.stage === 'login') return 'login';
  return workspaceIds.length > 0 ? 'app' : 'login';
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
    const { header, claims } = decodeToken(token);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    const workspaceIds = stringArray(claims.wid ?? claims.workspaceIds);
    const tenants = typeof claims.tid === 'string' ? [claims.tid] : stringArray(claims.tenants);
    return {
      email: text(claims.email),
      name: text(claims.name),
      stage: stageOf(header, claims, workspaceIds),
      workspaceIds,
      tenants,
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
