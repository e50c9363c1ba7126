// Unit-level checks of the delivery files (docker-compose.yml, Dockerfiles, nginx, runtime config).
// The browser tests in tests/ run under node:test (`npm run test:e2e`), not jest.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
