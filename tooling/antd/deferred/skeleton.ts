// Stand-in for antd's Skeleton inside Card: rendered only for a `loading` card.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/skeleton/index.js').then((m) => m.default), 'Skeleton');
