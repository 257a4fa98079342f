// A webhook's last 100 deliveries, newest first: when, the event, how it went, the last attempt's
// status code, duration and error, and how many attempts were made. On a phone the table scrolls
// sideways inside its frame.
import { Trans, useLingui } from '@lingui/react/macro';
import { ListState } from '../../../components/list-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { DATE_TIME_SECONDS, formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useDeliveries } from '../api/list-deliveries.ts';
import { DELIVERY_STATUS } from '../lib/webhook-form.ts';

const MAX_ATTEMPTS = 6;

export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const { t, i18n } = useLingui();
  const deliveries = useDeliveries(webhookId);
  if (deliveries.isPending || deliveries.isError || deliveries.data.length === 0) {
    return (
      <ListState
        loading={deliveries.isPending}
        error={deliveries.isError ? errorText(deliveries.error, t`Please try again.`) : null}
        empty={deliveries.data?.length === 0}
        onRetry={() => deliveries.refetch()}
        errorTitle={t`Failed to load the deliveries`}
        emptyTitle={t`No deliveries yet`}
      />
    );
  }
  return (
    <Table className="min-w-[48rem]" aria-label={t`Deliveries`}>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Time</Trans>
          </TableHead>
          <TableHead>
            <Trans>Event</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans comment="HTTP status code">Code</Trans>
          </TableHead>
          <TableHead>
            <Trans>Duration</Trans>
          </TableHead>
          <TableHead>
            <Trans>Attempt</Trans>
          </TableHead>
          <TableHead>
            <Trans>Error</Trans>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((delivery) => {
          const status = DELIVERY_STATUS[delivery.status];
          const durationMs = delivery.durationMs === null ? null : formatNumber(delivery.durationMs);
          const attempt = formatNumber(delivery.attempt);
          const maxAttempts = formatNumber(MAX_ATTEMPTS);
          const nextAttempt = delivery.nextAttemptAt
            ? formatDateTime(delivery.nextAttemptAt, DATE_TIME_SECONDS)
            : null;
          return (
            <TableRow key={delivery.id} className="align-top">
              <TableCell className="align-top whitespace-nowrap tabular-nums">
                <time dateTime={delivery.createdAt}>
                  {formatDateTime(delivery.createdAt, DATE_TIME_SECONDS)}
                </time>
              </TableCell>
              <TableCell className="align-top font-mono text-xs whitespace-nowrap text-slate-900">
                {delivery.event}
              </TableCell>
              <TableCell className="align-top">
                <Badge variant={status.badge}>{i18n._(status.label)}</Badge>
              </TableCell>
              <TableCell className="align-top tabular-nums">{delivery.statusCode ?? '—'}</TableCell>
              <TableCell className="align-top whitespace-nowrap tabular-nums">
                {durationMs === null
                  ? '—'
                  : t({ message: `${durationMs} ms`, comment: 'a duration in milliseconds' })}
              </TableCell>
              <TableCell className="align-top whitespace-nowrap tabular-nums">
                <Trans comment="attempt number out of the most attempts">
                  {attempt} / {maxAttempts}
                </Trans>
              </TableCell>
              <TableCell className="align-top text-xs break-words">
                {delivery.error ?? '—'}
                {nextAttempt && (
                  <span className="block text-slate-500">
                    <Trans>Next attempt {nextAttempt}</Trans>
                  </span>
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
