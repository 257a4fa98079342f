// "Mark as production" / "Remove production mark" on one version, for those who may edit the prompt
// (issue 29). The production version is the text AI tools get over MCP while the prompt is edited;
// moving the mark is easy to undo, so it asks no confirmation.
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleOff } from 'lucide-react';
import { errorText } from '../../lib/api-client.ts';
import { formatNumeral } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { useProductionMark } from './api/production-mark.ts';

type ProductionMarkButtonProps = { promptId: number; version: number; marked: boolean };

export function ProductionMarkButton({ promptId, version, marked }: ProductionMarkButtonProps) {
  const { t } = useLingui();
  const move = useProductionMark(promptId);
  const onClick = () =>
    move.mutate(
      { version, mark: !marked },
      {
        onSuccess: () =>
          toast.success(
            marked
              ? t`Production mark removed`
              : t`Version ${ph({ version: formatNumeral(version) })} marked as production`,
          ),
        onError: (error) =>
          toast.error(
            errorText(
              error,
              marked ? t`Could not remove the production mark` : t`Could not mark this version`,
            ),
          ),
      },
    );

  return (
    <Button variant="secondary" loading={move.isPending} onClick={onClick}>
      {marked ? <CircleOff aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />}
      {marked ? <Trans>Remove production mark</Trans> : <Trans>Mark as production</Trans>}
    </Button>
  );
}
