// The explorer's current filter mode, sort, Library and language, read from and written to the URL's
// query string. Changing one keeps the others.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ExplorerMode,
  type ExplorerScope,
  type ExplorerSort,
  modeParams,
  readLanguage,
  readMode,
  readScope,
  readSort,
} from '../lib/explorer-filters.ts';

const view = (params: URLSearchParams) => ({
  mode: readMode(params),
  sort: readSort(params),
  scope: readScope(params),
  language: readLanguage(params),
});

/** The query string with one of its choices changed, the others as they are. */
const changed = (current: URLSearchParams, change: Partial<ReturnType<typeof view>>) => {
  const next = { ...view(current), ...change };
  return modeParams(next.mode, next.sort, next.scope, next.language);
};

export function useExplorerMode() {
  const [params, setParams] = useSearchParams();
  /** `replace` for updates made while typing, so Back does not step through every keystroke. */
  const setMode = useCallback(
    (mode: ExplorerMode, options?: { replace?: boolean }) =>
      setParams((current) => changed(current, { mode }), options),
    [setParams],
  );
  const setSort = useCallback(
    (sort: ExplorerSort) => setParams((current) => changed(current, { sort })),
    [setParams],
  );
  const setScope = useCallback(
    (scope: ExplorerScope) => setParams((current) => changed(current, { scope })),
    [setParams],
  );
  const setLanguage = useCallback(
    (language: string) => setParams((current) => changed(current, { language })),
    [setParams],
  );
  return { ...view(params), setMode, setSort, setScope, setLanguage };
}
