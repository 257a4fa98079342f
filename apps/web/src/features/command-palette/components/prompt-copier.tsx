// Enter on a prompt in the palette: loads the prompt (GET /api/prompts/{id}) and starts the shared copy
// flow (components/customize-dialog.tsx), which copies at once when there is nothing to fill and
// otherwise opens the fill dialog, rendered here so it outlives the palette. Mounted once per Enter
// (keyed by the request), so pressing Enter again on the same prompt copies again.
import type { OpenTarget } from '@prompt-lib/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { promptQueryOptions } from '../../../api/prompts.ts';
import { PUBLIC_COPY_MESSAGES, useCopyPrompt } from '../../../components/customize-dialog.tsx';
import { rememberRecentPrompt } from '../../../lib/recent-prompts.ts';
import { toast } from '../../../lib/toast.ts';

export function PromptCopier({
  promptId,
  target,
  me,
}: {
  promptId: number;
  target?: OpenTarget;
  me?: string;
}) {
  const query = useQuery(promptQueryOptions(promptId));
  const { openWith, dialog } = useCopyPrompt(query.data, PUBLIC_COPY_MESSAGES, me);
  const started = useRef(false);

  useEffect(() => {
    if (!query.data || started.current) return;
    started.current = true;
    rememberRecentPrompt(query.data);
    void openWith(target);
  }, [query.data, openWith, target]);

  useEffect(() => {
    if (query.isError) toast.error(PUBLIC_COPY_MESSAGES.failure);
  }, [query.isError]);

  return dialog;
}
