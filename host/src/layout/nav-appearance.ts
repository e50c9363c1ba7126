import type { NavColor, PaletteMode } from '@conexoes/shared';

export type NavAppearance = {
  menuTheme: 'light' | 'dark';
  background: string | undefined;
  bordered: boolean;
};

/** evident: dark navigation; discrete: a light panel with a border; blend-in: the page itself. */
export function navAppearance(navColor: NavColor, paletteMode: PaletteMode): NavAppearance {
  if (navColor === 'evident')
    return { menuTheme: 'dark', background: paletteMode === 'dark' ? '#0B0F19' : '#1C2536', bordered: false };
  if (navColor === 'discrete')
    return { menuTheme: paletteMode === 'dark' ? 'dark' : 'light', background: undefined, bordered: true };
  return { menuTheme: paletteMode === 'dark' ? 'dark' : 'light', background: 'transparent', bordered: false };
}
