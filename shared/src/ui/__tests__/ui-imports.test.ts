import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// `@conexoes/shared/ui` is bundled into each app while `@conexoes/shared` is the federation
// singleton. A relative import from ui/ into the rest of shared/src bundles a second copy of it,
// with its own empty auth store and i18n: the option editor once called the API without the
// session token (401) and showed raw keys as column headers because of exactly that.
const uiDir = path.resolve(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === '__tests__'
        ? []
        : files(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

describe('shared/ui imports', () => {
  it('reaches the shared root only through @conexoes/shared (types excepted)', () => {
    const offenders = files(uiDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)]
        .filter(([, typeOnly, source]) => {
          if (typeOnly || !source.startsWith('.')) return false;
          const target = path.resolve(path.dirname(file), source);
          return !target.startsWith(uiDir + path.sep);
        })
        .map(([, , source]) => `${path.relative(uiDir, file)} → ${source}`),
    );
    expect(offenders).toEqual([]);
  });
});
