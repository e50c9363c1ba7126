import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where failing tests leave screenshots and server logs (git- and lint-ignored). */
export const ARTIFACTS_DIR = path.join(REPO_ROOT, '.e2e-artifacts');

export function ensureArtifactsDir(): string {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return ARTIFACTS_DIR;
}
