import { render, screen } from '@testing-library/react';
import { ConfigProvider, Grid, theme } from 'antd';
import { DEFAULT_SETTINGS, type Settings } from '@conexoes/shared';
import {
  BREAKPOINTS,
  exactSeedColors,
  headingScale,
  paletteFor,
  PRESET_COLORS,
  themeFromSettings,
} from '../theme-from-settings';

const settings = (changes: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...changes });
const tokenOf = (s: Settings) => theme.getDesignToken(themeFromSettings(s).theme);

describe('themeFromSettings', () => {
  it('gives the brand orange, light mode and left-to-right by default', () => {
    const derived = themeFromSettings(settings());
    expect(derived.direction).toBe('ltr');
    expect(derived.theme.algorithm).toEqual([theme.defaultAlgorithm, exactSeedColors]);
    // The brand orange, darkened just enough for white text (theme-contrast.test.ts measures it).
    expect(tokenOf(settings()).colorPrimary.toUpperCase()).toBe(paletteFor(settings()).primary.solid);
    expect(paletteFor(settings()).brand).toBe('#FF6203');
  });

  it.each(Object.entries(PRESET_COLORS))(
    'derives the primary colour from the %s preset',
    (preset, colour) => {
      const chosen = settings({ colorPreset: preset as Settings['colorPreset'] });
      const token = tokenOf(chosen);
      expect(token.colorPrimary.toUpperCase()).toBe(paletteFor(chosen).primary.solid);
      expect(paletteFor(chosen).brand).toBe(colour);
    },
  );

  it('draws the exact palette colours in dark mode (antd would dim them towards its own background)', () => {
    const dark = settings({ paletteMode: 'dark' });
    expect(tokenOf(dark).colorPrimary.toUpperCase()).toBe(paletteFor(dark).primary.solid);
    expect(tokenOf(dark).colorError.toUpperCase()).toBe(paletteFor(dark).error.solid);
  });

  it('switches to antd dark algorithm in dark mode, with dark surfaces', () => {
    const derived = themeFromSettings(settings({ paletteMode: 'dark' }));
    expect(derived.theme.algorithm).toEqual([theme.darkAlgorithm, exactSeedColors]);
    const light = tokenOf(settings());
    const dark = tokenOf(settings({ paletteMode: 'dark' }));
    expect(dark.colorBgContainer).not.toBe(light.colorBgContainer);
    expect(dark.colorBgLayout.toUpperCase()).toBe('#0E1320');
  });

  it('passes rtl through as the ConfigProvider direction', () => {
    expect(themeFromSettings(settings({ direction: 'rtl' })).direction).toBe('rtl');
  });

  it('darkens text and borders in high contrast', () => {
    const normal = tokenOf(settings());
    const high = tokenOf(settings({ contrast: 'high' }));
    expect(high.colorText).not.toBe(normal.colorText);
    expect(high.colorBorder).not.toBe(normal.colorBorder);
  });

  it('rounds buttons at 12 and cards at 20, with Inter as body font', () => {
    const derived = themeFromSettings(settings()).theme;
    expect(derived.components?.Button?.borderRadius).toBe(12);
    expect(derived.components?.Card?.borderRadiusLG).toBe(20);
    expect(tokenOf(settings()).fontFamily).toMatch(/^'Inter'/);
  });

  it('sets the SPEC breakpoints (sm 600, md 900, lg 1200, xl 1440) consistently for antd', () => {
    const token = tokenOf(settings());
    expect([token.screenSM, token.screenMD, token.screenLG, token.screenXL]).toEqual([
      BREAKPOINTS.sm,
      BREAKPOINTS.md,
      BREAKPOINTS.lg,
      BREAKPOINTS.xl,
    ]);
    // antd validates the whole breakpoint ladder when Grid reads it; an inconsistent one throws.
    function Probe() {
      const screens = Grid.useBreakpoint();
      return <span>{screens.md ? 'md and up' : 'below md'}</span>;
    }
    render(
      <ConfigProvider theme={themeFromSettings(settings()).theme}>
        <Probe />
      </ConfigProvider>,
    );
    // jsdom is 1024 px wide: at or above md (900), below lg (1200).
    expect(screen.getByText('md and up')).toBeInTheDocument();
  });

  it('shrinks headings on small screens only when responsive font sizes are on', () => {
    expect(headingScale(true, 'xs')[0]).toBeLessThan(headingScale(true, 'xl')[0]);
    expect(headingScale(false, 'xs')).toEqual(headingScale(false, 'xl'));
    const small = tokenOf(settings());
    expect(themeFromSettings(settings(), 'xs').theme.token?.fontSizeHeading1).toBeLessThan(
      Number(small.fontSizeHeading1),
    );
  });
});
