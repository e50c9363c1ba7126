import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createFederatedConfig } from '../tooling/federation.mjs';

// The host's page carries the sign-in brand panel (index.html), painted before any script: its
// strings come from the shell's translations, its colours from the theme's presets.
const dir = import.meta.dirname;
const LANGUAGES = ['en', 'pt-BR', 'es', 'de'];
const BRAND_PATHS = ['/auth/login', '/auth/forgot_password', '/auth/reset_password'];
const BRAND_COLORS = {
  blue: '#2970FF',
  green: '#10B981',
  indigo: '#6366F1',
  purple: '#9E77ED',
  orange: '#FF6203',
};

const translations = Object.fromEntries(
  LANGUAGES.map((lng) => {
    const { app } = JSON.parse(readFileSync(path.join(dir, 'src', 'i18n', `${lng}.json`), 'utf8'));
    return [lng, { name: app.name, tagline: app.tagline }];
  }),
);
// Inside <script>: JSON with `<` escaped, so a string can never close the element.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const federated = createFederatedConfig({ name: 'host', dir });

/** antd's styles for the sign-in screens, made now instead of in the browser (build/antd-static-styles.tsx). */
function antdStaticStyles() {
  const css = execFileSync(process.execPath, [path.join(dir, 'build', 'print-antd-static-styles.mjs')], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  // Inside <style>: nothing may close the element.
  return css.replace(/<\/style/gi, '<\\/style');
}

// The icons' base (@ant-design/icons' AntdIcon, IconBase and their style helpers, ≈ 2 KB gzip) is
// used by the shared antd facade's chunk and by the shell's own icons (the language switcher's
// globe): both are on every first visit, and with the default minimum split size each carried its
// own copy. One small chunk of its own instead (docs/decisions/0010-front-end-weight.md).
const ICON_BASE =
  /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components[\\/](AntdIconLight|IconBase|Context)|cssUtils|renderUtils)\.js$/;

export default (env, argv) => {
  const config = federated(env, argv);
  const production = argv.mode === 'production';
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        iconBase: {
          test: ICON_BASE,
          chunks: 'async',
          minSize: 0,
          minChunks: 2,
          priority: 20,
          reuseExistingChunk: true,
        },
      },
    },
  };
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof rspack.HtmlRspackPlugin
      ? new rspack.HtmlRspackPlugin({
          template: path.join(dir, 'index.html'),
          templateParameters: {
            title: 'Conexões Estratégicas',
            brandStrings: scriptJson(translations),
            brandColors: scriptJson(BRAND_COLORS),
            brandPaths: scriptJson(BRAND_PATHS),
            brandPathsAttr: escapeHtml(JSON.stringify(BRAND_PATHS)),
            brandName: escapeHtml(translations.en.name),
            brandTagline: escapeHtml(translations.en.tagline),
            antdStyles: production ? antdStaticStyles() : '',
          },
          favicon: path.join(dir, '..', 'tooling', 'favicon.svg'),
          publicPath: '/',
        })
      : plugin,
  );
  return config;
};
