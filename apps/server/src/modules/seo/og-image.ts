// Link-preview images (1200×630 PNG): a prompt's title, preview and categories on the brand
// background, or the site's own card. satori lays the text out (wrapping, ellipsis) into an SVG
// with Inter from @fontsource/inter, shipped as an npm package, so the result never depends on the
// fonts a machine happens to have; sharp turns the SVG into PNG. Both load on first use, like the
// image uploads' sharp. A render takes ~100 ms of CPU, so finished images are kept by their ETag.
import { readFile } from 'node:fs/promises';
import { summarize } from './head.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Part of every ETag: raise it when the design changes, so cached images are made again. */
export const OG_DESIGN = 1;

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };

let fonts: Promise<Font[]> | undefined;

/** Inter's Latin, Latin Extended, Greek and Cyrillic subsets (satori reads woff, not woff2). */
function loadFonts(): Promise<Font[]> {
  const files = ['latin', 'latin-ext', 'greek', 'cyrillic'].flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({ subset, weight })),
  );
  fonts ??= Promise.all(
    files.map(async ({ subset, weight }) => ({
      // One family per subset: satori looks for a missing glyph in the next family of the list.
      name: `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      data: await readFile(
        new URL(import.meta.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      ),
    })),
  );
  return fonts;
}

const FAMILIES = ['latin', 'latin-ext', 'greek', 'cyrillic'].map((subset) => `'Inter ${subset}'`).join(', ');

const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

function card(card: { title: string; text: string; chips: string[] }): Node {
  const brand = el('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, fontWeight: 700 }, [
    el('div', {
      width: 56,
      height: 56,
      borderRadius: 14,
      backgroundImage: 'linear-gradient(135deg, #6366f1, #8b5cf6)',
    }),
    'Prompt Lib',
  ]);
  const chips = card.chips.slice(0, 4).map((chip) =>
    el(
      'div',
      {
        padding: '8px 22px',
        borderRadius: 999,
        backgroundColor: '#312e81',
        color: '#e0e7ff',
        fontSize: 26,
      },
      chip,
    ),
  );
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      color: 'white',
      fontFamily: FAMILIES,
      backgroundColor: '#020617',
      backgroundImage:
        'radial-gradient(circle at 0% 0%, rgba(99,102,241,0.55), transparent 55%), radial-gradient(circle at 100% 100%, rgba(168,85,247,0.45), transparent 50%)',
    },
    [
      brand,
      el('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        el(
          'div',
          { fontSize: 64, fontWeight: 700, lineHeight: 1.15, lineClamp: 3 },
          summarize(card.title, 110),
        ),
        el(
          'div',
          { fontSize: 30, color: '#cbd5e1', lineHeight: 1.4, lineClamp: 2 },
          summarize(card.text, 170),
        ),
      ]),
      el('div', { display: 'flex', gap: 14, height: 52 }, chips),
    ],
  );
}

export async function renderOgImage(content: {
  title: string;
  text: string;
  chips: string[];
}): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  const svg = await satori(card(content) as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
