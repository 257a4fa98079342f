// The explorer's infinite list (spec §2): the shared card list (components/prompt-card-list.tsx) over
// the list the explorer's mode, sort and scope choose, with the explorer's empty texts.
import { Link } from 'react-router';
import { promptInfiniteQueryOptions } from '../../../api/prompts.ts';
import { PromptCardList } from '../../../components/prompt-card-list.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  type ExplorerMode,
  type ExplorerScope,
  type ExplorerSort,
  modeSource,
} from '../lib/explorer-filters.ts';

export function PromptResults({
  mode,
  sort,
  scope,
}: {
  mode: ExplorerMode;
  sort: ExplorerSort;
  scope: ExplorerScope;
}) {
  const { list, params } = modeSource(mode, sort, scope);
  const searching = mode.kind === 'search';
  const empty = searching
    ? {
        text: `No results found for "${mode.query}"`,
        action: (
          <Button asChild variant="secondary">
            <Link to="/main">Clear Search</Link>
          </Button>
        ),
      }
    : { text: 'No prompts are available at the moment.' };
  return <PromptCardList options={promptInfiniteQueryOptions(list, params)} empty={empty} />;
}
