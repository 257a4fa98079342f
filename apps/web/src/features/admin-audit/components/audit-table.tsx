// One page of the audit log: time (local, to the second), event, actor, IP, target and the details as
// short "key: value" lines. On a phone the table scrolls sideways inside its card.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@prompt-lib/contract';
import { ListState } from '../../../components/list-state.tsx';
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
  const { t, i18n } = useLingui();
  if (loading || error !== null || !entries || entries.length === 0) {
    return (
      <ListState
        loading={loading}
        error={error}
        empty={!entries || entries.length === 0}
        onRetry={onRetry}
        errorTitle={t`Failed to load the audit log`}
        emptyTitle={t`No events match these filters`}
      />
    );
  }
  return (
    <Table className="min-w-[60rem]" aria-label={t`Audit log`}>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Time</Trans>
          </TableHead>
          <TableHead>
            <Trans>Event</Trans>
          </TableHead>
          <TableHead>
            <Trans>Actor</Trans>
          </TableHead>
          <TableHead>
            <Trans comment="IP address">IP</Trans>
          </TableHead>
          <TableHead>
            <Trans>Target</Trans>
          </TableHead>
          <TableHead>
            <Trans>Details</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} className="align-top">
            <TableCell className="align-top whitespace-nowrap tabular-nums">
              <time dateTime={entry.at}>{formatDateTime(entry.at, DATE_TIME_SECONDS)}</time>
            </TableCell>
            <TableCell className="align-top font-medium whitespace-nowrap text-slate-900" title={entry.type}>
              {auditTypeLabel(i18n, entry.type)}
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
