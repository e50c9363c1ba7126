// `npm run build -w api`: the API as plain JavaScript, dist/server.js (docs/decisions/0023-compiled-api.md).
// Our code and @conexoes/shared (TypeScript source) are bundled; every other package stays a require()
// of node_modules, so native and ESM-only packages load exactly as they do under tsx.
// `--bench` also builds the bench's servers (dist/bench/), so `npm run bench:api` measures the same
// compiled code production runs.
import fs from 'node:fs';
import { build } from 'esbuild';

const keepExternal = {
  name: 'node-modules-external',
  setup(b) {
    // Bare specifiers are packages: external, except our own TypeScript workspace.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@conexoes/') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepExternal],
};

await build({ ...common, entryPoints: ['src/server.ts'], outfile: 'dist/server.js' });
// PGlite's worker thread (src/db/pglite-worker.mjs, plain JavaScript) is started from the file next to
// the code that starts it (`__dirname`), so it goes next to each bundle as it is.
const worker = 'src/db/pglite-worker.mjs';
fs.copyFileSync(worker, 'dist/pglite-worker.mjs');
if (process.argv.includes('--bench')) {
  await build({
    ...common,
    entryPoints: ['bench/bench-server.ts', 'bench/hello-server.ts', 'bench/scan-child.ts'],
    outdir: 'dist/bench',
  });
  fs.copyFileSync(worker, 'dist/bench/pglite-worker.mjs');
}
