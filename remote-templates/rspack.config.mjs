import { createFederatedConfig } from '../tooling/federation.mjs';

const federated = createFederatedConfig({
  name: 'remote_templates',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});

// The /docs pages import their Markdown (their own and the repository's docs/*.md) as text; each file
// lands in the lazy chunk of the page that shows it.
export default (env, argv) => {
  const config = federated(env, argv);
  config.module.rules.push({ test: /\.md$/, type: 'asset/source' });
  return config;
};
