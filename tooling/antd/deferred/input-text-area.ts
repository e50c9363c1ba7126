// Stand-in for Input.TextArea (rc-textarea, autosize): fetched when a page renders one.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/input/TextArea.js').then((m) => m.default), 'Input.TextArea');
