// A prompt page's prompt, asked for before the page's first render (lib/first-render.ts).
import type { QueryClient } from '@tanstack/react-query';
import { promptQueryOptions } from '../../../api/prompts.ts';

/** A route id that can name a prompt; anything else is "not found" without asking the server. */
export const parsePromptId = (value: string | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;

export function prefetchPrompt(queryClient: QueryClient, idParam: string | undefined) {
  const id = parsePromptId(idParam);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(promptQueryOptions(id));
}
