// "Sort by": Newest, Most used, Top rated or Popular now.
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownWideNarrow } from 'lucide-react';
import { EXPLORER_SORTS, type ExplorerSort } from '../lib/explorer-filters.ts';
import { ToolbarSelect } from './toolbar-select.tsx';

export function SortSelect({
  value,
  onChange,
}: {
  value: ExplorerSort;
  onChange: (sort: ExplorerSort) => void;
}) {
  const { i18n } = useLingui();
  return (
    <ToolbarSelect
      label={<Trans>Sort by</Trans>}
      Icon={ArrowDownWideNarrow}
      value={value}
      onChange={(sort) => onChange(sort as ExplorerSort)}
    >
      {EXPLORER_SORTS.map((sort) => (
        <option key={sort.id} value={sort.id}>
          {i18n._(sort.label)}
        </option>
      ))}
    </ToolbarSelect>
  );
}
