import path from 'node:path';

// The API runs as CommonJS (tsx, jest via swc), so __dirname is always defined; see
// docs/decisions/0002-api-runtime.md.
export const apiRoot = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
