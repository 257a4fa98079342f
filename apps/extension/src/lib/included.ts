// The prompts a prompt includes ("[[prompt: 42]]"), loaded level by level to the contract's depth as
// the web app's customize dialog loads them (apps/web/src/api/included-prompts.ts): the text the
// server serves to this token's user, null for one it may not see or that is gone.
import { type IncludedTexts, includesOf, MAX_INCLUDE_DEPTH } from '@prompt-lib/contract';
import { fetchPromptText, type Server } from './api.ts';

export async function loadIncludedTexts(server: Server, content: string): Promise<IncludedTexts> {
  const texts = new Map<number, string | null>();
  let level = includesOf(content);
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && level.length > 0; depth += 1) {
    const wanted = level.filter((id) => !texts.has(id));
    const found = await Promise.all(wanted.map((id) => fetchPromptText(server, id).catch(() => null)));
    for (const [index, id] of wanted.entries()) texts.set(id, found[index] ?? null);
    level = found.flatMap((text) => (text ? includesOf(text) : []));
  }
  return texts;
}
