// Category reads shared by the landing, explorer, editor and admin screens (GET /api/categories
// answers every category, in display order). Admin mutations live beside this file and invalidate
// `categoryKeys.all`.
import type { Category } from '@prompt-lib/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const categoryKeys = { all: ['categories'] as const };

export const fetchCategories = (signal?: AbortSignal) =>
  api.get<Category[]>('/api/categories', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoryKeys.all, queryFn: ({ signal }) => fetchCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
