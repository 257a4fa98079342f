// The prompts a prompt includes ("[[prompt: 42]]", issue 30), read for the customize dialog as the
// server serves them (GET /api/prompts/{id}?version=production: the production version when one is
// marked, else the current text; the server decides who may see which). The contract splices them in
// to 3 levels; here they are loaded level by level, each through the query cache, so a prompt included
// twice, or again on the next copy, is one request.
import { type IncludedTexts, includesOf, MAX_INCLUDE_DEPTH, type PromptDetail } from '@prompt-lib/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { promptKeys } from './prompts.ts';

/** Under the prompt's detail key, so whatever invalidates the prompt refreshes it too. */
export const includedPromptQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...promptKeys.detail(id), 'production'] as const,
    queryFn: ({ signal }) => api.get<PromptDetail>(`/api/prompts/${id}`, { version: 'production' }, signal),
    retry: false,
    staleTime: 60_000,
  });

/** The texts `content` includes, to three levels; null for one the reader may not see or that is gone. */
export async function loadIncludedTexts(queryClient: QueryClient, content: string): Promise<IncludedTexts> {
  const texts = new Map<number, string | null>();
  let level = includesOf(content);
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && level.length > 0; depth += 1) {
    const wanted = level.filter((id) => !texts.has(id));
    const found = await Promise.all(
      wanted.map((id) =>
        queryClient.fetchQuery(includedPromptQueryOptions(id)).then(
          (prompt) => prompt.content,
          () => null,
        ),
      ),
    );
    for (const [index, id] of wanted.entries()) texts.set(id, found[index] ?? null);
    level = found.flatMap((text) => (text ? includesOf(text) : []));
  }
  return texts;
}
