import {
  configurePasswordHashing,
  DEFAULT_SCRYPT_LOG2N,
  hashPassword,
  passwordHashingLoad,
  resetPasswordHashingPeak,
  scryptParameters,
  verifyPassword,
} from '../password';
import { HttpProblem } from '../problem';
import { foldText, likePattern } from '../text';

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters by default (N=2^17, r=8, p=1) with a random salt', async () => {
    expect(DEFAULT_SCRYPT_LOG2N).toBe(17);
    const hash = await hashPassword('Conexoes@2026');
    expect(scryptParameters(hash)).toEqual({ log2n: 17, r: 8, p: 1 });
    expect(hash).not.toContain('Conexoes@2026');
    expect(await hashPassword('Conexoes@2026')).not.toBe(hash);
    expect(await verifyPassword('Conexoes@2026', hash)).toBe(true);
    expect(await verifyPassword('conexoes@2026', hash)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, and rejects garbage', async () => {
    const cheap = await hashPassword('senha-forte', 10);
    expect(await verifyPassword('senha-forte', cheap)).toBe(true);
    expect(await verifyPassword('senha-forte', 'plain-text')).toBe(false);
  });
});

describe('search text', () => {
  it('folds case and accents and escapes LIKE wildcards', () => {
    expect(foldText('  JOÃO Conceição ')).toBe('joao conceicao');
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('password hashing gate', () => {
  afterEach(() => configurePasswordHashing());

  it('runs at most `concurrency` hashes at once, queues `maxWaiting` more and refuses the rest with 503', async () => {
    configurePasswordHashing({ concurrency: 2, maxWaiting: 5 });
    resetPasswordHashingPeak();
    const stored = await hashPassword('senha-forte', 10);
    const attempts = Array.from({ length: 10 }, (_, i) =>
      verifyPassword(i % 2 ? 'senha-forte' : 'wrong', stored),
    );
    // All ten were asked for at once: two run, five wait in line, three are turned away.
    expect(passwordHashingLoad()).toMatchObject({ running: 2, waiting: 5 });
    const settled = await Promise.allSettled(attempts);
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as HttpProblem] : []));
    expect(refused).toHaveLength(3);
    for (const problem of refused) {
      expect(problem).toBeInstanceOf(HttpProblem);
      expect(problem.status).toBe(503);
      expect(problem.retryAfterSeconds).toBeGreaterThan(0);
    }
    // The queued ones ran (each answer still right), never more than two at a time.
    expect(settled.slice(0, 7).map((s) => s.status === 'fulfilled' && s.value)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });
});
