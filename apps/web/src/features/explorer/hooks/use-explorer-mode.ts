// The explorer's current filter mode, sort and Library, read from and written to the URL's query
// string. Changing one keeps the others.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExplorerMode,
  type ExplorerScope,
  type ExplorerSort,
  modeParams,
  readMode,
  readScope,
  readSort,
} from '../lib/explorer-filters.ts';

export function useExplorerMode() {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const sort = readSort(params);
  const scope = readScope(params);
  /** `replace` for updates made while typing, so Back does not step through every keystroke. */
  const setMode = useCallback(
    (next: ExplorerMode, options?: { replace?: boolean }) =>
      setParams((current) => modeParams(next, readSort(current), readScope(current)), options),
    [setParams],
  );
  const setSort = useCallback(
    (next: ExplorerSort) => setParams((current) => modeParams(readMode(current), next, readScope(current))),
    [setParams],
  );
  const setScope = useCallback(
    (next: ExplorerScope) => setParams((current) => modeParams(readMode(current), readSort(current), next)),
    [setParams],
  );
  return { mode, sort, scope, setMode, setSort, setScope };
}
