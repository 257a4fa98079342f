// A suggestion's proposed fields as they are stored: checked like a prompt's own on create (an unknown
// category or tag is a 400), names in their category's and tag's spelling, each once, and without
// U+0000; and whether they change anything of the prompt as it is now.
import { SERVER_MSG, type SuggestionFormInput } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { withoutNul } from '../../db/values.ts';
import { badRequest } from '../../http-errors.ts';
import { existingNames } from '../versions/repository.ts';
import type { ProposedFields } from './repository.ts';

/** `names` as the categories (or tags) spell them, each once, in the order given; throws on an unknown one. */
async function knownNames(db: Db, kind: 'category' | 'tag', names: string[]): Promise<string[]> {
  const given = [...new Set(names.map(withoutNul))];
  const found = new Map(
    (await existingNames(db, kind, given)).map((name) => [name.toLowerCase(), name] as const),
  );
  const spelled = given.map((name) => {
    const known = found.get(name.toLowerCase());
    if (known === undefined) {
      throw badRequest(kind === 'category' ? SERVER_MSG.unknownCategory(name) : SERVER_MSG.unknownTag(name));
    }
    return known;
  });
  return [...new Set(spelled)];
}

export async function proposedFields(db: Db, input: SuggestionFormInput): Promise<ProposedFields> {
  const [categories, tags] = await Promise.all([
    knownNames(db, 'category', input.categories),
    knownNames(db, 'tag', input.tags),
  ]);
  return {
    title: withoutNul(input.title),
    content: withoutNul(input.content),
    // An emptied preview is no preview, as on a prompt's own update.
    previewText: input.previewText ? withoutNul(input.previewText) : null,
    categories,
    tags,
  };
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Whether the proposal is the prompt as it is (categories and tags are sets, as versions compare them). */
export const changesNothing = (proposed: ProposedFields, prompt: ProposedFields) =>
  proposed.title === prompt.title &&
  proposed.content === prompt.content &&
  proposed.previewText === prompt.previewText &&
  sameSet(proposed.categories, prompt.categories) &&
  sameSet(proposed.tags, prompt.tags);
