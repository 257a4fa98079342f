// The explorer's current filter mode, read from and written to the URL's query string.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type ExplorerMode, modeParams, readMode } from '../lib/explorer-filters.ts';

export function useExplorerMode() {
  const [params, setParams] = useSearchParams();
  const mode = readMode(params);
  /** `replace` for updates made while typing, so Back does not step through every keystroke. */
  const setMode = useCallback(
    (next: ExplorerMode, options?: { replace?: boolean }) => setParams(modeParams(next), options),
    [setParams],
  );
  return { mode, setMode };
}
