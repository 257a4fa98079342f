// The explorer's infinite list (spec §2): the shared card list (components/prompt-card-list.tsx) over
// the list the explorer's mode, sort, scope and language choose, with the explorer's empty texts.
import { Trans, useLingui } from '@lingui/react/macro';
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
  language,
}: {
  mode: ExplorerMode;
  sort: ExplorerSort;
  scope: ExplorerScope;
  language: string;
}) {
  const { t } = useLingui();
  const { list, params } = modeSource(mode, sort, scope, language);
  const searching = mode.kind === 'search';
  const query = searching ? mode.query : '';
  const empty = searching
    ? {
        text: t`No results found for "${query}"`,
        action: (
          <Button asChild variant="secondary">
            <Link to="/main">
              <Trans>Clear Search</Trans>
            </Link>
          </Button>
        ),
      }
    : { text: t`No prompts are available at the moment.` };
  return <PromptCardList options={promptInfiniteQueryOptions(list, params)} empty={empty} />;
}
