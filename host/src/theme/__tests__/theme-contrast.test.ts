// Every combination of the settings drawer keeps every text readable (WCAG 2.2 AA: 4.5:1 for text,
// 3:1 for control boundaries and large text; high contrast asks 7:1 of the main text pairs).
import { theme } from 'antd';
import {
  COLOR_PRESETS,
  CONTRASTS,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  LAYOUTS,
  NAV_COLORS,
  PALETTE_MODES,
  type Settings,
} from '@conexoes/shared';
import { navAppearance } from '../../layout/nav-appearance';
import { contrastRatio, readableShade } from '../contrast';
import { PRESET_COLORS, TEXT_CONTRAST, paletteFor, themeFromSettings } from '../theme-from-settings';

const combinations: Settings[] = COLOR_PRESETS.flatMap((colorPreset) =>
  CONTRASTS.flatMap((contrast) =>
    PALETTE_MODES.flatMap((paletteMode) =>
      DIRECTIONS.flatMap((direction) =>
        LAYOUTS.map((layout) => ({
          ...DEFAULT_SETTINGS,
          colorPreset,
          contrast,
          paletteMode,
          direction,
          layout,
        })),
      ),
    ),
  ),
);

const name = (s: Settings) => `${s.colorPreset} ${s.contrast} ${s.paletteMode} ${s.direction} ${s.layout}`;

type Pair = { what: string; fg: string; bg: string; min: number };

function pairsOf(settings: Settings): Pair[] {
  const config = themeFromSettings(settings).theme;
  const t = theme.getDesignToken(config);
  const c = config.components ?? {};
  const palette = paletteFor(settings);
  const main = TEXT_CONTRAST[settings.contrast];
  const surfaces = { layout: t.colorBgLayout, container: t.colorBgContainer, elevated: t.colorBgElevated };
  const pairs: Pair[] = [];
  for (const [where, bg] of Object.entries(surfaces)) {
    for (const key of ['colorText', 'colorTextHeading', 'colorTextLabel', 'colorTextSecondary'] as const)
      pairs.push({ what: `${key} on ${where}`, fg: t[key], bg, min: main });
    for (const key of ['colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder'] as const)
      pairs.push({ what: `${key} on ${where}`, fg: t[key], bg, min: main });
    for (const key of ['colorLink', 'colorPrimary', 'colorPrimaryText'] as const)
      pairs.push({ what: `${key} on ${where}`, fg: t[key], bg, min: main });
    for (const key of ['colorError', 'colorErrorText', 'colorSuccessText', 'colorWarningText'] as const)
      pairs.push({ what: `${key} on ${where}`, fg: t[key], bg, min: 4.5 });
    // Inputs and selects are drawn by their border (WCAG 1.4.11).
    pairs.push({ what: `colorBorder on ${where}`, fg: t.colorBorder, bg, min: 3 });
  }
  pairs.push(
    { what: 'primary button text', fg: String(c.Button?.primaryColor), bg: t.colorPrimary, min: main },
    { what: 'danger button text', fg: String(c.Button?.dangerColor), bg: t.colorError, min: 4.5 },
    // Under the pointer and pressed, the filled buttons keep their text readable.
    {
      what: 'hovered primary button',
      fg: String(c.Button?.primaryColor),
      bg: t.colorPrimaryHover,
      min: main,
    },
    {
      what: 'pressed primary button',
      fg: String(c.Button?.primaryColor),
      bg: t.colorPrimaryActive,
      min: main,
    },
    { what: 'hovered danger button', fg: String(c.Button?.dangerColor), bg: t.colorErrorHover, min: 4.5 },
    { what: 'hovered link', fg: t.colorLinkHover, bg: t.colorBgContainer, min: 4.5 },
    {
      what: 'selected dark menu item',
      fg: String(c.Menu?.darkItemSelectedColor),
      bg: t.colorPrimary,
      min: main,
    },
    { what: 'selected light menu item', fg: t.colorPrimary, bg: t.colorPrimaryBg, min: 4.5 },
    {
      what: 'solid radio button',
      fg: String(c.Radio?.buttonSolidCheckedColor),
      bg: t.colorPrimary,
      min: main,
    },
    // Tags and alerts: status text on its tinted background.
    { what: 'error tag', fg: t.colorErrorText, bg: t.colorErrorBg, min: 4.5 },
    { what: 'success tag', fg: t.colorSuccessText, bg: t.colorSuccessBg, min: 4.5 },
    { what: 'warning tag', fg: t.colorWarningText, bg: t.colorWarningBg, min: 4.5 },
    { what: 'info tag', fg: t.colorInfoText, bg: t.colorInfoBg, min: 4.5 },
    { what: 'primary tag', fg: t.colorPrimaryText, bg: t.colorPrimaryBg, min: 4.5 },
    { what: 'tooltip', fg: t.colorTextLightSolid, bg: t.colorBgSpotlight, min: 4.5 },
    { what: 'focus ring', fg: palette.primary.solid, bg: t.colorBgContainer, min: 3 },
    { what: 'empty list sentence', fg: String(c.Table?.colorTextDisabled), bg: t.colorBgContainer, min: 4.5 },
    {
      what: 'calendar day of another month',
      fg: String(c.DatePicker?.colorTextDisabled),
      bg: t.colorBgElevated ?? t.colorBgContainer,
      min: 4.5,
    },
  );
  for (const navColor of NAV_COLORS) {
    const nav = navAppearance(navColor, settings.paletteMode, t.colorBgContainer);
    // antd's dark menu draws items at 65 % white; the light menu in colorText.
    const item = nav.menuTheme === 'dark' ? 'rgba(255, 255, 255, 0.65)' : t.colorText;
    pairs.push({ what: `${navColor} nav item`, fg: item, bg: nav.background, min: 4.5 });
    pairs.push({ what: `${navColor} header control`, fg: nav.ink, bg: nav.background, min: 4.5 });
  }
  return pairs;
}

