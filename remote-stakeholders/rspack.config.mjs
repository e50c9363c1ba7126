import { createFederatedConfig } from '../tooling/federation.mjs';

export default createFederatedConfig({
  name: 'remote_stakeholders',
  dir: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
