// Builds unsigned JWS-shaped tokens: the client never verifies signatures, only reads claims.
const base64url = (value: object) =>
  Buffer.from(JSON.stringify(value))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const makeToken = (claims: Record<string, unknown>, typ = 'JWT'): string =>
  `${base64url({ alg: 'HS256', typ })}.${base64url(claims)}.signature`;

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
