// The explorer's current filter mode and sort, read from and written to the URL's query string.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExplorerMode,
  type ExplorerSort,
  modeParams,
  readMode,
  readSort,
} from '../lib/explorer-filters.ts';

export function useExplorerMode() {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  const sort = readSort(params);
  /** `replace` for updates made while typing, so Back does not step through every keystroke. A new
   * mode keeps the sort. */
  const setMode = useCallback(
    (next: ExplorerMode, options?: { replace?: boolean }) =>
      setParams((current) => modeParams(next, readSort(current)), options),
    [setParams],
  );
  const setSort = useCallback(
    (next: ExplorerSort) => setParams((current) => modeParams(readMode(current), next)),
    [setParams],
  );
  return { mode, sort, setMode, setSort };
}
