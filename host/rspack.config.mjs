import { createFederatedConfig } from '../tooling/federation.mjs';

export default createFederatedConfig({ name: 'host', dir: import.meta.dirname });
