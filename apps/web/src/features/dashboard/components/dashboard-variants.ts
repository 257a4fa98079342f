// The two dashboards (DESIGN §3): the library-wide Dashboard and the user's own My Prompts. Each stat
// card opens the list whose total it shows, so the numbers always agree. Texts are message descriptors,
// translated when shown (issue 31).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PromptListPath } from '../../../api/prompts.ts';

export type HighlightKind = 'trending' | 'featured' | 'new';

type Variant = {
  title: MessageDescriptor;
  viewAll: string;
  total: { list: PromptListPath; to: string; description: MessageDescriptor };
  highlights: Record<HighlightKind, { list: PromptListPath; to: string }>;
};

export const DASHBOARDS: Record<'library' | 'mine', Variant> = {
  library: {
    title: msg`Dashboard`,
    viewAll: '/myprompts',
    total: { list: '', to: '/promptslist', description: msg`All prompts in the library` },
    highlights: {
      trending: { list: 'trending', to: '/myprompts/trending' },
      featured: { list: 'featured', to: '/myprompts/featured' },
      new: { list: 'new', to: '/myprompts/new' },
    },
  },
  mine: {
    title: msg`My Prompts`,
    viewAll: '/promptslist',
    total: {
      list: 'my-prompts',
      to: '/promptslist/my-prompts',
      description: msg`All prompts you have created`,
    },
    highlights: {
      trending: { list: 'my-trending', to: '/promptslist/trending?scope=mine' },
      featured: { list: 'my-featured', to: '/promptslist/featured?scope=mine' },
      new: { list: 'my-new', to: '/promptslist/new?scope=mine' },
    },
  },
};

type Highlight = {
  kind: HighlightKind;
  label: MessageDescriptor;
  /** The stat card's line, on the library's dashboard and on My Prompts. */
  description: Record<'library' | 'mine', MessageDescriptor>;
  empty: MessageDescriptor;
};

export const HIGHLIGHTS: Highlight[] = [
  {
    kind: 'trending',
    label: msg({ message: 'Trending', context: 'prompt highlight' }),
    description: { library: msg`Trending prompts`, mine: msg`Trending prompts of yours` },
    empty: msg`No trending prompts found`,
  },
  {
    kind: 'featured',
    label: msg({ message: 'Featured', context: 'prompt highlight' }),
    description: { library: msg`Featured prompts`, mine: msg`Featured prompts of yours` },
    empty: msg`No featured prompts found`,
  },
  {
    kind: 'new',
    label: msg({ message: 'New', context: 'prompt highlight' }),
    description: { library: msg`New prompts`, mine: msg`New prompts of yours` },
    empty: msg`No new prompts found`,
  },
];
