#!/usr/bin/env node
// Runs every test suite of the monorepo and ends with one line `N passed, N failed` summing them all.
//   npm test                       unit + component + API tests (API on an embedded PGlite per file)
//   npm test -- --with-postgres    also the API suite against PostgreSQL (TEST_DATABASE_URL or the local one)
//   npm test -- --with-e2e         also the browser tests (production builds must exist: `npm run build`)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = new Set(process.argv.slice(2));
const jestBin = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const results = [];
// The default run is the embedded database; PostgreSQL only where asked for, as its own suite.
const { TEST_DATABASE_URL: _ignored, ...baseEnv } = process.env;

function hasJestConfig(dir) {
  return fs.readdirSync(dir).some((f) => /^jest\.config\.(c|m)?(js|ts)$/.test(f));
}

function runJest(label, workspace, extraEnv = {}) {
  const started = Date.now();
  const dir = path.join(root, workspace);
  const outputFile = path.join(
    os.tmpdir(),
    `conexoes-jest-${workspace}-${process.pid}-${results.length}.json`,
  );
  const run = spawnSync(process.execPath, [jestBin, '--ci', '--json', `--outputFile=${outputFile}`], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...baseEnv, ...extraEnv },
  });
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(outputFile)) {
    const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    fs.rmSync(outputFile);
  }
  // A runner that crashed before reporting counts as a failure, never as silence.
  if (run.status !== 0 && failed === 0) failed = 1;
  results.push({ label, passed, failed, seconds: (Date.now() - started) / 1000 });
}

function runNodeTest(label, workspace) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'test', '-w', workspace], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(run.stdout ?? '');
  const count = (name) => Number((run.stdout ?? '').match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  let failed = count('fail') + count('cancelled');
  if (run.status !== 0 && failed === 0) failed = 1;
  results.push({ label, passed: count('pass'), failed, seconds: (Date.now() - started) / 1000 });
}

for (const workspace of workspaces) {
  const dir = path.join(root, workspace);
  if (!hasJestConfig(dir)) continue;
  runJest(workspace, workspace);
  if (workspace === 'api' && args.has('--with-postgres')) {
    runJest('api (PostgreSQL)', workspace, { TEST_DATABASE_URL: postgresUrl });
  }
}
if (args.has('--with-e2e')) runNodeTest('e2e (Chromium)', 'e2e');

const total = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), {
  passed: 0,
  failed: 0,
});
console.log('\nSuite summary:');
// The time each took: CI has a time limit, and this says where it goes.
for (const r of results)
  console.log(`  ${r.label.padEnd(24)} ${r.passed} passed, ${r.failed} failed (${Math.round(r.seconds)} s)`);
if (results.length === 0) {
  console.log('No test suite found.');
  process.exit(1);
}
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
