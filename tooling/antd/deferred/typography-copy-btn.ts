// Stand-in for Typography's copy button (and its copy/check icons), drawn only with `copyable`:
// fetched when one renders. See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(
  () => import('antd/es/typography/Base/CopyBtn.js').then((m) => m.default),
  'Typography.CopyBtn',
);
