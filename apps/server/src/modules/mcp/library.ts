// The prompt library as MCP sees it: prompts named `<id>-<slug>`, their placeholders as arguments,
// filled by the contract's parser (the same one the web's customize dialog uses). A prompt with a
// production version is served at that version (versions/production.ts), in lists and searches too,
// so that the arguments listed are the ones its text has.
import { fillPlaceholders, type Placeholder, type Prompt, parsePlaceholders } from '@prompt-lib/contract';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prompts } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { selectPrompts, toPrompts } from '../prompts/prompt-rows.ts';
import { findPrompt } from '../prompts/repository.ts';
import { visibleTo } from '../prompts/visibility.ts';
import { asServed, promptAt } from '../versions/production.ts';

/** prompts/list answers this many per page; the cursor is the last id of the page. */
export const MCP_PAGE_SIZE = 50;

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'prompt';

/** Stable while the prompt lives: the id decides, the slug only reads well. */
export const mcpPromptName = (prompt: Pick<Prompt, 'id' | 'title'>) => `${prompt.id}-${slug(prompt.title)}`;

/** The id a name (or a bare id) stands for, else null. */
export function idFromName(name: string): number | null {
  const match = /^(\d{1,10})(-|$)/.exec(name);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function describeArgument(placeholder: Placeholder): string {
  if (placeholder.choices)
    return `One of: ${placeholder.choices.join(', ')} (default ${placeholder.defaultValue})`;
  if (placeholder.defaultValue !== undefined) return `Default: ${placeholder.defaultValue}`;
  return `Fills [${placeholder.name}]`;
}

/** A page of the prompts the user may see (visibility.ts) in id order, after `afterId`; `next` is the cursor of the page after. */
export async function listReadable(
  db: Db,
  user: AuthUser | null,
  afterId: number,
): Promise<{ list: Prompt[]; next: number | null }> {
  const rows = await selectPrompts(db)
    .where(and(visibleTo(user), gt(prompts.id, afterId)))
    .orderBy(asc(prompts.id))
    .limit(MCP_PAGE_SIZE + 1);
  const list = await asServed(db, toPrompts(rows.slice(0, MCP_PAGE_SIZE), user));
  return { list, next: rows.length > MCP_PAGE_SIZE ? (list.at(-1)?.id ?? null) : null };
}

/**
 * One prompt the user may see, as served (at its production version), or null: one they may not see
 * is as missing as an unknown id.
 */
export async function findReadable(db: Db, user: AuthUser | null, id: number): Promise<Prompt | null> {
  const prompt = await findPrompt(db, id, user);
  return prompt && promptAt(db, prompt, 'production');
}

export type Filled = { text: string } | { missing: string[] };

/** The content with `values` filled in and defaults taken; the required placeholders left without a value. */
export function fillPrompt(prompt: Prompt, values: Record<string, string | undefined>): Filled {
  const missing = parsePlaceholders(prompt.content)
    .filter((placeholder) => placeholder.required && !values[placeholder.name]?.trim())
    .map((placeholder) => placeholder.name);
  if (missing.length > 0) return { missing };
  return { text: fillPlaceholders(prompt.content, values) };
}
