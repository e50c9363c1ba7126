import { createFederatedConfig } from '../tooling/federation.mjs';

export default createFederatedConfig({
  name: 'remote_commitments',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
