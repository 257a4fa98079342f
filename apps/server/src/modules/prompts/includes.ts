// Prompts inside prompts ("[[prompt: 42]]", issue 30): loading the texts a prompt includes, for the
// reader, and refusing a save that would make a prompt include itself. The syntax and the splicing are
// the contract's (placeholder-fill.ts); this module only reads prompts.
//
// An included prompt is read as served (its production version when one is marked) and only through
// findPrompt, so the visibility rule decides: one the reader may not see is as unavailable as a
// deleted one. Loading goes level by level to MAX_INCLUDE_DEPTH, at most MAX_INCLUDED prompts in all
// (beyond that, references stay as written), so a hostile web of includes costs a bounded number of reads.
//
// The self-include check walks the same graph as the editor sees it, without a depth limit (a visited
// set ends it), from the content being saved; reaching the saved prompt again names the chain of
// titles: "This prompt includes itself through “B” → “A”" when A includes B and B includes A.
import { type IncludedTexts, includesOf, MAX_INCLUDE_DEPTH, selfIncludeMessage } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import { promptAt } from '../versions/production.ts';
import { findPrompt } from './repository.ts';
import type { Reader } from './visibility.ts';

const MAX_INCLUDED = 50;
const MAX_CHECKED = 200;

type Served = { title: string; content: string };

async function readServed(db: Db, id: number, reader: Reader): Promise<Served | null> {
  const prompt = await findPrompt(db, id, reader);
  const served = prompt && (await promptAt(db, prompt, 'production'));
  return served && { title: served.title, content: served.content };
}

/** The texts `content` includes, to three levels, as `reader` may see them. */
export async function loadIncluded(db: Db, reader: Reader, content: string): Promise<IncludedTexts> {
  const texts = new Map<number, string | null>();
  let level = includesOf(content);
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && level.length > 0; depth += 1) {
    const wanted = level.filter((id) => !texts.has(id)).slice(0, MAX_INCLUDED - texts.size);
    const found = await Promise.all(wanted.map((id) => readServed(db, id, reader)));
    for (const [index, id] of wanted.entries()) texts.set(id, found[index]?.content ?? null);
    level = found.flatMap((served) => (served ? includesOf(served.content) : []));
  }
  return texts;
}

/** A 400 when saving `content` as prompt `id` would make it include itself. */
export async function checkSelfInclude(
  db: Db,
  reader: Reader,
  saved: { id: number; title: string; content: string },
): Promise<void> {
  const seen = new Map<number, Served | null>([[saved.id, saved]]);
  // Depth first, keeping the chain of ids that led here.
  const walk = async (content: string, chain: number[]): Promise<number[] | null> => {
    for (const id of includesOf(content)) {
      if (id === saved.id) return [...chain, id];
      if (seen.has(id) || seen.size >= MAX_CHECKED) continue;
      const served = await readServed(db, id, reader);
      seen.set(id, served);
      const found = served && (await walk(served.content, [...chain, id]));
      if (found) return found;
    }
    return null;
  };
  const cycle = await walk(saved.content, []);
  if (!cycle) return;
  throw badRequest(selfIncludeMessage(cycle.map((id) => seen.get(id)?.title ?? `prompt ${id}`)));
}
