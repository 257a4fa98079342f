// The command palette's keystroke (issue 30): a signed-in user has typed three letters, and the palette
// asks the server for their own prompts and for the library at once (the web app's
// features/command-palette/api/palette-search.ts, same paths and sizes). Its first server results show
// when the slower of the two answers, so that is the time measured, per keystroke. Saved prompts and
// collections are loaded once when the palette opens, and Recent needs no server: neither is timed.
// PALETTE_TYPISTS users type at once, each a keystroke every TYPING_INTERVAL_MS (or, when the answer
// is slower, as soon as it shows): a team searching at a person's pace, 10 keystrokes (20 requests) a
// second in all, so that the figure is the time one keystroke waits, not a queue of 20 connections
// that never pause (the other scenarios measure how much the server can take).
import { DURATION_S, percentile, WARMUP_S } from './load.ts';
import { createRandom, randomInt } from './vocabulary.ts';

export const PALETTE_SIZES = { mine: 5, library: 8 } as const;
export const PALETTE_TYPISTS = 5;
/** About a person's typing speed, once the palette's 80 ms debounce has let a keystroke through. */
const TYPING_INTERVAL_MS = 500;

export type PaletteLoad = {
  /** Keystrokes answered per second (each two requests). */
  keystrokesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: Record<string, number>;
};

/** The three-letter beginnings of the library's words, each once. */
export const threeLetterPrefixes = (words: readonly string[]) => [
  ...new Set(words.filter((word) => /^[a-z]{3}/.test(word)).map((word) => word.slice(0, 3))),
];

export async function measurePalette(
  url: string,
  token: string,
  prefixes: readonly string[],
  typists = PALETTE_TYPISTS,
): Promise<PaletteLoad> {
  if (prefixes.length === 0) throw new Error('palette: no three-letter prefixes in the library');
  const random = createRandom(30);
  // Compressed as a browser asks, in the encodings fetch (undici) surely decodes.
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
  const times: number[] = [];
  const non2xx: Record<string, number> = {};
  let errors = 0;
  const ask = async (path: string) => {
    try {
      const res = await fetch(url + path, { headers });
      await res.arrayBuffer();
      if (!res.ok) non2xx[res.status] = (non2xx[res.status] ?? 0) + 1;
    } catch {
      errors += 1;
    }
  };
  const type = async (until: number, record: boolean) => {
    while (performance.now() < until) {
      const text = encodeURIComponent(prefixes[randomInt(random, 0, prefixes.length - 1)] as string);
      const start = performance.now();
      await Promise.all([
        ask(`/api/prompts/my-prompts?search=${text}&size=${PALETTE_SIZES.mine}`),
        ask(`/api/prompts/search?query=${text}&size=${PALETTE_SIZES.library}`),
      ]);
      const took = performance.now() - start;
      if (record) times.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, TYPING_INTERVAL_MS - took)));
    }
  };
  const run = (seconds: number, record: boolean) => {
    const until = performance.now() + seconds * 1000;
    // Staggered, so the typists' keystrokes spread over the interval rather than arriving together.
    return Promise.all(
      Array.from({ length: typists }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * TYPING_INTERVAL_MS) / typists));
        return type(until, record);
      }),
    );
  };
  if (WARMUP_S > 0) await run(WARMUP_S, false);
  await run(DURATION_S, true);
  return {
    keystrokesPerSecond: times.length / DURATION_S,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    errors,
    non2xx,
  };
}
