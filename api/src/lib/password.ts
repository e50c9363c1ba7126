import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_LOG2N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const N = 2 ** log2n;
    // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/** `scrypt$<log2N>$<r>$<p>$<salt>$<hash>`: parameters travel with the hash so they can be raised later. */
export const hashPassword = async (password: string, log2n = DEFAULT_SCRYPT_LOG2N): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, log2n, R, P);
  return ['scrypt', log2n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, log2n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(log2n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
};

export const scryptParameters = (stored: string): { log2n: number; r: number; p: number } => {
  const [, log2n, r, p] = stored.split('$');
  return { log2n: Number(log2n), r: Number(r), p: Number(p) };
};
