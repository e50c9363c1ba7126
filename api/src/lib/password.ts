import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { HttpProblem } from './problem';

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_LOG2N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

/**
 * scrypt at N=2^17 holds 128 MiB for ~0.3 s, so unbounded parallel sign-ins are a memory amplifier
 * (10 at once cost ~500 MB of RSS). At most `concurrency` hashes run; up to `maxWaiting` more wait in
 * line (holding no hash memory); beyond that the caller is told to come back (503 + Retry-After).
 */
export type HashingLimits = { concurrency: number; maxWaiting: number };
const DEFAULT_LIMITS: HashingLimits = { concurrency: 2, maxWaiting: 32 };
let limits = DEFAULT_LIMITS;
let running = 0;
let peak = 0;
const waiting: Array<() => void> = [];

export const configurePasswordHashing = (next: Partial<HashingLimits> = {}): void => {
  limits = { ...DEFAULT_LIMITS, ...next };
};

/** What the gate holds now, and the most hashes it has run at once (tests count, not time). */
export const passwordHashingLoad = () => ({ running, waiting: waiting.length, peak });
export const resetPasswordHashingPeak = (): void => {
  peak = running;
};

export const HASHING_BUSY_RETRY_SECONDS = 2;

const gated = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running >= limits.concurrency) {
    if (waiting.length >= limits.maxWaiting) {
      throw new HttpProblem(503, 'The server is busy, try again in a moment', undefined, {
        retryAfterSeconds: HASHING_BUSY_RETRY_SECONDS,
      });
    }
    // The finishing hash hands its slot over directly (running is not decremented), so none can jump the line.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  peak = Math.max(peak, running);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
};

const derive = (password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> =>
  gated(() => deriveNow(password, salt, log2n, r, p));

const deriveNow = (password: string, salt: Buffer, log2n: number, r: number, p: number): Promise<Buffer> =>
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
