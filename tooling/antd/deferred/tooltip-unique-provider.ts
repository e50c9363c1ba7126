// ConfigProvider imports tooltip's UniqueProvider (rc-trigger, ≈ 8 KB gzip) but renders it only when
// `tooltip.unique` is set, which this product never does: fetched if that ever changes. Beware: set
// on the host's ConfigProvider, the page under it would mount once more when this arrives.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(
  () => import('antd/es/tooltip/UniqueProvider/index.js').then((m) => m.default),
  'Tooltip.UniqueProvider',
  true,
);
