import { createFederatedConfig } from '../tooling/federation.mjs';

export default createFederatedConfig({
  name: 'remote_admin',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
