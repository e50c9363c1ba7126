// antd's colour helpers (used by Button's style tokens) need only the Color class of
// @rc-component/color-picker, whose index would also bring the whole picker panel.
// See tooling/antd/antd-deferrals.mjs.
export { Color } from '@rc-component/color-picker/es/color';
