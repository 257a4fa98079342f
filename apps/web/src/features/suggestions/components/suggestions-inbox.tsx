// The Suggestions inbox at /suggestions (issue 29): Received, the open suggestions on the prompts the
// user owns or edits through a share, each leading to the prompt's detail where it is reviewed against
// the current text; Sent, the user's own in every state, with the reason of a declined one and
// Withdraw while open. The box lives in the address (?box=sent), so it can be linked.
import { useLingui } from '@lingui/react';
import type { SuggestionBox } from '@prompt-lib/contract';
import { Inbox, Send } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { SUGGESTION_PAGE_SIZE, useSuggestionBox } from '../api/list-suggestions.ts';
import { SUGGESTIONS_TEXT as T } from '../texts.ts';
import { InboxItem } from './inbox-item.tsx';

export function SuggestionsInbox() {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const [params, setParams] = useSearchParams();
  const box: SuggestionBox = params.get('box') === 'sent' ? 'sent' : 'received';
  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'sent') updated.set('box', next);
        else updated.delete('box');
        return updated;
      },
      { replace: true },
    );
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={T.title} description={T.inboxDescription} />
      <Tabs value={box} onValueChange={select}>
        <TabsList>
          <TabsTrigger value="received">
            <Inbox aria-hidden />
            {T.received}
          </TabsTrigger>
          <TabsTrigger value="sent">
            <Send aria-hidden />
            {T.sent}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="received">
          <BoxList box="received" />
        </TabsContent>
        <TabsContent value="sent">
          <BoxList box="sent" />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

function BoxList({ box }: { box: SuggestionBox }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const [page, setPage] = useState(0);
  const query = useSuggestionBox(box, page);
  const list = query.data?.list ?? [];
  const pageCount = Math.ceil((query.data?.totalCount ?? 0) / SUGGESTION_PAGE_SIZE);
  return (
    <>
      <ListState
        loading={query.isPending}
        error={query.isError ? errorText(query.error, T.loadFailed) : null}
        empty={list.length === 0}
        onRetry={() => void query.refetch()}
        errorTitle={T.loadFailed}
        emptyTitle={box === 'received' ? T.emptyReceived : T.emptySent}
      />
      {list.length > 0 && (
        <ul aria-label={box === 'received' ? T.received : T.sent} className="flex flex-col gap-3">
          {list.map((suggestion) => (
            <InboxItem key={suggestion.id} box={box} suggestion={suggestion} />
          ))}
        </ul>
      )}
      <Pagination page={page + 1} pageCount={pageCount} onPage={(next) => setPage(next - 1)} />
    </>
  );
}
