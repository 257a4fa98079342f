// The two dashboards (DESIGN §3): the library-wide Dashboard and the user's own My Prompts. Each stat
// card opens the list whose total it shows, so the numbers always agree.
import type { PromptListPath } from '../../../api/prompts.ts';

export type HighlightKind = 'trending' | 'featured' | 'new';

type Variant = {
  title: string;
  viewAll: string;
  total: { list: PromptListPath; to: string; description: string };
  highlights: Record<HighlightKind, { list: PromptListPath; to: string }>;
};

export const DASHBOARDS: Record<'library' | 'mine', Variant> = {
  library: {
    title: 'Dashboard',
    viewAll: '/myprompts',
    total: { list: '', to: '/promptslist', description: 'All prompts in the library' },
    highlights: {
      trending: { list: 'trending', to: '/myprompts/trending' },
      featured: { list: 'featured', to: '/myprompts/featured' },
      new: { list: 'new', to: '/myprompts/new' },
    },
  },
  mine: {
    title: 'My Prompts',
    viewAll: '/promptslist',
    total: { list: 'my-prompts', to: '/promptslist/my-prompts', description: 'All prompts you have created' },
    highlights: {
      trending: { list: 'my-trending', to: '/promptslist/trending?scope=mine' },
      featured: { list: 'my-featured', to: '/promptslist/featured?scope=mine' },
      new: { list: 'my-new', to: '/promptslist/new?scope=mine' },
    },
  },
};

export const HIGHLIGHTS: { kind: HighlightKind; label: string; empty: string }[] = [
  { kind: 'trending', label: 'Trending', empty: 'No trending prompts found' },
  { kind: 'featured', label: 'Featured', empty: 'No featured prompts found' },
  { kind: 'new', label: 'New', empty: 'No new prompts found' },
];
