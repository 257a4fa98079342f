// The prompts shared with a group (issue 28), under its members: GET /api/prompts?scope=group:{id},
// newest first, a page at a time. A card opens the editor for those who may edit the prompt, else its
// detail.
import { Trans, useLingui } from '@lingui/react/macro';
import { PROMPT_LIST_PAGE_SIZE } from '@prompt-lib/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NEWEST_FIRST, promptPageQueryOptions } from '../../../api/prompts.ts';
import { ListState } from '../../../components/list-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { PromptCard } from '../../../components/prompt-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { promptTarget } from '../../../lib/prompt-links.ts';

export function GroupPrompts({ groupId }: { groupId: number }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...promptPageQueryOptions('', {
      page: page - 1,
      size: PROMPT_LIST_PAGE_SIZE,
      sort: NEWEST_FIRST,
      scope: `group:${groupId}`,
    }),
    placeholderData: keepPreviousData,
  });
  const prompts = query.data?.list ?? [];
  const pageCount = Math.ceil((query.data?.totalCount ?? 0) / PROMPT_LIST_PAGE_SIZE);

  return (
    <section aria-labelledby="group-prompts" className="flex flex-col gap-3">
      <h2 id="group-prompts" className="text-lg font-semibold text-slate-900">
        <Trans>Prompts shared with this group</Trans>
      </h2>
      {query.isPending || query.isError || prompts.length === 0 ? (
        <ListState
          loading={query.isPending}
          error={query.isError ? errorText(query.error, t`Please try again.`) : null}
          empty={prompts.length === 0}
          onRetry={() => query.refetch()}
          errorTitle={t`Failed to load the prompts`}
          emptyTitle={t`No prompts are shared with this group yet.`}
        />
      ) : (
        <ul
          aria-label={t`Prompts shared with this group`}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {prompts.map((prompt) => (
            <li key={prompt.id} className="flex flex-col [&>*]:flex-1">
              <PromptCard prompt={prompt} to={promptTarget(prompt)} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPage={setPage} className="mt-4" />
    </section>
  );
}
