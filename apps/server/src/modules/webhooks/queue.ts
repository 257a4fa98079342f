// The queue of webhook deliveries (issue 29), kept in the database so that it survives a restart and
// any instance sends it, each delivery at least once:
//
// - enqueueEvent() writes one row per webhook that wants the event, in the caller's transaction when
//   it passes one (the other features call it; prompts and comments call it through app.webhooks).
// - claimDue() takes due rows with FOR UPDATE SKIP LOCKED, so that instances sharing the database
//   never take the same row, and marks them `sending` with next_attempt_at moved a lease ahead: a row
//   whose instance stopped mid-send is due again once the lease has passed, and is taken again.
// - finishDelivery() records the attempt: succeeded, pending again after the schedule's next wait, or
//   failed for good after the last attempt. It changes the row only if it is still this attempt's.
import type { WebhookDelivery, WebhookEvent } from '@prompt-lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { webhookDeliveries } from '../../db/schema.ts';
import { DELIVERIES_KEPT, deliveryColumns, toDelivery } from './repository.ts';

/**
 * Queues `event` with its `data` for every webhook subscribed to it; an event on a private prompt
 * (`private`) only for webhooks that include those. Answers how many deliveries were queued.
 */
export async function enqueueEvent(
  db: Db,
  event: WebhookEvent,
  data: object,
  options: { private: boolean } = { private: false },
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`insert into webhook_deliveries (webhook_id, event, payload)
      select id, ${event}, ${JSON.stringify(data)}::jsonb from webhooks
      where ${event} = any(events) ${options.private ? sql`and include_private` : sql``}
      returning id`,
  );
  return rows.length;
}

/** Queues a delivery of `event` to one webhook whatever it subscribes to ("Send test"). */
export async function enqueueOne(
  db: Db,
  webhookId: number,
  event: string,
  data: object,
): Promise<WebhookDelivery> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ webhookId, event, payload: data })
    .returning(deliveryColumns);
  if (!row) throw new Error('delivery insert failed');
  return toDelivery(row);
}

/** A delivery taken to send, with its webhook's address, format and secret. */
export type Claimed = {
  id: string;
  webhookId: number;
  event: string;
  payload: unknown;
  attempt: number;
  createdAt: Date;
  url: string;
  format: 'json' | 'slack';
  secret: string;
};

/** Takes up to `limit` due deliveries for this instance, each for `leaseMs`. */
export async function claimDue(db: Db, limit: number, leaseMs: number): Promise<Claimed[]> {
  const rows = await queryRows<Omit<Claimed, 'createdAt'> & { createdAt: string | Date }>(
    db,
    sql`with due as (
        select id from webhook_deliveries
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked
      )
      update webhook_deliveries d
      set status = 'sending', attempt = d.attempt + 1, updated_at = now(),
        next_attempt_at = now() + ${leaseMs}::float8 * interval '1 millisecond'
      from due, webhooks w
      where d.id = due.id and w.id = d.webhook_id
      returning d.id, d.webhook_id as "webhookId", d.event, d.payload, d.attempt,
        d.created_at as "createdAt", w.url, w.format, w.secret`,
  );
  // Raw rows: the drivers answer a timestamp as text (PGlite) or a Date (node-postgres).
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/** How an attempt went: the answer's status (null when none came), its time and what went wrong. */
export type Attempt = { ok: boolean; statusCode: number | null; durationMs: number; error: string | null };

/**
 * Records `attempt` of `claimed`: succeeded, or to be tried again in `retryInMs` (null: it was the
 * last). Answers the delivery's new status, or null when the row is no longer this attempt's.
 */
export async function finishDelivery(
  db: Db,
  claimed: Claimed,
  attempt: Attempt,
  retryInMs: number | null,
): Promise<'succeeded' | 'pending' | 'failed' | null> {
  const status = attempt.ok ? 'succeeded' : retryInMs === null ? 'failed' : 'pending';
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      error: attempt.error,
      updatedAt: sql`now()`,
      ...(status === 'pending'
        ? { nextAttemptAt: sql`now() + ${retryInMs}::float8 * interval '1 millisecond'` }
        : {}),
    })
    .where(
      and(
        eq(webhookDeliveries.id, claimed.id),
        eq(webhookDeliveries.status, 'sending'),
        eq(webhookDeliveries.attempt, claimed.attempt),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return row ? status : null;
}

/**
 * Keeps a webhook's log to its last DELIVERIES_KEPT deliveries (after each finished delivery); those
 * still to send always stay.
 */
export async function pruneLog(db: Db, webhookId: number): Promise<void> {
  await db.execute(
    sql`delete from webhook_deliveries where id in (
      select id from webhook_deliveries where webhook_id = ${webhookId}
      order by created_at desc, id desc offset ${DELIVERIES_KEPT}
    ) and status in ('succeeded', 'failed')`,
  );
}
