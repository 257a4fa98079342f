// What a list screen shows instead of its rows: skeletons while loading, and a card that says why there
// is nothing (a failure with "Try Again", or nothing to show). Null when the rows can be shown.
import { Trans } from '@lingui/react/macro';
import { Button } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

const SKELETON_ROWS = ['one', 'two', 'three', 'four', 'five'];

export function ListState({
  loading,
  error,
  empty,
  onRetry,
  errorTitle,
  emptyTitle,
}: {
  loading: boolean;
  /** The failure's message, or null. */
  error: string | null;
  empty: boolean;
  onRetry: () => void;
  errorTitle: string;
  emptyTitle: string;
}) {
  if (loading) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {SKELETON_ROWS.map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (error === null && !empty) return null;
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{error !== null ? errorTitle : emptyTitle}</h2>
        {error !== null && (
          <>
            {error && <p className="text-sm text-slate-600">{error}</p>}
            <Button variant="secondary" onClick={onRetry}>
              <Trans>Try Again</Trans>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
