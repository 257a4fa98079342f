// Route module for /myprompts/:id: "Prompt not found" for a missing prompt; any other load failure
// says so and goes back (spec §4). "Suggest an edit" for a reader who may not edit it, and its open
// suggestions below it for those who may (issue 29).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePrompt } from '../../api/prompts.ts';
import { PageContainer } from '../../components/layout/page.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { AddToCollectionMenu } from '../../features/collections/components/add-to-collection-menu.tsx';
import { MyPromptDetail } from '../../features/my-prompt-detail/components/my-prompt-detail.tsx';
import { SuggestEditButton } from '../../features/prompt-editor/components/suggest-edit-dialog.tsx';
import { SuggestionsSection } from '../../features/suggestions/components/suggestions-section.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';

function NotFound() {
  return (
    <PageContainer>
      <p className="py-16 text-center text-lg font-semibold text-slate-700">
        <Trans>Prompt not found</Trans>
      </p>
    </PageContainer>
  );
}

function LoadedDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: prompt, error } = usePrompt(id);
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!error || missing) return;
    toast.error(t`Failed to load prompt details`);
    navigate(-1);
  }, [error, missing, navigate]);
  if (missing) return <NotFound />;
  return prompt ? (
    <>
      <MyPromptDetail
        prompt={prompt}
        actions={
          <>
            <AddToCollectionMenu promptId={prompt.id} size="md" />
            <SuggestEditButton prompt={prompt} size="md" />
          </>
        }
      />
      {/* Empty, and so hidden, while the prompt has no open suggestion or the user may not edit it. */}
      <PageContainer className="max-w-4xl pt-0 empty:hidden sm:pt-0">
        <SuggestionsSection prompt={prompt} />
      </PageContainer>
    </>
  ) : (
    <PageSpinner />
  );
}

export default function MyPromptDetailRoute() {
  const id = Number(useParams().id);
  return Number.isSafeInteger(id) && id > 0 ? <LoadedDetail id={id} /> : <NotFound />;
}
