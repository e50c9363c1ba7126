import type { NavColor, PaletteMode } from '@conexoes/shared';

export type NavAppearance = {
  menuTheme: 'light' | 'dark';
  /** The navigation's surface, always opaque, so its texts can be measured against it. */
  background: string;
  /** Text and icons of the header's controls when the header is drawn on this surface. */
  ink: string;
  bordered: boolean;
};

const LIGHT_INK = 'rgba(255, 255, 255, 0.92)';
const DARK_INK = 'rgba(17, 25, 39, 0.88)';

/**
 * evident: dark navigation; discrete: the cards' surface with a border; blend-in: the page itself.
 * `container` and `layout` are the theme's colorBgContainer and colorBgLayout.
 */
export function navAppearance(
  navColor: NavColor,
  paletteMode: PaletteMode,
  container: string,
  layout: string = container,
): NavAppearance {
  const dark = paletteMode === 'dark';
  if (navColor === 'evident')
    return { menuTheme: 'dark', background: dark ? '#0B0F19' : '#1C2536', ink: LIGHT_INK, bordered: false };
  const ink = dark ? LIGHT_INK : DARK_INK;
  if (navColor === 'discrete')
    return { menuTheme: dark ? 'dark' : 'light', background: container, ink, bordered: true };
  return { menuTheme: dark ? 'dark' : 'light', background: layout, ink, bordered: false };
}
