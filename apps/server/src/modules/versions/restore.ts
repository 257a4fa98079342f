// Restoring a version is an edit like any other: its content goes through the prompt's own update,
// so it is checked, counted and recorded (as a new version) exactly as a PUT would be.
import type { Prompt, PromptInput, PromptVersion } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { updatePrompt } from '../prompts/repository.ts';
import { existingNames } from './repository.ts';

/**
 * Categories and tags deleted since the version was made cannot come back: the restore keeps those that
 * still exist, and when none of a kind does, the prompt keeps the ones it has now.
 */
export async function restoreVersion(
  db: Db,
  current: Prompt,
  version: PromptVersion,
  editor: AuthUser,
): Promise<Prompt | null> {
  const [categories, tags] = await Promise.all([
    existingNames(db, 'category', version.categories),
    existingNames(db, 'tag', version.tags),
  ]);
  const input: PromptInput = {
    title: version.title,
    content: version.content,
    previewText: version.previewText,
    categories: categories.length > 0 ? categories : current.categories,
    tags: tags.length > 0 ? tags : current.tags,
    imageUrls: version.imageUrls,
  };
  return updatePrompt(db, current.id, input, editor);
}
