// Stand-in for Input.Search: fetched when a page renders one. See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/input/Search.js').then((m) => m.default), 'Input.Search');
