// Stand-in for Input.OTP: fetched when a page renders one. See tooling/antd/antd-deferrals.mjs.
import { lazyPart } from '../lazy-part';

export default lazyPart(() => import('antd/es/input/OTP/index.js').then((m) => m.default), 'Input.OTP');
