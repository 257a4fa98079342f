// The palette's results for the text typed, group by group, in the order shown: Recent (this browser's,
// at once), then the caller's own prompts, saved prompts and collections, then the library. The server
// is asked once the text has rested PALETTE_DEBOUNCE_MS; a prompt shows in the first group that has it.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type RecentPrompt, readRecentPrompts, titleMatches } from '../../../lib/recent-prompts.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  allCollectionsOptions,
  LIBRARY_SHOWN,
  latestSavedOptions,
  librarySearchOptions,
  MINE_SHOWN,
  myPromptsSearchOptions,
} from '../api/palette-search.ts';

export const PALETTE_DEBOUNCE_MS = 80;
const LOCAL_SHOWN = 5;

export type PaletteResults = {
  recent: RecentPrompt[];
  mine: RecentPrompt[];
  saved: RecentPrompt[];
  collections: { id: number; name: string }[];
  library: RecentPrompt[];
  /** A server answer for the text typed is still on its way. */
  searching: boolean;
};

export function usePaletteResults(text: string, signedIn: boolean, open: boolean): PaletteResults {
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PALETTE_DEBOUNCE_MS);
  const searchable = open && debounced.length > 0;
  const mine = useQuery({ ...myPromptsSearchOptions(debounced), enabled: searchable && signedIn });
  const library = useQuery({ ...librarySearchOptions(debounced), enabled: searchable });
  const saved = useQuery({ ...latestSavedOptions(), enabled: open && signedIn });
  const collections = useQuery({ ...allCollectionsOptions(), enabled: open && signedIn });
  // Read again each time the palette opens: another screen may have opened a prompt meanwhile.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is the reason to read again.
  const recentAll = useMemo(readRecentPrompts, [open]);

  return useMemo(() => {
    const seen = new Set<number>();
    const fresh = (list: readonly RecentPrompt[], max: number) => {
      const kept = list.filter((prompt) => !seen.has(prompt.id)).slice(0, max);
      for (const prompt of kept) seen.add(prompt.id);
      return kept.map(({ id, title }) => ({ id, title }));
    };
    const matching = <T>(list: readonly T[], name: (item: T) => string) =>
      typed ? list.filter((item) => titleMatches(name(item), typed)) : [];
    const current = debounced.length > 0 && debounced === typed;
    return {
      recent: fresh(typed ? matching(recentAll, (prompt) => prompt.title) : recentAll, recentAll.length),
      mine: fresh(typed && signedIn ? (mine.data?.list ?? []) : [], MINE_SHOWN),
      saved: fresh(
        matching(saved.data?.content ?? [], (item) => item.prompt.title).map((item) => item.prompt),
        LOCAL_SHOWN,
      ),
      collections: matching(collections.data?.list ?? [], (item) => item.name)
        .slice(0, LOCAL_SHOWN)
        .map(({ id, name }) => ({ id, name })),
      library: fresh(typed ? (library.data?.list ?? []) : [], LIBRARY_SHOWN),
      searching:
        typed.length > 0 &&
        (!current || library.isFetching || (signedIn && mine.isFetching) || library.isPlaceholderData),
    };
  }, [typed, debounced, signedIn, recentAll, mine, saved.data, collections.data, library]);
}
