// What differs between the categories and the tags admin screens: paths, query keys and the texts of
// spec §2 and §8, built from one noun so the two screens cannot drift apart.
import type { Category, Tag } from '@prompt-lib/contract';
import { categoryKeys, fetchCategories } from '../../../api/categories.ts';
import { fetchTags, tagKeys } from '../../../api/tags.ts';

export type TaxonomyKind = 'category' | 'tag';
export type TaxonomyItem = Category | Tag;

const texts = (one: string, many: string) => ({
  title: many,
  add: `Add ${one}`,
  edit: `Edit ${one}`,
  empty: `No ${many.toLowerCase()} found`,
  emptyAction: `Create your first ${one.toLowerCase()}`,
  created: `${one} created successfully`,
  updated: `${one} updated successfully`,
  deleted: `${one} deleted successfully`,
  loadFailed: `Failed to load ${many.toLowerCase()}`,
  saveFailed: `Failed to save ${one.toLowerCase()}`,
  deleteFailed: `Failed to delete ${one.toLowerCase()}`,
  deleteTitle: `Delete ${one}`,
  deleteText: (name: string) =>
    `Are you sure you want to delete "${name}"? Prompts that carry it keep everything else. This action cannot be undone.`,
  noAccess: `Only admins can manage ${many.toLowerCase()}.`,
});

export const KINDS = {
  category: {
    path: '/api/categories',
    queryKey: categoryKeys.all,
    fetch: fetchCategories as (signal?: AbortSignal) => Promise<TaxonomyItem[]>,
    hasDisplayOrder: true,
    ...texts('Category', 'Categories'),
  },
  tag: {
    path: '/api/tags',
    queryKey: tagKeys.all,
    fetch: fetchTags as (signal?: AbortSignal) => Promise<TaxonomyItem[]>,
    hasDisplayOrder: false,
    ...texts('Tag', 'Tags'),
  },
} as const;
