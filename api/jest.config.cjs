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
    '/node_modules/(?!(jose|@electric-sql/pglite|content-disposition|cookie|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit)/)(?!.*/node_modules/)',
  ],
  // file-type exports only `import` for Node: point jest's require at its entry (swc makes it CommonJS).
  moduleNameMapper: { '^file-type$': '<rootDir>/../node_modules/file-type/index.js' },
  testTimeout: 30000,
  // A worker per core (jest's default leaves one idle on 2 cores): each file has its own database, so
  // files run side by side; the suite went from ~385 s to 267 s here.
  maxWorkers: '100%',
};
