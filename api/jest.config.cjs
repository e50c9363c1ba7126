// API tests run through app.inject on a fresh, migrated database per file (see src/testing/test-app.ts).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.(c|m)?(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  // jose ships ESM only, and PGlite's CommonJS build loads Node built-ins with dynamic import(), which
  // jest's CommonJS runtime refuses: swc turns both into plain CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|@electric-sql/pglite|content-disposition|cookie)/)(?!.*/node_modules/)',
  ],
  testTimeout: 30000,
};
