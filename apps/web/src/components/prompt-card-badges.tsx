// The Trending / Featured / New badges of a prompt, on cards and on the detail screens.
import type { Prompt } from '@prompt-lib/contract';
import { Flame, Sparkles, Star } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

export function FlagBadges({ prompt }: { prompt: Pick<Prompt, 'trending' | 'featured' | 'new'> }) {
  if (!prompt.trending && !prompt.featured && !prompt.new) return null;
  return (
    <div className="flex flex-wrap gap-1.5 [&_svg]:size-3">
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
