import { jestConfig } from '../tooling/jest.mjs';

export default jestConfig(import.meta.dirname, { extraTestDirs: ['../tooling'] });
