// The one list screen of spec §2 for every /promptslist/* path and /myprompts/{trending|featured|new}:
// title by path, a search form, the category filter, pages of 10 with numbered pagination, and on the
// saved list an Unsave action per prompt. Page, search and category live in the query string.
// /promptslist/shared lists the prompts others shared with the user (issue 28).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMPT_LIST_PAGE_SIZE } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkX, Search } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { savedKeys, unsavePrompt } from '../../../api/saved-prompts.ts';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { PromptCard, PromptCardSkeleton } from '../../../components/prompt-card.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { promptTarget } from '../../../lib/prompt-links.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { listSource, useListPage } from '../api/list-source.ts';

export function PromptListScreen() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { refreshUser } = useSession();
  const queryClient = useQueryClient();
  const source = listSource(pathname, params.get('scope') === 'mine');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  const query = useListPage(source, { page: page - 1, search, category });
  useEffect(() => {
    if (query.isError)
      toast.error(t`Failed to load prompts`, { description: t`Could not fetch the prompts data` });
  }, [query.isError, t]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ search: text.trim() || null, page: null });
  };
  const onUnsave = async (promptId: number) => {
    try {
      await unsavePrompt(promptId);
      toast.success(t`Removed from saved prompts`);
      await queryClient.invalidateQueries({ queryKey: savedKeys.all });
      await refreshUser();
    } catch (error) {
      toast.error(errorText(error, t`Could not remove the prompt`));
    }
  };

  const prompts = query.isError ? [] : (query.data?.prompts ?? []);
  const total = query.isError ? 0 : (query.data?.total ?? 0);
  const pageCount = Math.ceil(total / PROMPT_LIST_PAGE_SIZE);
  return (
    <PageContainer>
      <PageHeader
        title={source.title}
        description={query.isPending ? undefined : plural(total, { one: '# prompt', other: '# prompts' })}
      />
      {source.list !== 'saved' && (
        <form aria-label={t`Search prompts`} onSubmit={onSearch} className="mb-6 flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              type="search"
              aria-label={t`Search prompts`}
              placeholder={t`Search prompts…`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="ps-9"
            />
          </div>
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
        </form>
      )}
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <PromptCardSkeleton key={key} />
          ))}
        </div>
      ) : prompts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-surface p-10 text-center text-slate-500">
          <Trans>No prompts found</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={source.title}>
          {prompts.map((prompt) => {
            const title = prompt.title;
            return (
              <li key={prompt.id} className="flex flex-col gap-2">
                <PromptCard prompt={prompt} to={promptTarget(prompt)} className="flex-1" />
                {source.list === 'saved' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onUnsave(prompt.id)}
                    aria-label={t`Unsave ${title}`}
                  >
                    <BookmarkX aria-hidden />
                    <Trans>Unsave</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        onPage={(next) => update({ page: next > 1 ? String(next) : null })}
      />
    </PageContainer>
  );
}
