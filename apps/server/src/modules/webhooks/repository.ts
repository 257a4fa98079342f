// Webhooks (issue 29): the admins' endpoints and each one's delivery log. The queue that sends the
// deliveries is queue.ts.
import type {
  Webhook,
  WebhookCreated,
  WebhookDelivery,
  WebhookEvent,
  WebhookFormat,
} from '@prompt-lib/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';

/** What an admin sets: the input schema's output. */
export type WebhookFields = {
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  includePrivate: boolean;
};

/** The log's length: the deliveries a webhook's log answers, and keeps once they are finished. */
export const DELIVERIES_KEPT = 100;

const webhookColumns = {
  id: webhooks.id,
  url: webhooks.url,
  events: webhooks.events,
  format: webhooks.format,
  includePrivate: webhooks.includePrivate,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

type WebhookRow = {
  id: number;
  url: string;
  events: string[];
  format: WebhookFormat;
  includePrivate: boolean;
  createdAt: Date;
  updatedAt: Date | null;
};

const toWebhook = (row: WebhookRow): Webhook => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

const stored = (fields: WebhookFields) => ({
  url: withoutNul(fields.url),
  events: fields.events,
  format: fields.format,
  includePrivate: fields.includePrivate,
});

export async function listWebhooks(db: Db): Promise<Webhook[]> {
  const rows = await db.select(webhookColumns).from(webhooks).orderBy(asc(webhooks.id));
  return rows.map(toWebhook);
}

export async function findWebhook(db: Db, id: number): Promise<Webhook | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db.select(webhookColumns).from(webhooks).where(eq(webhooks.id, id));
  return row ? toWebhook(row) : null;
}

export async function createWebhook(
  db: Db,
  fields: WebhookFields,
  secret: string,
  createdBy: number,
): Promise<WebhookCreated> {
  const [row] = await db
    .insert(webhooks)
    .values({ ...stored(fields), secret, createdBy })
    .returning(webhookColumns);
  if (!row) throw new Error('webhook insert failed');
  return { ...toWebhook(row), secret };
}

/** Replaces what an admin sets; the secret stays. Null when it is gone. */
export async function updateWebhook(db: Db, id: number, fields: WebhookFields): Promise<Webhook | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db
    .update(webhooks)
    .set({ ...stored(fields), updatedAt: sql`now()` })
    .where(eq(webhooks.id, id))
    .returning(webhookColumns);
  return row ? toWebhook(row) : null;
}

/** Its deliveries go with it, those still queued too (the foreign key cascades). */
export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const removed = await db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
  return removed.length > 0;
}

export const deliveryColumns = {
  id: webhookDeliveries.id,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  attempt: webhookDeliveries.attempt,
  statusCode: webhookDeliveries.statusCode,
  durationMs: webhookDeliveries.durationMs,
  error: webhookDeliveries.error,
  createdAt: webhookDeliveries.createdAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};

type DeliveryRow = Omit<WebhookDelivery, 'createdAt' | 'nextAttemptAt'> & {
  createdAt: Date;
  nextAttemptAt: Date;
};

export const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  // Only a delivery still to send has a next attempt.
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
});

/** The webhook's last deliveries, newest first. */
export async function listDeliveries(db: Db, webhookId: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_KEPT);
  return rows.map(toDelivery);
}
