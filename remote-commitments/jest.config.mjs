import path from 'node:path';
import { jestConfig } from '../tooling/jest.mjs';

// Tests reach a real local HTTP server (the shared test server), so jsdom must be movable to its origin.
export default {
  ...jestConfig(import.meta.dirname),
  // antd's first render in jsdom (CSS-in-JS) takes seconds on a shared 2-core machine; these are ceilings.
  testTimeout: 30000,
  testEnvironment: path.resolve(import.meta.dirname, '../shared/jest/jsdom.environment.cjs'),
};
