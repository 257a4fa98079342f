// GET /api/prompts/{id}/suggestions (a prompt's, for its editors: the open ones) and GET /api/suggestions
// (the inbox's Received and Sent boxes), a page at a time. The keys sit under promptKeys.all, so that
// accepting one refreshes the prompt, its history and every list of suggestions in one stroke.
import type { SuggestionBox, SuggestionPage } from '@prompt-lib/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { promptKeys } from '../../../api/prompts.ts';
import { api } from '../../../lib/api-client.ts';

export const SUGGESTION_PAGE_SIZE = 10;

export const suggestionKeys = {
  all: [...promptKeys.all, 'suggestions'] as const,
  open: (promptId: number) => [...suggestionKeys.all, 'open', promptId] as const,
  box: (box: SuggestionBox, page: number) => [...suggestionKeys.all, 'box', box, page] as const,
};

export const openSuggestionsQuery = (promptId: number) =>
  queryOptions({
    queryKey: suggestionKeys.open(promptId),
    queryFn: ({ signal }) =>
      api.get<SuggestionPage>(`/api/prompts/${promptId}/suggestions`, { status: 'open', size: 100 }, signal),
  });

/** The open suggestions of a prompt the caller edits (all of them: at most 100 are shown). */
export const useOpenSuggestions = (promptId: number, enabled: boolean) =>
  useQuery({ ...openSuggestionsQuery(promptId), enabled });

/** One page of a box: Received holds the open ones, Sent every one of the caller's, newest first. */
export const useSuggestionBox = (box: SuggestionBox, page: number) =>
  useQuery({
    queryKey: suggestionKeys.box(box, page),
    queryFn: ({ signal }) =>
      api.get<SuggestionPage>('/api/suggestions', { box, page, size: SUGGESTION_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
