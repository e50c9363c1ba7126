// One rspack + module-federation configuration for the host and every remote, so the
// singletons, loaders and output rules are declared once (ARCHITECTURE "Module federation contract").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { HOST } from '../scripts/lib/apps.mjs';
import { REMOTES, remotesConfig } from '../scripts/lib/remotes-config.mjs';
import { antdDeferralsPlugin } from './antd/antd-deferrals.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

/** Packages that must exist exactly once at runtime. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'antd',
  'zustand',
  'i18next',
  'react-i18next',
  'dayjs',
  '@conexoes/shared',
];

/** Default dev/prod ports (brief: shared names): the host's and the one list of remotes'. */
export const PORTS = {
  host: HOST.port,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.port])),
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const require = createRequire(import.meta.url);

/**
 * `import … from 'antd'` resolves to this facade in every app: the antd core as is, every other
 * component fetched on first render (docs/decisions/0010-front-end-weight.md).
 */
export const ANTD_FACADE = path.join(import.meta.dirname, 'antd', 'antd-facade.tsx');
const ANTD_VERSION = readJson(require.resolve('antd/package.json')).version;

/** `react-router-dom` → the declarative-router subset of React Router 7 the product uses. */
export const ROUTER_FACADE = path.join(import.meta.dirname, 'react-router', 'react-router-facade.ts');
const ROUTER_VERSION = readJson(require.resolve('react-router-dom/package.json')).version;

/** `react-i18next` → its hooks and provider, without Trans (react-i18next/react-i18next-facade.js). */
export const I18NEXT_FACADE = path.join(import.meta.dirname, 'react-i18next', 'react-i18next-facade.js');
// The facade reaches react-i18next's modules through this alias: each app's own copy (nested per
// workspace), past the package's `exports` map.
const reactI18nextEs = (appDir) =>
  path.join(
    path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('react-i18next/package.json')),
    'dist',
    'es',
  );

// A sub-path export ('react/jsx-runtime') takes the version of its package.
const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

/**
 * The `shared` object: each singleton with the range the app declares in its package.json.
 * Never `shared: [...deps]` (that would share every dependency and defeat tree shaking).
 */
export function sharedSingletons(appDir) {
  const { dependencies = {} } = readJson(path.join(appDir, 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const requiredVersion = dependencies[packageOf(request)];
      if (!requiredVersion) throw new Error(`${appDir}: ${packageOf(request)} missing from dependencies`);
      // The facade lives outside node_modules, so antd's own version is given explicitly.
      const facadeVersion = {
        antd: ANTD_VERSION,
        'react-router-dom': ROUTER_VERSION,
        'react-i18next': readJson(path.join(reactI18nextEs(appDir), '..', '..', 'package.json')).version,
      }[request];
      const version = facadeVersion ? { version: facadeVersion } : {};
      return [request, { singleton: true, requiredVersion, ...version }];
    }),
  );
}

/**
 * @param {object} options
 * @param {string} options.name federation name (`host`, `remote_auth`, ...)
 * @param {string} options.dir the app's directory (import.meta.dirname of its rspack config)
 * @param {Record<string,string>} [options.exposes] remotes only
 * @param {string} [options.title] html title
 */
export function createFederatedConfig({ name, dir, exposes, title = 'Conexões Estratégicas' }) {
  const isHost = name === 'host';
  const envPort = process.env[isHost ? 'HOST_PORT' : `${name.toUpperCase()}_PORT`];
  const port = Number(envPort ?? PORTS[name]);

  return (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'development';
    const isProd = mode === 'production';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: isProd ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Host serves deep links from '/', remotes are loaded from wherever they are deployed.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: isProd ? '[name].[contenthash:8].css' : '[name].css',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        alias: {
          antd$: ANTD_FACADE,
          'react-router-dom$': ROUTER_FACADE,
          'react-i18next$': I18NEXT_FACADE,
          'react-i18next-es': reactI18nextEs(dir),
        },
      },
      module: {
        // A missing export (e.g. one the facades do not carry) fails the build instead of being undefined.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !isProd, refresh: false } },
              },
              env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.woff2$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          // Remote locations are runtime configuration (/remotes.json), never baked into the host.
          remotes: {},
          shared: sharedSingletons(dir),
          dts: false,
          manifest: true,
          // Production: one federation runtime per page. The host ships it and exposes it; each
          // remoteEntry uses it instead of carrying its own copy (~34 KB gzip each). Remotes never
          // consume remotes. Dev builds keep their own runtime so a remote can run alone.
          experiments: isProd
            ? isHost
              ? { provideExternalRuntime: true, optimization: { target: 'web' } }
              : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
            : {},
        }),
        new rspack.HtmlRspackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          templateParameters: { title },
          favicon: path.join(import.meta.dirname, 'favicon.svg'),
          // Deep links (/auth/login) must find the entry script whatever output.publicPath says.
          publicPath: '/',
        }),
        antdDeferralsPlugin(),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
        ...(isProd ? [new PrecompressPlugin()] : []),
      ],
      optimization: { minimize: isProd },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        ...(isHost
          ? {
              // Same runtime config as `npm start`, generated from env for the dev servers.
              setupMiddlewares: (middlewares) => {
                middlewares.unshift({
                  name: 'remotes-json',
                  path: '/remotes.json',
                  middleware: (_req, res) => {
                    res.setHeader('Content-Type', 'application/json');
                    res.setHeader('Cache-Control', 'no-store');
                    res.end(JSON.stringify(remotesConfig()));
                  },
                });
                return middlewares;
              },
              proxy: [
                {
                  context: ['/manager/api'],
                  target: `http://localhost:${process.env.API_PORT ?? 3000}`,
                },
              ],
            }
          : {}),
      },
    };
  };
}
