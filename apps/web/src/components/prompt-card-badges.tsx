// The badges of a prompt, on cards and on the detail screens: Trending / Featured / New, and who sees
// it when not everyone who may browse the library does (issue 28): "Private", "Shared with Marketing
// +2", or "Shared with you" for someone a private prompt was shared with.
import type { Prompt } from '@prompt-lib/contract';
import { Flame, Lock, Sparkles, Star, Users } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

type BadgedPrompt = Pick<Prompt, 'trending' | 'featured' | 'new' | 'visibility' | 'sharedWith'>;

/**
 * The sharing badge's text, or null when there is nothing to say. Only those who may edit a prompt are
 * told whom it is shared with (`sharedWith`); anyone else who sees a private prompt sees it because it
 * was shared with them. Public and internal prompts carry a badge only when shared with someone.
 */
export function sharingLabel(prompt: Pick<Prompt, 'visibility' | 'sharedWith'>): string | null {
  const [first, ...others] = prompt.sharedWith ?? [];
  if (first) return `Shared with ${first.name}${others.length > 0 ? ` +${others.length}` : ''}`;
  if (prompt.visibility !== 'private') return null;
  return prompt.sharedWith ? 'Private' : 'Shared with you';
}

export function PromptBadges({ prompt }: { prompt: BadgedPrompt }) {
  const sharing = sharingLabel(prompt);
  if (!prompt.trending && !prompt.featured && !prompt.new && !sharing) return null;
  return (
    <div className="flex flex-wrap gap-1.5 [&_svg]:size-3">
      {sharing && (
        <Badge variant={sharing === 'Private' ? 'neutral' : 'shared'}>
          {sharing === 'Private' ? <Lock aria-hidden="true" /> : <Users aria-hidden="true" />}
          {sharing}
        </Badge>
      )}
      {prompt.trending && (
        <Badge variant="trending">
          <Flame aria-hidden="true" />
          Trending
        </Badge>
      )}
      {prompt.featured && (
        <Badge variant="featured">
          <Star aria-hidden="true" />
          Featured
        </Badge>
      )}
      {prompt.new && (
        <Badge variant="new">
          <Sparkles aria-hidden="true" />
          New
        </Badge>
      )}
    </div>
  );
}
