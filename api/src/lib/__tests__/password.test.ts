import { DEFAULT_SCRYPT_LOG2N, hashPassword, scryptParameters, verifyPassword } from '../password';
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
