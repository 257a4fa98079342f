// Alt+Enter on a prompt: the palette's second page, the instance's "Open in…" targets
// (components/open-in-menu.tsx). A prompt with nothing to fill opens with its text at once; one with
// fields to fill opens the fill dialog first, whose main button then opens the chosen target.
// Backspace in the empty box, or Esc, goes back to the results.

import { Trans, useLingui } from '@lingui/react/macro';
import {
  automaticValues,
  fillPlaceholders,
  includesOf,
  type OpenTarget,
  type Prompt,
  parsePrompt,
} from '@prompt-lib/contract';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { promptQueryOptions } from '../../../api/prompts.ts';
import { useOpenIn } from '../../../components/open-in-menu.tsx';
import { readerLocale } from '../../../lib/locale.ts';
import { rememberRecentPrompt } from '../../../lib/recent-prompts.ts';
import { PaletteItem, paletteGroup, paletteNote } from './palette-item.tsx';

/** The text to open with, or null when the prompt has fields (or included prompts) to fill first. */
function readyText(prompt: Pick<Prompt, 'content'>, me: string | undefined): string | null {
  const { content } = prompt;
  if (includesOf(content).length > 0) return null;
  if (parsePrompt(content, undefined, { signedIn: me !== undefined }).length > 0) return null;
  const automatic = automaticValues(new Date(), { locale: readerLocale(), me });
  return fillPlaceholders(content, {}, { automatic });
}

const targetValue = (target: OpenTarget) => `target-${target.id}`;

export function OpenInPage({
  promptId,
  title,
  me,
  onFill,
  onFirstTarget,
  onDone,
}: {
  promptId: number;
  title: string;
  me?: string;
  /** Starts the copy flow for `target`, whose dialog asks for the fields and then opens it. */
  onFill: (target: OpenTarget) => void;
  /** Selects the first target's row once the targets are known. */
  onFirstTarget: (value: string) => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const query = useQuery(promptQueryOptions(promptId));
  const { targets, open } = useOpenIn(promptId);
  const text = query.data ? readyText(query.data, me) : null;
  const firstTarget = targets[0] && query.data ? targetValue(targets[0]) : null;
  useEffect(() => {
    if (firstTarget) onFirstTarget(firstTarget);
  }, [firstTarget, onFirstTarget]);
  const choose = (target: OpenTarget) => {
    if (!query.data) return;
    rememberRecentPrompt(query.data);
    if (text === null) onFill(target);
    else open(target, text);
    onDone();
  };

  if (query.isPending)
    return (
      <Command.Loading>
        <Trans>Loading prompt…</Trans>
      </Command.Loading>
    );
  if (query.isError)
    return (
      <p className={paletteNote}>
        <Trans>Failed to load the prompt.</Trans>
      </p>
    );
  if (targets.length === 0)
    return (
      <p className={paletteNote}>
        <Trans>No assistants to open prompts in.</Trans>
      </p>
    );
  return (
    <>
      {text === null && (
        <p className={paletteNote}>
          <Trans>This prompt has fields to fill: a target opens the fill dialog first.</Trans>
        </p>
      )}
      <Command.Group heading={t`Open “${title}” in`} className={paletteGroup}>
        {targets.map((target) => (
          <PaletteItem
            key={target.id}
            value={targetValue(target)}
            icon={<ExternalLink />}
            onSelect={() => choose(target)}
          >
            {target.name}
          </PaletteItem>
        ))}
      </Command.Group>
    </>
  );
}
