// The public explorer at /main (spec §2): search, highlight buttons, category chips, a heading that
// names the active filter, the sort, for signed-in users the Library (issue 28), and the infinite list
// of prompt cards.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useCategories } from '../../../api/categories.ts';
import { PageContainer } from '../../../components/layout/page.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useExplorerMode } from '../hooks/use-explorer-mode.ts';
import { type ExplorerMode, modeHeading } from '../lib/explorer-filters.ts';
import { FilterBar } from './filter-bar.tsx';
import { LanguageFilter } from './language-filter.tsx';
import { LibrarySelect } from './library-select.tsx';
import { PromptResults } from './prompt-results.tsx';
import { SearchBox } from './search-box.tsx';
import { SortSelect } from './sort-select.tsx';

export function ExplorerScreen() {
  const { mode, sort, scope, language, setMode, setSort, setScope, setLanguage } = useExplorerMode();
  useLingui(); // Re-renders on a language change: the heading is translated during render.
  const { user } = useSession();
  const categories = useCategories();
  const heading = modeHeading(mode, categories.data);
  useDocumentTitle(mode.kind === 'category' && categories.isPending ? null : heading);
  const choose = (next: ExplorerMode) => setMode(next);

  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50/70 to-surface">
        <PageContainer className="flex flex-col gap-5 pb-6 sm:pb-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
            <div className="min-w-0">
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
                <Trans>Prompt Explorer</Trans>
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
                {heading}
              </h1>
              {mode.kind === 'all' && (
                <p className="mt-1 text-slate-600">
                  <Trans>Find a ready-made prompt for writing, coding, marketing, research and more.</Trans>
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {user && <LibrarySelect value={scope} onChange={setScope} />}
              <LanguageFilter value={language} onChange={setLanguage} />
              <SortSelect value={sort} onChange={setSort} />
            </div>
          </div>
          <SearchBox
            active={mode.kind === 'search' ? mode.query : ''}
            onSearch={(query, options) =>
              setMode(query ? { kind: 'search', query } : { kind: 'all' }, options)
            }
          />
          <FilterBar
            mode={mode}
            categories={categories.data}
            categoriesLoading={categories.isPending}
            onChange={choose}
          />
        </PageContainer>
      </div>
      <PageContainer>
        <PromptResults mode={mode} sort={sort} scope={scope} language={language} />
      </PageContainer>
    </>
  );
}
