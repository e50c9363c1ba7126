// Stand-in for the LeftOutlined icon, drawn only by the collapsible Sider's trigger: fetched when one renders.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(
  () => import('@ant-design/icons/es/icons/LeftOutlined').then((m) => m.default),
  'LeftOutlined',
);
