// Stand-in for the EditOutlined icon, drawn only by editable Typography: fetched when one renders.
// See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(
  () => import('@ant-design/icons/es/icons/EditOutlined').then((m) => m.default),
  'EditOutlined',
);
