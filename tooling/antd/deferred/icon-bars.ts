// Stand-in for the BarsOutlined icon, drawn only by the collapsible Sider's zero-width trigger: fetched when one renders.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(
  () => import('@ant-design/icons/es/icons/BarsOutlined').then((m) => m.default),
  'BarsOutlined',
);
