// The demo sign-in's token (SPEC §5/§8/§9): header.payload.signature in base64url, signed with
// HMAC-SHA-256 through Web Crypto, living 172800 s. It only ever opens the demo pages: the product's
// own session (accessToken) is never read or written here.
import { DemoAuthError } from './demo-auth.errors';

export const DEMO_TOKEN_LIFETIME_S = 172_800;

export type DemoTokenPayload = { userId: string; iat: number; exp: number };

const encoder = new TextEncoder();

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

const encodeJson = (value: unknown) => toBase64Url(encoder.encode(JSON.stringify(value)));

/** A new random signing secret, base64url (kept with the demo users). */
export const newDemoSecret = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', fromBase64Url(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

export async function signDemoToken(userId: string, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const payload: DemoTokenPayload = { userId, iat, exp: iat + DEMO_TOKEN_LIFETIME_S };
  const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT' })}.${encodeJson(payload)}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(unsigned));
  return `${unsigned}.${toBase64Url(new Uint8Array(signature))}`;
}

const readPayload = (part: string): DemoTokenPayload | null => {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(part)));
    if (typeof value !== 'object' || value === null) return null;
    const { userId, iat, exp } = value as Record<string, unknown>;
    return typeof userId === 'string' && typeof iat === 'number' && typeof exp === 'number'
      ? { userId, iat, exp }
      : null;
  } catch {
    return null;
  }
};

/**
 * The token's payload when it is well formed, signed with `secret` and not expired; otherwise
 * 'Invalid authorization token', 'Invalid signature' or 'Expired token'.
 */
export async function verifyDemoToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<DemoTokenPayload> {
  const parts = token.split('.');
  const payload = parts.length === 3 ? readPayload(parts[1] ?? '') : null;
  if (!payload) throw new DemoAuthError('invalidToken');
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(parts[2] ?? '');
  } catch {
    throw new DemoAuthError('invalidSignature');
  }
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    encoder.encode(`${parts[0]}.${parts[1]}`),
  );
  if (!valid) throw new DemoAuthError('invalidSignature');
  if (Math.floor(now / 1000) >= payload.exp) throw new DemoAuthError('expiredToken');
  return payload;
}
