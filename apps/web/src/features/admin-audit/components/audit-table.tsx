// One page of the audit log: time (local, to the second), event, actor, IP, target and the details as
// short "key: value" lines. On a phone the table scrolls sideways inside its card.
import type { AuditEntry } from '@prompt-lib/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { DATE_TIME_SECONDS, formatDateTime } from '../../../lib/format.ts';
import { auditTypeLabel, detailLines } from '../lib/audit-labels.ts';

export function AuditTable({
  entries,
  loading,
  error,
  onRetry,
}: {
  entries: AuditEntry[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {['one', 'two', 'three', 'four', 'five'].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (error !== null || !entries || entries.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">
            {error !== null ? 'Failed to load the audit log' : 'No events match these filters'}
          </h2>
          {error !== null && (
            <>
              <p className="text-sm text-slate-600">{error}</p>
              <Button variant="secondary" onClick={onRetry}>
                Try Again
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    );
  }
  return (
    <Table className="min-w-[60rem]" aria-label="Audit log">
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Actor</TableHead>
          <TableHead>IP</TableHead>
          <TableHead>Target</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="align-top whitespace-nowrap tabular-nums">
              <time dateTime={entry.at}>{formatDateTime(entry.at, DATE_TIME_SECONDS)}</time>
            </TableCell>
            <TableCell className="align-top font-medium whitespace-nowrap text-slate-900" title={entry.type}>
              {auditTypeLabel(entry.type)}
            </TableCell>
            <TableCell className="align-top whitespace-nowrap">{entry.actor?.username ?? '—'}</TableCell>
            <TableCell className="align-top whitespace-nowrap tabular-nums">{entry.ip ?? '—'}</TableCell>
            <TableCell className="align-top break-all">{entry.target ?? '—'}</TableCell>
            <TableCell className="align-top">
              <Details details={entry.details} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Details({ details }: { details: Record<string, unknown> }) {
  const lines = detailLines(details);
  if (lines.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <dl className="flex max-w-sm flex-col gap-0.5 text-xs">
      {lines.map(({ key, value }) => (
        <div key={key} className="flex gap-1">
          <dt className="shrink-0 text-slate-500">{key}:</dt>
          <dd className="min-w-0 break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
