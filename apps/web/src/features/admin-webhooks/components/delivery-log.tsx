// A webhook's last 100 deliveries, newest first: when, the event, how it went, the last attempt's
// status code, duration and error, and how many attempts were made. On a phone the table scrolls
// sideways inside its frame.
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
import { DATE_TIME_SECONDS, formatDateTime } from '../../../lib/format.ts';
import { useDeliveries } from '../api/list-deliveries.ts';
import { DELIVERY_STATUS } from '../lib/webhook-form.ts';

const MAX_ATTEMPTS = 6;

export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const deliveries = useDeliveries(webhookId);
  if (deliveries.isPending || deliveries.isError || deliveries.data.length === 0) {
    return (
      <ListState
        loading={deliveries.isPending}
        error={deliveries.isError ? errorText(deliveries.error, 'Please try again.') : null}
        empty={deliveries.data?.length === 0}
        onRetry={() => deliveries.refetch()}
        errorTitle="Failed to load the deliveries"
        emptyTitle="No deliveries yet"
      />
    );
  }
  return (
    <Table className="min-w-[48rem]" aria-label="Deliveries">
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Code</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Attempt</TableHead>
          <TableHead>Error</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((delivery) => {
          const status = DELIVERY_STATUS[delivery.status];
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
                <Badge variant={status.badge}>{status.label}</Badge>
              </TableCell>
              <TableCell className="align-top tabular-nums">{delivery.statusCode ?? '—'}</TableCell>
              <TableCell className="align-top whitespace-nowrap tabular-nums">
                {delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`}
              </TableCell>
              <TableCell className="align-top whitespace-nowrap tabular-nums">
                {delivery.attempt} / {MAX_ATTEMPTS}
              </TableCell>
              <TableCell className="align-top text-xs break-words">
                {delivery.error ?? '—'}
                {delivery.nextAttemptAt && (
                  <span className="block text-slate-500">
                    Next attempt {formatDateTime(delivery.nextAttemptAt, DATE_TIME_SECONDS)}
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
