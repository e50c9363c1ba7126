import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * JWT_SECRET when given (required in production). In development a random secret is created once and
 * kept beside the data directory, so tokens survive restarts.
 */
export const resolveJwtSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const file = path.join(path.dirname(path.resolve(dataDir)), 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};
