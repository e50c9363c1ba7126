import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of the disk driver's links. What is signed: the operation, the key, the
 * expiry and the operation's parameters (upload: the size limit; download: the name and type it is
 * offered as), so that changing any of them breaks the signature. Checked in constant time.
 */
export type SignedParams = Record<string, string>;

/**
 * Each value percent-encoded: a value (a file's name is the uploader's text) never holds the line
 * break that separates them, so no value can be cut in two and its tail read as another parameter.
 */
const payload = (op: 'put' | 'get', key: string, params: SignedParams): string =>
  [
    op,
    encodeURIComponent(key),
    ...Object.keys(params)
      .sort()
      .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(params[name] ?? '')}`),
  ].join('\n');

export const signature = (secret: string, op: 'put' | 'get', key: string, params: SignedParams): string =>
  createHmac('sha256', secret)
    .update(payload(op, key, params))
    .digest('base64url');

export type Verdict = 'valid' | 'invalid' | 'expired';

/** `invalid` for a missing or altered signature (checked first: an altered expiry is invalid, not expired). */
export const verify = (
  secret: string,
  op: 'put' | 'get',
  key: string,
  params: SignedParams,
  given: string | undefined,
  now = Date.now(),
): Verdict => {
  if (!given) return 'invalid';
  const expected = Buffer.from(signature(secret, op, key, params));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  const expires = Number(params.expires);
  if (!Number.isFinite(expires) || expires * 1000 < now) return 'expired';
  return 'valid';
};
