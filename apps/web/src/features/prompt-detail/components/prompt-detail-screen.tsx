// The public prompt detail at /explorer/prompt/{id} (spec §2): spinner while loading, "Prompt not
// found" for a missing prompt, and for any other failure the toast "Failed to load prompt details"
// and a redirect to /main.
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromptDetail as PromptDetailData } from '@prompt-lib/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { promptQueryOptions } from '../../../api/prompts.ts';
import { PageContainer } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useRememberRecentPrompt } from '../../../lib/recent-prompts.ts';
import { toast } from '../../../lib/toast.ts';
import { parsePromptId } from '../api/prefetch-prompt.ts';
import { PromptDetail } from './prompt-detail.tsx';

type Loaded = PromptDetailData;

/**
 * `actions` adds buttons to the loaded prompt's own, `below` sections under it (suggestions, comments), both
 * composed by the route module.
 */
export function PromptDetailScreen({
  actions,
  below,
}: {
  actions?: (prompt: Loaded) => ReactNode;
  below?: (prompt: Loaded) => ReactNode;
} = {}) {
  const { t } = useLingui();
  const id = parsePromptId(useParams().id);
  const navigate = useNavigate();
  const query = useQuery({ ...promptQueryOptions(id ?? 0), enabled: id !== null });
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  const failed = query.isError && !missing;
  useDocumentTitle(missing ? t`Prompt not found` : (query.data?.title ?? null));
  // The command palette's "Recent" group (issue 30).
  useRememberRecentPrompt(query.data);

  useEffect(() => {
    if (!failed) return;
    toast.error(t`Failed to load prompt details`);
    navigate('/main', { replace: true });
  }, [failed, navigate, t]);

  if (missing) return <PromptNotFound />;
  if (query.isPending || query.isError) return <PageSpinner />;
  return (
    <>
      <PromptDetail prompt={query.data} actions={actions?.(query.data)} />
      {below && <PageContainer className="max-w-6xl pt-0 sm:pt-0">{below(query.data)}</PageContainer>}
    </>
  );
}

function PromptNotFound() {
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <FileQuestion className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Prompt not found</Trans>
      </h1>
      <p className="max-w-md text-slate-600">
        <Trans>This prompt may have been removed, or the link may be mistyped.</Trans>
      </p>
      <Button asChild>
        <Link to="/main">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          <Trans>Back to Home</Trans>
        </Link>
      </Button>
    </PageContainer>
  );
}
