// Pure derivation of the antd theme from the display settings (SPEC §3, §9), so it is testable
// without rendering and the same settings always give the same theme.
import { theme, type ThemeConfig } from 'antd';
import type { ColorPreset, Contrast, PaletteMode, Settings } from '@conexoes/shared';

export const PRESET_COLORS: Record<ColorPreset, string> = {
  blue: '#2970FF',
  green: '#10B981',
  indigo: '#6366F1',
  purple: '#9E77ED',
  orange: '#FF6203',
};

/** SPEC §9 breakpoints, in px (antd's xxl kept above xl). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1440 } as const;

const XXL = 1920;
const XXXL = 2560;

// antd does not derive the Min/Max screen tokens from overridden ones, so all are set here.
export const SCREEN_TOKENS = {
  screenXS: BREAKPOINTS.xs,
  screenXSMin: BREAKPOINTS.xs,
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: XXL - 1,
  screenXXL: XXL,
  screenXXLMin: XXL,
  screenXXLMax: XXXL - 1,
  screenXXXL: XXXL,
  screenXXXLMin: XXXL,
} as const;

export const BODY_FONT =
  "'Inter', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const HEADING_FONT = "'Plus Jakarta Sans', " + BODY_FONT;

export const BUTTON_RADIUS = 12;
export const CARD_RADIUS = 20;

type Surface = { layout: string; container: string; text: string; border: string };

// High contrast: darker text and borders, and a page background further from the cards.
const SURFACES: Record<PaletteMode, Record<Contrast, Surface>> = {
  light: {
    normal: { layout: '#F8F9FA', container: '#FFFFFF', text: 'rgba(17, 25, 39, 0.88)', border: '#E5E7EB' },
    high: { layout: '#F3F4F6', container: '#FFFFFF', text: '#111927', border: '#9DA4AE' },
  },
  dark: {
    normal: { layout: '#0E1320', container: '#111927', text: 'rgba(237, 242, 247, 0.88)', border: '#2F3746' },
    high: { layout: '#0B0F19', container: '#111927', text: '#FFFFFF', border: '#6C737F' },
  },
};

export type ScreenSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Heading sizes h1..h5 per screen; responsive font sizes shrink them on small screens. */
const HEADINGS: Record<'small' | 'medium' | 'large', [number, number, number, number, number]> = {
  small: [30, 26, 22, 18, 16],
  medium: [36, 30, 24, 20, 16],
  large: [48, 36, 30, 24, 18],
};

export function headingScale(
  responsive: boolean,
  screen: ScreenSize,
): [number, number, number, number, number] {
  if (!responsive) return HEADINGS.large;
  if (screen === 'xs' || screen === 'sm') return HEADINGS.small;
  if (screen === 'md') return HEADINGS.medium;
  return HEADINGS.large;
}

export type DerivedTheme = { theme: ThemeConfig; direction: Settings['direction'] };

export function themeFromSettings(settings: Settings, screen: ScreenSize = 'lg'): DerivedTheme {
  const surface = SURFACES[settings.paletteMode][settings.contrast];
  const [h1, h2, h3, h4, h5] = headingScale(settings.responsiveFontSizes, screen);
  return {
    direction: settings.direction,
    theme: {
      algorithm: settings.paletteMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      cssVar: { key: 'conexoes' },
      token: {
        colorPrimary: PRESET_COLORS[settings.colorPreset],
        colorInfo: PRESET_COLORS[settings.colorPreset],
        colorBgLayout: surface.layout,
        colorBgContainer: surface.container,
        colorText: surface.text,
        colorBorder: surface.border,
        fontFamily: BODY_FONT,
        fontSizeHeading1: h1,
        fontSizeHeading2: h2,
        fontSizeHeading3: h3,
        fontSizeHeading4: h4,
        fontSizeHeading5: h5,
        ...SCREEN_TOKENS,
      },
      components: {
        Button: { borderRadius: BUTTON_RADIUS, borderRadiusLG: BUTTON_RADIUS, borderRadiusSM: BUTTON_RADIUS },
        Card: { borderRadiusLG: CARD_RADIUS },
      },
    },
  };
}
