// What readers type into the search box: single words, common and rare, two-word queries, and about
// one in ten with a typo. `distinctQueries` never repeats itself (a cache of answers cannot help it);
// `popularQueries` are the 20 that every visitor types (a cache should answer them all);
// `libraryQueries` (issue 32) draw the library's own words alike, however rare, which a vocabulary
// drawn at its words' frequencies hides.
import { createRandom, type Random, randomInt, type Vocabulary } from './vocabulary.ts';

/** One letter changed, dropped, doubled or swapped with the next. */
function typo(word: string, random: Random): string {
  if (word.length < 4) return word;
  const at = randomInt(random, 1, word.length - 2);
  const letter = String.fromCharCode(97 + Math.floor(random() * 26));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

function query(vocabulary: Vocabulary, random: Random): string {
  const roll = random();
  // Rare words: any word of the vocabulary alike, so most are far down the frequency list.
  const rare = () => vocabulary.words[randomInt(random, 150, vocabulary.words.length - 1)] as string;
  let words: string[];
  if (roll < 0.4) words = [vocabulary.content(random)];
  else if (roll < 0.6) words = [rare()];
  else if (roll < 0.8) words = [vocabulary.content(random), vocabulary.content(random)];
  else words = [vocabulary.content(random), rare()];
  if (random() < 0.1) {
    const i = Math.floor(random() * words.length);
    words[i] = typo(words[i] as string, random);
  }
  return words.join(' ');
}

/** An endless stream of queries drawn by `draw`, each different from every one before it. */
function neverRepeated(draw: () => string): () => string {
  const seen = new Set<string>();
  return () => {
    for (;;) {
      const next = draw();
      if (!seen.has(next)) {
        seen.add(next);
        return next;
      }
    }
  };
}

/** An endless stream of queries as readers type them, each different from every one before it. */
export function distinctQueries(vocabulary: Vocabulary, seed: number): () => string {
  const random = createRandom(seed);
  return neverRepeated(() => query(vocabulary, random));
}

/**
 * An endless stream of different queries from the library's own words (its distinct words of four
 * letters or more, `words`), each drawn alike: two of three one word, one of three two words.
 */
export function libraryQueries(words: readonly string[], seed: number): () => string {
  const random = createRandom(seed);
  const word = () => words[randomInt(random, 0, words.length - 1)] as string;
  return neverRepeated(() => (random() < 2 / 3 ? word() : `${word()} ${word()}`));
}

/** 20 popular queries: 15 of the most common meaningful words and 5 pairs of them. */
export function popularQueries(vocabulary: Vocabulary): string[] {
  const random = createRandom(20);
  const common = [...new Set(Array.from({ length: 400 }, () => vocabulary.content(random)))];
  const singles = common.slice(0, 15);
  const pairs = Array.from({ length: 5 }, (_, i) => `${common[15 + 2 * i]} ${common[16 + 2 * i]}`);
  return [...singles, ...pairs];
}
