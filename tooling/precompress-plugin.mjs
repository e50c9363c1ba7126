// Writes .gz and .br beside each emitted text asset, so the static servers (@fastify/static
// `preCompressed`, nginx `gzip_static`) send compressed files without compressing per request.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compiler.options.output.path;
      const files = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await fs.readFile(file);
          if (source.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzip(source, { level: 9 }),
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
        }),
      );
    });
  }
}
