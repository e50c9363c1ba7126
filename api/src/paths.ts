import fs from 'node:fs';
import path from 'node:path';

/**
 * The api/ folder: the nearest ancestor of this file holding `drizzle/`. This file runs from src/
 * (tsx, jest), from dist/server.js or from dist/bench/ (the esbuild bundles,
 * docs/decisions/0023-compiled-api.md), so the depth is not fixed. The API is CommonJS in every case,
 * so __dirname is defined (docs/decisions/0002-api-runtime-and-tests.md).
 */
const findApiRoot = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '..');
  }
};

export const apiRoot = findApiRoot(__dirname);
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
