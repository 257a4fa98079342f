// The list of categories or tags for the admin table; a failure shows the spec's toast once.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { KINDS, type TaxonomyItem, type TaxonomyKind, taxonomyTexts } from './kinds.ts';

export function useTaxonomyList(kind: TaxonomyKind) {
  const { i18n } = useLingui();
  const { queryKey, fetch } = KINDS[kind];
  // The same key as the shared reads, so the editor's checkboxes and this table share one cache entry.
  const query = useQuery<TaxonomyItem[]>({ queryKey, queryFn: ({ signal }) => fetch(signal) });
  useEffect(() => {
    if (query.isError) toast.error(taxonomyTexts(i18n, kind).loadFailed);
  }, [query.isError, i18n, kind]);
  return query;
}
