// Production builds of the front-end apps, `concurrency` at a time (the machine has 2 cores).
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { run } from './processes.mjs';

const RSPACK = path.join(ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');

export async function buildApps(apps, { concurrency = 2, env = process.env } = {}) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      await run(`build ${app.name}`, process.execPath, [RSPACK, 'build', '--mode', 'production'], {
        cwd: app.absDir,
        env: { ...env, NODE_ENV: 'production' },
      });
      console.log(`[build] ${app.name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, apps.length) }, worker));
}
