// The rules of antd-deferrals.mjs (the rspack plugin), as data that jest can read too.
/** [the importing antd/es file, the request as antd writes it, the stand-in in deferred/]. */
const ANTD_DEFERRALS = [
  ['card/Card.js', '../tabs', 'tabs.ts'],
  ['card/Card.js', '../skeleton', 'skeleton.ts'],
  ['typography/Base/index.js', '../../tooltip', 'tooltip.ts'],
  ['typography/Base/index.js', '../Editable', 'typography-editable.ts'],
  ['typography/Base/EllipsisTooltip.js', '../../tooltip', 'tooltip.ts'],
  ['typography/Base/CopyBtn.js', '../../tooltip', 'tooltip.ts'],
  ['typography/Base/index.js', './CopyBtn', 'typography-copy-btn.ts'],
  ['typography/Base/index.js', '@ant-design/icons/es/icons/EditOutlined', 'icon-edit.ts'],
  ['layout/Sider.js', '@ant-design/icons/es/icons/BarsOutlined', 'icon-bars.ts'],
  ['layout/Sider.js', '@ant-design/icons/es/icons/LeftOutlined', 'icon-left.ts'],
  ['layout/Sider.js', '@ant-design/icons/es/icons/RightOutlined', 'icon-right.ts'],
  ['form/FormItemLabel.js', '../tooltip', 'tooltip.ts'],
  ['config-provider/index.js', '../tooltip/UniqueProvider', 'tooltip-unique-provider.ts'],
  ['form/context.js', '@rc-component/form', 'rc-form-provider.ts'],
  ['input/Group.js', '../space', 'space.ts'],
  ['input/index.js', './TextArea', 'input-text-area.ts'],
  ['input/index.js', './Search', 'input-search.ts'],
  ['input/index.js', './OTP', 'input-otp.ts'],
  ['button/style/token.js', '../../color-picker/components/ColorPresets', 'is-bright.ts'],
  ['color-picker/color.js', '@rc-component/color-picker', 'rc-color.ts'],
  ['color-picker/util.js', '@rc-component/color-picker', 'rc-color.ts'],
];

module.exports = { ANTD_DEFERRALS };
