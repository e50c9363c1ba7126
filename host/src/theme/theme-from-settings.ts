// Pure derivation of the antd theme from the display settings (SPEC §3, §9), so it is testable
// without rendering and the same settings always give the same theme.
import { theme, type ThemeConfig } from 'antd';
import type { MappingAlgorithm } from 'antd/es/theme/interface';
import type { ColorPreset, Contrast, PaletteMode, Settings } from '@conexoes/shared';
import { readableShade, tint } from './contrast';

/** The brand colours as the settings drawer shows them; text and filled controls use readableShade of them. */
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

type Surface = {
  layout: string;
  container: string;
  elevated: string;
  text: string;
  /** Labels, help and descriptions: antd's 45 % grey is 3.4:1, below WCAG AA. */
  textSecondary: string;
  textTertiary: string;
  border: string;
};

// High contrast: darker text and borders, and a page background further from the cards.
const SURFACES: Record<PaletteMode, Record<Contrast, Surface>> = {
  light: {
    normal: {
      layout: '#F8F9FA',
      container: '#FFFFFF',
      elevated: '#FFFFFF',
      text: 'rgba(17, 25, 39, 0.88)',
      textSecondary: '#4D5761',
      textTertiary: '#5D6571',
      border: '#E5E7EB',
    },
    high: {
      layout: '#F3F4F6',
      container: '#FFFFFF',
      elevated: '#FFFFFF',
      text: '#111927',
      textSecondary: '#2F3746',
      textTertiary: '#384250',
      border: '#9DA4AE',
    },
  },
  dark: {
    normal: {
      layout: '#0E1320',
      container: '#111927',
      elevated: '#1C2536',
      text: 'rgba(237, 242, 247, 0.88)',
      textSecondary: '#C4C9D0',
      textTertiary: '#A8AFB8',
      border: '#2F3746',
    },
    high: {
      layout: '#0B0F19',
      container: '#111927',
      elevated: '#1C2536',
      text: '#FFFFFF',
      textSecondary: '#E5E7EB',
      textTertiary: '#D2D6DB',
      border: '#6C737F',
    },
  },
};

/** WCAG 2.2: AA asks 4.5:1 for text; high contrast aims at AAA's 7:1. */
export const TEXT_CONTRAST: Record<Contrast, number> = { normal: 4.5, high: 7 };

// antd's status seeds; like the brand, each is shaded until it reads as text on every surface.
const STATUS_SEEDS = { error: '#F04438', success: '#16B364', warning: '#F79009' } as const;

/** `hover`/`active`: the filled control under the pointer and pressed, deeper than `solid` so its text reads better, never worse. */
type Status = { solid: string; text: string; bg: string; hover: string; active: string };

export type Palette = {
  /** The brand colour as chosen (identity: the sign-in panel, the route progress bar). */
  brand: string;
  /** The brand shade used for links, selected items and filled buttons, with its tinted background. */
  primary: Status;
  /** Text on a filled primary or danger control: white on light surfaces, the dark surface on dark. */
  onSolid: string;
  error: Status;
  success: Status;
  warning: Status;
  /** Borders of inputs and default buttons: 3:1 against the surfaces (WCAG 1.4.11). */
  border: string;
  surface: Surface;
};

const TINT = { light: 0.08, dark: 0.16 } as const;

/** The colours of a settings combination, each readable at the contrast level asked for. */
export function paletteFor(settings: Pick<Settings, 'colorPreset' | 'contrast' | 'paletteMode'>): Palette {
  const surface = SURFACES[settings.paletteMode][settings.contrast];
  const target = TEXT_CONTRAST[settings.contrast];
  const dark = settings.paletteMode === 'dark';
  const towards = dark ? 'white' : 'black';
  // On dark surfaces the solid's text is the container colour, so the shade's contrast against the
  // surfaces is also its text's contrast; on light ones the same holds with white.
  const onSolid = dark ? surface.container : '#FFFFFF';
  const grounds = [surface.layout, surface.container, surface.elevated, onSolid];
  const status = (seed: string, min: number): Status => {
    // Tags and alerts draw the colour as text on its own tint: the shade must read there too.
    const text = readableShade(
      seed,
      (s) => [...grounds, tint(s, surface.container, TINT[settings.paletteMode])],
      min,
      towards,
    );
    // antd's own hover is lighter than the colour, which took the text on it below AA; ours goes the
    // other way (darker on light surfaces, lighter on dark ones), away from the text's colour.
    const deeper = (amount: number) => tint(towards === 'black' ? '#000000' : '#FFFFFF', text, amount);
    return {
      solid: text,
      text,
      bg: tint(text, surface.container, TINT[settings.paletteMode]),
      hover: deeper(0.14),
      active: deeper(0.26),
    };
  };
  return {
    brand: PRESET_COLORS[settings.colorPreset],
    primary: status(PRESET_COLORS[settings.colorPreset], target),
    onSolid,
    error: status(STATUS_SEEDS.error, 4.5),
    success: status(STATUS_SEEDS.success, 4.5),
    warning: status(STATUS_SEEDS.warning, 4.5),
    border: readableShade(surface.border, [surface.layout, surface.container, surface.elevated], 3, towards),
    surface,
  };
}

