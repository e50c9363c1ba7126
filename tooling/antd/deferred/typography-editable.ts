// Stand-in for Typography's inline editor (a TextArea): rendered only while editing.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(
  () => import('antd/es/typography/Editable.js').then((m) => m.default),
  'Typography.Editable',
);
