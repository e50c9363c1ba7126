// Unit tests of @conexoes/shared: TypeScript through @swc/jest, in a jsdom that can be pointed at a
// local HTTP server (see jest/jsdom.environment.cjs).
// Brazil's clock, as the product's users have it: a calendar day read as UTC shows the day before here
// (set before the workers start, which read TZ once).
process.env.TZ = 'America/Sao_Paulo';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom.environment.cjs',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  setupFiles: ['<rootDir>/jest/jsdom.setup.cjs'],
  // The jsdom gaps antd needs (ResizeObserver, MessageChannel…), as for the apps: shared/ui renders antd.
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
  // antd renders are slow on a shared 2-core machine; a ceiling, not a sleep.
  testTimeout: 20_000,
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
  // antd's icons (the clear icon of shared/ui) reach @ant-design/colors' ES build; its CommonJS twin
  // under jest, as for the apps (tooling/jest.mjs).
  moduleNameMapper: { '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1' },
  // jose ships ESM only for browsers; under jest we want its node build.
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
};
