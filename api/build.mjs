// `npm run build -w api`: the API as plain JavaScript, dist/server.js (docs/decisions/0023-compiled-api.md).
// Our code and @conexoes/shared (TypeScript source) are bundled; every other package stays a require()
// of node_modules, so native and ESM-only packages load exactly as they do under tsx.
// `--bench` also builds the bench's servers (dist/bench/), so `npm run bench:api` measures the same
// compiled code production runs.
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
if (process.argv.includes('--bench')) {
  await build({
    ...common,
    entryPoints: ['bench/bench-server.ts', 'bench/hello-server.ts'],
    outdir: 'dist/bench',
  });
}