describe('theme contrast over every settings combination', () => {
  it('covers the 80 combinations of the drawer (5 presets × contrast × mode × direction × layout)', () => {
    expect(combinations).toHaveLength(80);
    expect(new Set(combinations.map(name)).size).toBe(80);
  });

  it.each(combinations.map((s) => [name(s), s] as const))('%s: every text pair reaches its ratio', (_, s) => {
    const failures = pairsOf(s)
      .map((p) => ({ ...p, ratio: contrastRatio(p.fg, p.bg) }))
      .filter((p) => p.ratio < p.min)
      .map((p) => `${p.what}: ${p.fg} on ${p.bg} = ${p.ratio.toFixed(2)} < ${p.min}`);
    expect(failures).toEqual([]);
  });

  it('keeps the brand orange as the brand and darkens it only where text needs it', () => {
    const light = paletteFor({ colorPreset: 'orange', contrast: 'normal', paletteMode: 'light' });
    expect(light.brand).toBe('#FF6203');
    // White on #FF6203 is 2.99:1: filled buttons and links use a darker orange.
    expect(contrastRatio('#FFFFFF', '#FF6203')).toBeLessThan(3);
    expect(light.primary.solid).not.toBe('#FF6203');
    expect(contrastRatio('#FFFFFF', light.primary.solid)).toBeGreaterThanOrEqual(4.5);
    // On the dark surfaces the brand orange itself reads, with dark text on filled buttons.
    const dark = paletteFor({ colorPreset: 'orange', contrast: 'normal', paletteMode: 'dark' });
    expect(dark.primary.solid).toBe(PRESET_COLORS.orange);
  });
});

describe('contrast arithmetic', () => {
  it('gives the known WCAG ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    // Translucent text is measured as drawn over its background.
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#FFFFFF')).toBeCloseTo(
      contrastRatio('#8C8C8C', '#FFFFFF'),
      1,
    );
  });

  it('returns the colour itself when it is already readable, and a shade otherwise', () => {
    expect(readableShade('#111927', ['#FFFFFF'], 4.5, 'black')).toBe('#111927');
    const shade = readableShade('#FF6203', ['#FFFFFF'], 4.5, 'black');
    expect(contrastRatio(shade, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, '#FFFFFF')).toBeLessThan(5);
  });
});
