// The badges of a prompt, on cards and on the detail screens: Trending / Featured / New, and who sees
// it when not everyone who may browse the library does (issue 28): "Private", "Shared with Marketing
// +2", or "Shared with you" for someone a private prompt was shared with; and the language it is
// written in when that is not the interface's (issue 31).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import { Flame, Languages, Lock, Sparkles, Star, Users } from 'lucide-react';
import { formatNumber } from '../lib/format.ts';
import { i18n } from '../lib/i18n.ts';
import { languageName } from '../lib/language-names.ts';
import { Badge } from './ui/badge.tsx';

type BadgedPrompt = Pick<Prompt, 'trending' | 'featured' | 'new' | 'visibility' | 'sharedWith' | 'language'>;

/**
 * The sharing badge's text, or null when there is nothing to say. Only those who may edit a prompt are
 * told whom it is shared with (`sharedWith`); anyone else who sees a private prompt sees it because it
 * was shared with them. Public and internal prompts carry a badge only when shared with someone.
 */
export function sharingLabel(prompt: Pick<Prompt, 'visibility' | 'sharedWith'>): string | null {
  const [first, ...others] = prompt.sharedWith ?? [];
  if (first) {
    const name = first.name;
    const more = formatNumber(others.length);
    return others.length > 0 ? t`Shared with ${name} +${more}` : t`Shared with ${name}`;
  }
  if (prompt.visibility !== 'private') return null;
  return prompt.sharedWith ? t`Private` : t`Shared with you`;
}

/** A private prompt its editor shared with nobody: the "Private" badge, in grey with a lock. */
const isPrivateOnly = (prompt: Pick<Prompt, 'visibility' | 'sharedWith'>) =>
  prompt.visibility === 'private' && !!prompt.sharedWith && prompt.sharedWith.length === 0;

export function PromptBadges({ prompt }: { prompt: BadgedPrompt }) {
  const sharing = sharingLabel(prompt);
  const written = prompt.language && prompt.language !== i18n.locale ? languageName(prompt.language) : null;
  if (!prompt.trending && !prompt.featured && !prompt.new && !sharing && !written) return null;
  const privateOnly = isPrivateOnly(prompt);
  return (
    <div className="flex flex-wrap gap-1.5 [&_svg]:size-3">
      {written && (
        <Badge variant="neutral" title={t`Written in ${written}`}>
          <Languages aria-hidden="true" />
          {written}
        </Badge>
      )}
      {sharing && (
        <Badge variant={privateOnly ? 'neutral' : 'shared'}>
          {privateOnly ? <Lock aria-hidden="true" /> : <Users aria-hidden="true" />}
          {sharing}
        </Badge>
      )}
      {prompt.trending && (
        <Badge variant="trending">
          <Flame aria-hidden="true" />
          <Trans context="prompt flag">Trending</Trans>
        </Badge>
      )}
      {prompt.featured && (
        <Badge variant="featured">
          <Star aria-hidden="true" />
          <Trans context="prompt flag">Featured</Trans>
        </Badge>
      )}
      {prompt.new && (
        <Badge variant="new">
          <Sparkles aria-hidden="true" />
          <Trans context="prompt flag">New</Trans>
        </Badge>
      )}
    </div>
  );
}
