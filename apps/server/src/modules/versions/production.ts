// The production version of a prompt (issue 29): one version its owner or an editor marks, so that
// assistants and scripts keep a stable text while the author goes on editing. A read of the prompt
// "at" a version is the prompt as it is now (its ratings, uses, status, who sees it) with that
// version's content: title, content, preview text, categories, tags, images, and `version` saying
// which one it is. `GET /api/prompts/{id}?version=` reads it; MCP serves every prompt this way.
import type { Prompt } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { findContents, findVersion, type VersionContent } from './repository.ts';

/** Only the content: a full version also carries its own createdAt, which is not the prompt's. */
const atVersion = (prompt: Prompt, content: VersionContent): Prompt => {
  const { version, title, previewText, categories, tags, imageUrls } = content;
  return { ...prompt, version, title, content: content.content, previewText, categories, tags, imageUrls };
};

/**
 * The prompt at version `version`, or at its production version; a prompt without a production
 * version answers as it is now, as MCP serves it. Null when it has no such version.
 */
export async function promptAt(
  db: Db,
  prompt: Prompt,
  version: number | 'production',
): Promise<Prompt | null> {
  const wanted = version === 'production' ? (prompt.productionVersion ?? prompt.version) : version;
  if (wanted === prompt.version) return prompt;
  const found = await findVersion(db, prompt.id, wanted);
  return found && atVersion(prompt, found);
}

/** The prompts as MCP serves them: each at its production version when one is marked. */
export async function asServed(db: Db, prompts: Prompt[]): Promise<Prompt[]> {
  const marked = prompts.flatMap(({ id, version, productionVersion }) =>
    productionVersion !== null && productionVersion !== version
      ? [{ promptId: id, version: productionVersion }]
      : [],
  );
  const contents = await findContents(db, marked);
  return prompts.map((prompt) => {
    const content = contents.get(prompt.id);
    return content ? atVersion(prompt, content) : prompt;
  });
}
