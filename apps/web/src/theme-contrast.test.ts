// WCAG AA for the pairs the screens are made of, in both themes, read from the real stylesheet: the
// light theme is Tailwind's palette, the dark theme is that palette with index.css's .dark steps on top.
import { readFileSync } from 'node:fs';
import colors from 'tailwindcss/colors';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './lib/contrast.ts';

const stylesheet = readFileSync(`${import.meta.dirname}/index.css`, 'utf8');

type Palette = Record<string, string>;

function declarations(block: string): Palette {
  return Object.fromEntries([...block.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]]));
}

function blockOf(selector: string): string {
  const start = stylesheet.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`index.css has no ${selector} block`);
  return stylesheet.slice(start, stylesheet.indexOf('}', start));
}

const tailwind: Palette = {};
for (const [name, shades] of Object.entries(colors)) {
  if (typeof shades !== 'object') continue;
  for (const [shade, value] of Object.entries(shades)) tailwind[`${name}-${shade}`] = value;
}
const white = '#ffffff';
const light: Palette = { ...tailwind, white, ...declarations(blockOf('@theme')) };
const dark: Palette = { ...light, ...declarations(blockOf('.dark')) };

const color = (palette: Palette, name: string) => {
  const value = palette[name];
  if (!value) throw new Error(`no colour ${name}`);
  return value;
};

// [what, foreground, background layers bottom first, minimum]: 4.5 for text, 3 for large text and UI.
const pairs: [string, string, string[], number][] = [
  ['heading on the page', 'slate-900', ['slate-50'], 4.5],
  ['heading on a card', 'slate-900', ['surface'], 4.5],
  ['body text on a card', 'slate-700', ['surface'], 4.5],
  ['secondary text on a card', 'slate-600', ['surface'], 4.5],
  ['secondary text on the page', 'slate-600', ['slate-50'], 4.5],
  ['muted text on a card', 'slate-500', ['surface'], 4.5],
  ['muted text on the page', 'slate-500', ['slate-50'], 4.5],
  ['neutral badge', 'slate-700', ['surface', 'slate-100'], 4.5],
  ['brand badge', 'indigo-700', ['surface', 'indigo-50'], 4.5],
  ['trending badge', 'rose-700', ['surface', 'rose-50'], 4.5],
  ['featured badge', 'amber-800', ['surface', 'amber-50'], 4.5],
  ['new badge', 'emerald-700', ['surface', 'emerald-50'], 4.5],
  ['shared badge', 'violet-700', ['surface', 'violet-50'], 4.5],
  ['highlighted menu item', 'indigo-700', ['surface', 'indigo-50'], 4.5],
  ['link on a card', 'indigo-700', ['surface'], 4.5],
  ['link on the page', 'indigo-700', ['slate-50'], 4.5],
  ['error text on a card', 'red-700', ['surface'], 4.5],
  ['error notice', 'red-800', ['surface', 'red-50'], 4.5],
  ['warning notice', 'amber-800', ['surface', 'amber-50'], 4.5],
  ['placeholder awaiting a value', 'amber-900', ['surface', 'amber-100'], 4.5],
  ['primary button', 'white', ['indigo-600'], 4.5],
  ['destructive button', 'white', ['red-600'], 4.5],
  ['selected filter chip', 'slate-50', ['slate-900'], 4.5],
  ['focus ring on a card', 'indigo-500', ['surface'], 3],
  ['focus ring on the page', 'indigo-500', ['slate-50'], 3],
];

// The regions dark in both themes keep these pairs (.always-dark puts the light steps back).
const alwaysDark: [string, string, string[], number][] = [
  ['prompt content', 'slate-100', ['slate-950'], 4.5],
  ['footer text', 'slate-400', ['slate-950'], 4.5],
  ['hero text', 'slate-300', ['slate-950'], 4.5],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_theme, palette) => {
  it.each(pairs)('%s meets AA', (_what, foreground, layers, minimum) => {
    const backgrounds = layers.map((name) => color(palette, name)) as [string, ...string[]];
    expect(contrastRatio(color(palette, foreground), ...backgrounds)).toBeGreaterThanOrEqual(minimum);
  });

  it.each(alwaysDark)('%s in an always-dark region meets AA', (_what, foreground, layers, minimum) => {
    const region = { ...palette, ...(palette === dark ? declarations(blockOf('.dark .always-dark')) : {}) };
    const backgrounds = layers.map((name) => color(region, name)) as [string, ...string[]];
    expect(contrastRatio(color(region, foreground), ...backgrounds)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('agrees with the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Tailwind's slate-500 is #62748e.
    expect(contrastRatio(colors.slate[500], '#ffffff')).toBeCloseTo(contrastRatio('#62748e', '#ffffff'), 1);
  });

  it('blends a translucent colour over what lies under it', () => {
    expect(contrastRatio('#000000', '#ffffff', 'oklch(0% 0 0 / 0.5)')).toBeLessThan(6);
  });
});
