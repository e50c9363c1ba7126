// Prints the build-time antd styles (antd-static-styles.tsx) to stdout. Run with NODE_ENV=production:
// antd names its style hash by the environment, and the page must list the production names.
import { tsImport } from 'tsx/esm/api';

const { antdStaticStyles } = await tsImport('./antd-static-styles.tsx', import.meta.url);
process.stdout.write(antdStaticStyles());
