// WCAG 2 contrast of the theme's colours as CSS writes them: oklch() (Tailwind's palette) or #rgb/#rrggbb,
// with an optional alpha that is composited over the background, the way the browser blends it.

export type Rgba = { r: number; g: number; b: number; a: number };

const OKLCH = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*(?:\/\s*([\d.]+)(%?))?\s*\)$/;
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const encode = (linear: number) =>
  linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055;
const decode = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** A CSS colour as gamma-encoded sRGB channels in 0..1 (out-of-gamut channels clipped) and alpha. */
export function parseColor(css: string): Rgba {
  const hex = HEX.exec(css.trim())?.[1];
  if (hex) {
    const digits = hex.length === 3 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r, g, b] = digits.map((pair) => Number.parseInt(pair, 16) / 255) as [number, number, number];
    return { r, g, b, a: 1 };
  }
  const match = OKLCH.exec(css.trim());
  if (!match) throw new Error(`Not an oklch() or hex colour: ${css}`);
  const [, l, lPercent, c, h, alpha, alphaPercent] = match;
  const lightness = Number(l) / (lPercent ? 100 : 1);
  const hue = (Number(h) * Math.PI) / 180;
  const a = Number(c) * Math.cos(hue);
  const b = Number(c) * Math.sin(hue);
  // OKLab → LMS → linear sRGB (Björn Ottosson's matrices).
  const lms = [
    (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3,
    (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3,
    (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3,
  ] as const;
  const linear = [
    4.0767416621 * lms[0] - 3.3077115913 * lms[1] + 0.2309699292 * lms[2],
    -1.2684380046 * lms[0] + 2.6097574011 * lms[1] - 0.3413193965 * lms[2],
    -0.0041960863 * lms[0] - 0.7034186147 * lms[1] + 1.707614701 * lms[2],
  ].map((channel) => encode(clamp(channel))) as [number, number, number];
  const opacity = alpha === undefined ? 1 : Number(alpha) / (alphaPercent ? 100 : 1);
  return { r: linear[0], g: linear[1], b: linear[2], a: opacity };
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
}

/** The WCAG contrast ratio (1..21) of a foreground over its backgrounds, listed bottom layer first. */
export function contrastRatio(foreground: string, ...backgrounds: [string, ...string[]]): number {
  const [base, ...layers] = backgrounds.map(parseColor) as [Rgba, ...Rgba[]];
  const background = layers.reduce((under, layer) => composite(layer, under), { ...base, a: 1 });
  const text = composite(parseColor(foreground), background);
  const [light, dark] = [relativeLuminance(text), relativeLuminance(background)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
