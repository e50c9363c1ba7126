// Stand-in for antd's Tabs inside Card: rendered only for a card with `tabList`, so rc-tabs (and the
// dropdown/menu it uses for overflow) is fetched then. See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/tabs/index.js').then((m) => m.default), 'Tabs');
