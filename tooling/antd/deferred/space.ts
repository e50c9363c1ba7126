// Stand-in for Space inside Input.Group (a deprecated wrapper): fetched when one renders.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/space/index.js').then((m) => m.default), 'Space');
