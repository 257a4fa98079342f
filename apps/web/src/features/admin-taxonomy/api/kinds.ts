// What differs between the categories and the tags admin screens: paths, query keys and the texts of
// spec §2 and §8. Each text is a whole sentence per kind (issue 31: languages inflect the noun
// differently), in the language of the i18n instance given (the reader's, from useLingui).
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { Category, Tag } from '@prompt-lib/contract';
import { categoryKeys, fetchCategories } from '../../../api/categories.ts';
import { fetchTags, tagKeys } from '../../../api/tags.ts';

export type TaxonomyKind = 'category' | 'tag';
export type TaxonomyItem = Category | Tag;

export type TaxonomyTexts = {
  title: string;
  add: string;
  edit: string;
  empty: string;
  emptyAction: string;
  created: string;
  updated: string;
  deleted: string;
  loadFailed: string;
  saveFailed: string;
  deleteFailed: string;
  deleteTitle: string;
  deleteText: (name: string) => string;
  noAccess: string;
};

const categoryTexts = (i18n: I18n): TaxonomyTexts => ({
  title: t(i18n)`Categories`,
  add: t(i18n)`Add Category`,
  edit: t(i18n)`Edit Category`,
  empty: t(i18n)`No categories found`,
  emptyAction: t(i18n)`Create your first category`,
  created: t(i18n)`Category created successfully`,
  updated: t(i18n)`Category updated successfully`,
  deleted: t(i18n)`Category deleted successfully`,
  loadFailed: t(i18n)`Failed to load categories`,
  saveFailed: t(i18n)`Failed to save category`,
  deleteFailed: t(i18n)`Failed to delete category`,
  deleteTitle: t(i18n)`Delete Category`,
  deleteText: (name: string) =>
    t(
      i18n,
    )`Are you sure you want to delete "${name}"? Prompts in this category keep everything else. This action cannot be undone.`,
  noAccess: t(i18n)`Only admins can manage categories.`,
});

const tagTexts = (i18n: I18n): TaxonomyTexts => ({
  title: t(i18n)`Tags`,
  add: t(i18n)`Add Tag`,
  edit: t(i18n)`Edit Tag`,
  empty: t(i18n)`No tags found`,
  emptyAction: t(i18n)`Create your first tag`,
  created: t(i18n)`Tag created successfully`,
  updated: t(i18n)`Tag updated successfully`,
  deleted: t(i18n)`Tag deleted successfully`,
  loadFailed: t(i18n)`Failed to load tags`,
  saveFailed: t(i18n)`Failed to save tag`,
  deleteFailed: t(i18n)`Failed to delete tag`,
  deleteTitle: t(i18n)`Delete Tag`,
  deleteText: (name: string) =>
    t(
      i18n,
    )`Are you sure you want to delete "${name}"? Prompts with this tag keep everything else. This action cannot be undone.`,
  noAccess: t(i18n)`Only admins can manage tags.`,
});

/** The kind's texts in the given i18n instance's language. */
export const taxonomyTexts = (i18n: I18n, kind: TaxonomyKind): TaxonomyTexts =>
  kind === 'category' ? categoryTexts(i18n) : tagTexts(i18n);

export const KINDS = {
  category: {
    path: '/api/categories',
    queryKey: categoryKeys.all,
    fetch: fetchCategories as (signal?: AbortSignal) => Promise<TaxonomyItem[]>,
    hasDisplayOrder: true,
  },
  tag: {
    path: '/api/tags',
    queryKey: tagKeys.all,
    fetch: fetchTags as (signal?: AbortSignal) => Promise<TaxonomyItem[]>,
    hasDisplayOrder: false,
  },
} as const;
