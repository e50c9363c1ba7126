import { createFederatedConfig } from '../tooling/federation.mjs';

export default createFederatedConfig({
  name: 'remote_interactions',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
