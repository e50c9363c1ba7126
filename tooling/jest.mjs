// One jest configuration for the host and every remote (jsdom + @swc/jest + Testing Library).
import { createRequire } from 'node:module';
import path from 'node:path';

// Brazil's clock, as the product's users have it (as shared/jest.config.cjs): a calendar day read as UTC
// shows the day before here. Set before the workers start, which read TZ once.
process.env.TZ = 'America/Sao_Paulo';

const here = import.meta.dirname;
const sharedDir = path.resolve(here, '..', 'shared');
const fromShared = createRequire(path.join(sharedDir, 'package.json'));

// Workspaces may hold their own nested copy of these; at runtime federation makes them one
// instance, so tests pin them to the copy @conexoes/shared uses (one i18next, one react-i18next).
const pinned = ['i18next', 'react-i18next'];

/**
 * @param {string} dir the workspace
 * @param {{ extraTestDirs?: string[] }} [options] more folders whose __tests__ run here (the host
 *   runs the tests of tooling/, the build helpers it is built with)
 */
export function jestConfig(dir, { extraTestDirs = [] } = {}) {
  const testDirs = ['src', ...extraTestDirs];
  return {
    rootDir: dir,
    roots: testDirs.map((d) => path.resolve(dir, d)),
    testEnvironment: 'jsdom',
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': path.join(here, 'jest', 'style-mock.cjs'),
      '\\.(woff2|png|svg)$': path.join(here, 'jest', 'file-mock.cjs'),
      // antd's ES build (used by the bundles for tree shaking) has a CommonJS twin for jest.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      ...Object.fromEntries(pinned.map((name) => [`^${name}$`, fromShared.resolve(name)])),
    },
    setupFilesAfterEnv: [path.join(here, 'jest', 'setup.ts')],
    clearMocks: true,
    // antd renders are slow on a shared 2-core machine; these bound waits, they are not sleeps.
    testTimeout: 20_000,
    // A worker per core: jest's default (cores − 1) runs one file at a time on 2 cores while its main
    // process idles; two at once took remote-interactions from 273 s to 150 s (CI has a time limit).
    maxWorkers: '100%',
  };
}
