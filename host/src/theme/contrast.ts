// WCAG 2.2 contrast arithmetic (relative luminance, contrast ratio) and the accessible shade of a
// brand colour. Used to derive the theme and by its tests, so "readable" is measured, not guessed.

type Rgb = { r: number; g: number; b: number };
type Rgba = Rgb & { a: number };

/** Parses #rgb, #rrggbb, #rrggbbaa and rgb()/rgba() as antd's tokens spell them. */
export function parseColor(value: string): Rgba {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(text)?.[1];
  if (fn) {
    const [r = 0, g = 0, b = 0, a = 1] = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return { r, g, b, a };
  }
  throw new Error(`Unparsed colour: ${value}`);
}

const toHex = ({ r, g, b }: Rgb): string =>
  '#' +
  [r, g, b]
    .map((v) => Math.round(v).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/** A (possibly translucent) colour as seen over an opaque background. */
export function flatten(color: string, background: string): Rgb {
  const fg = parseColor(color);
  const bg = parseColor(background);
  const mix = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
  return { r: mix(fg.r, bg.r), g: mix(fg.g, bg.g), b: mix(fg.b, bg.b) };
}

const channel = (v: number): number => {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const luminance = ({ r, g, b }: Rgb): number =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG contrast ratio of a text colour over a background (the background must be opaque). */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(flatten(foreground, background));
  const b = luminance(flatten(background, '#FFFFFF'));
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The brand colour itself when it already reaches `target` against every background, otherwise the
 * nearest shade that does: mixed towards black on light surfaces, towards white on dark ones.
 */
export function readableShade(
  brand: string,
  backgrounds: ReadonlyArray<string> | ((shade: string) => ReadonlyArray<string>),
  target: number,
  towards: 'black' | 'white',
): string {
  const base = parseColor(brand);
  const end = towards === 'black' ? 0 : 255;
  for (let step = 0; step <= 100; step += 1) {
    const t = step / 100;
    const shade = toHex({
      r: base.r + (end - base.r) * t,
      g: base.g + (end - base.g) * t,
      b: base.b + (end - base.b) * t,
    });
    const grounds = typeof backgrounds === 'function' ? backgrounds(shade) : backgrounds;
    if (grounds.every((bg) => contrastRatio(shade, bg) >= target)) return shade;
  }
  return towards === 'black' ? '#000000' : '#FFFFFF';
}

/** `color` laid over `background` at `amount` (0..1), as an opaque hex colour: antd's tinted backgrounds. */
export function tint(color: string, background: string, amount: number): string {
  const fg = parseColor(color);
  return toHex(flatten(`rgba(${fg.r}, ${fg.g}, ${fg.b}, ${amount})`, background));
}
