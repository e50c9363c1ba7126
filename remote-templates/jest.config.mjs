import { createRequire } from 'node:module';
import path from 'node:path';
import { jestConfig } from '../tooling/jest.mjs';

const base = jestConfig(import.meta.dirname);
const require = createRequire(import.meta.url);
// FullCalendar's CommonJS build requires preact, whose "browser" export (picked under jsdom) is ESM:
// tests use preact's CommonJS files (Node's "require" export).
const preact = Object.fromEntries(
  [
    ['^preact$', 'preact'],
    ['^preact/compat$', 'preact/compat'],
    ['^preact/hooks$', 'preact/hooks'],
  ].map(([pattern, name]) => [pattern, require.resolve(name)]),
);

export default {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, ...preact },
  // The docs pages' Markdown as text (rspack: asset/source), and marked, shipped only as ESM.
  transform: { ...base.transform, '\\.md$': path.join(import.meta.dirname, 'jest.markdown.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
};
