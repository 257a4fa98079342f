// The prompt library as MCP sees it: prompts named `<id>-<slug>`, their placeholders as arguments,
// filled by the contract's parser (the same one the web's customize dialog uses). A prompt with a
// production version is served at that version (versions/production.ts), in lists and searches too,
// so that the arguments listed are the ones its text has. Included prompts ("[[prompt: 42]]") are
// spliced in for the caller (prompts/includes.ts), so their placeholders are arguments too; the
// automatic values ("[@today]", "[@now]", "[@me]") never are: the server's date fills them, in the
// `timeZone` argument's zone when given, and "[@me]" is the token's user (for a caller without a
// token it is the argument "me").
import {
  automaticIn,
  automaticValues,
  fillPlaceholders,
  type IncludedTexts,
  isTimeZone,
  type Placeholder,
  type Prompt,
  parsePrompt,
  placeholderProblem,
} from '@prompt-lib/contract';
import { and, asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prompts } from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadIncluded } from '../prompts/includes.ts';
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

/** Dates are written in this language over MCP (the web uses the reader's). */
const MCP_LOCALE = 'en-US';
/** The argument that sets the time zone of "[@today]" and "[@now]", unless a placeholder has the name. */
export const TIME_ZONE_ARGUMENT = 'timeZone';

const TYPE_HINTS = {
  long: 'Several lines. ',
  number: 'A number. ',
  date: 'A date, yyyy-mm-dd. ',
  multi: '',
} as const;

export function describeArgument(placeholder: Placeholder): string {
  const { type, choices, defaultValue, optional } = placeholder;
  const hint = type ? TYPE_HINTS[type] : '';
  const rest = optional ? ' Optional.' : '';
  if (type === 'multi') return `Any of: ${choices?.join(', ')}, joined with ", ".${rest}`;
  if (choices) return `One of: ${choices.join(', ')} (default ${defaultValue})${rest}`;
  if (defaultValue !== undefined) return `${hint}Default: ${defaultValue}${rest}`;
  return `${hint}Fills [${placeholder.name}]${rest}`;
}

export type McpArgument = { name: string; description: string; required: boolean };

/** A prompt as the caller fills it: its text, what it includes, its fields and arguments. */
export type Fillable = {
  prompt: Prompt;
  included: IncludedTexts;
  fields: Placeholder[];
  arguments: McpArgument[];
};

export async function fillable(db: Db, user: AuthUser | null, prompt: Prompt): Promise<Fillable> {
  const included = await loadIncluded(db, user, prompt.content);
  const fields = parsePrompt(prompt.content, included, { signedIn: user !== null });
  const args = fields.map((field) => ({
    name: field.name,
    description: describeArgument(field),
    required: field.required,
  }));
  const dated = automaticIn(prompt.content, included).some((value) => value !== 'me');
  if (dated && !fields.some((field) => field.name === TIME_ZONE_ARGUMENT))
    args.push({
      name: TIME_ZONE_ARGUMENT,
      description: 'The time zone of [@today] and [@now], e.g. Europe/Paris; the server’s when left out',
      required: false,
    });
  return { prompt, included, fields, arguments: args };
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

export type Filled = { text: string } | { problem: string };

/** The content with `values` filled in and defaults taken, or what is wrong with the values: the
 * required placeholders left without a value, a value that does not fit its type, an unknown zone. */
export function fillPrompt(
  { prompt, included, fields }: Fillable,
  values: Record<string, string | undefined>,
  user: AuthUser | null,
): Filled {
  const missing = fields.filter((field) => field.required && !values[field.name]?.trim());
  if (missing.length > 0)
    return { problem: `Missing required argument: ${missing.map((field) => field.name).join(', ')}` };
  for (const field of fields) {
    const problem = placeholderProblem(field, values[field.name] ?? '');
    if (problem) return { problem: `Invalid argument ${field.name}: ${problem}` };
  }
  const zoned = !fields.some((field) => field.name === TIME_ZONE_ARGUMENT);
  const timeZone = zoned ? values[TIME_ZONE_ARGUMENT]?.trim() || undefined : undefined;
  if (timeZone && !isTimeZone(timeZone)) return { problem: `Invalid time zone: ${timeZone}` };
  const automatic = automaticValues(new Date(), { locale: MCP_LOCALE, timeZone, me: user?.username });
  return { text: fillPlaceholders(prompt.content, values, { automatic, included }) };
}
