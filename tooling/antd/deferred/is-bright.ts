// Button's style tokens need only `isBright` from the colour picker's presets panel; importing that
// module would bring the panel itself and Collapse into every page. Same code as antd 6's
// color-picker/components/ColorPresets.js. See tooling/antd/antd-deferrals.mjs.
import { Color as RcColor } from '@rc-component/color-picker/es/color';

type RgbColor = { toRgb: () => { r: number; g: number; b: number; a: number }; toRgbString: () => string };

export const isBright = (value: RgbColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
