// Stand-in for antd's Tooltip inside core components (Typography copy/ellipsis, Form label
// tooltips): those render it only on demand, so its code (trigger popups, colour utils) is fetched
// then. The wrapped content shows meanwhile. See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/tooltip/index.js').then((m) => m.default), 'Tooltip', true);