/**
 * antd's dark algorithm dims the seed colours towards its own background; the palette is already
 * measured against ours, so this last step puts the seeds back as the colours drawn.
 */
export const exactSeedColors: MappingAlgorithm = (seed, map) => ({
  ...(map ?? theme.defaultAlgorithm(seed)),
  colorPrimary: seed.colorPrimary,
  colorInfo: seed.colorInfo,
  colorLink: seed.colorLink,
  colorError: seed.colorError,
  colorSuccess: seed.colorSuccess,
  colorWarning: seed.colorWarning,
});

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

const statusTokens = (name: 'Primary' | 'Info' | 'Error' | 'Success' | 'Warning', status: Status) => ({
  [`color${name}Text`]: status.text,
  [`color${name}TextHover`]: status.text,
  [`color${name}TextActive`]: status.text,
  [`color${name}Bg`]: status.bg,
  [`color${name}Hover`]: status.hover,
  [`color${name}Active`]: status.active,
});

export function themeFromSettings(settings: Settings, screen: ScreenSize = 'lg'): DerivedTheme {
  const palette = paletteFor(settings);
  const { surface } = palette;
  const [h1, h2, h3, h4, h5] = headingScale(settings.responsiveFontSizes, screen);
  return {
    direction: settings.direction,
    theme: {
      algorithm: [
        settings.paletteMode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        exactSeedColors,
      ],
      cssVar: { key: 'conexoes' },
      token: {
        colorPrimary: palette.primary.solid,
        colorInfo: palette.primary.solid,
        colorLink: palette.primary.solid,
        colorLinkHover: palette.primary.hover,
        colorLinkActive: palette.primary.active,
        colorError: palette.error.solid,
        colorSuccess: palette.success.solid,
        colorWarning: palette.warning.solid,
        ...statusTokens('Primary', palette.primary),
        ...statusTokens('Info', palette.primary),
        ...statusTokens('Error', palette.error),
        ...statusTokens('Success', palette.success),
        ...statusTokens('Warning', palette.warning),
        colorBgLayout: surface.layout,
        colorBgContainer: surface.container,
        colorBgElevated: surface.elevated,
        colorText: surface.text,
        colorTextSecondary: surface.textSecondary,
        colorTextTertiary: surface.textTertiary,
        colorTextDescription: surface.textTertiary,
        colorTextPlaceholder: surface.textTertiary,
        colorBorder: palette.border,
        fontFamily: BODY_FONT,
        fontSizeHeading1: h1,
        fontSizeHeading2: h2,
        fontSizeHeading3: h3,
        fontSizeHeading4: h4,
        fontSizeHeading5: h5,
        ...SCREEN_TOKENS,
      },
      components: {
        Button: {
          borderRadius: BUTTON_RADIUS,
          borderRadiusLG: BUTTON_RADIUS,
          borderRadiusSM: BUTTON_RADIUS,
          primaryColor: palette.onSolid,
          dangerColor: palette.onSolid,
        },
        Card: { borderRadiusLG: CARD_RADIUS },
        Menu: { darkItemSelectedColor: palette.onSolid },
        Radio: { buttonSolidCheckedColor: palette.onSolid },
        // An empty list's sentence ("No interactions yet") is read, not decoration: antd draws it in
        // the disabled grey (axe color-contrast on every empty list); the tertiary text passes AA.
        Table: { colorTextDisabled: surface.textTertiary },
        // The calendar's days of the month before and after are days a person picks (a follow-up due
        // on the 2nd, seen from November): antd greys them as disabled (axe color-contrast on every
        // date picker); the tertiary text passes AA and still reads as another month.
        DatePicker: { colorTextDisabled: surface.textTertiary },
      },
    },
  };
}
