// The webhook worker (issue 29): each instance polls the queue (queue.ts) every second, and at once when
// it has queued something itself, sends what is due, and records each attempt. It starts when the app
// is ready and stops when it closes, after the attempts in flight (at most the 10 s timeout).
//
// A failed attempt is tried again after the schedule's next wait: attempts at 0, 1, 5, 15, 30 and 60
// minutes after the first, 6 in all over about an hour; then the delivery is failed. Tests shorten the
// schedule (app.webhooks.schedule). Each delivery's address is checked again before each attempt
// (target.ts): a refused one is a failed attempt with the reason as its error.
import type { WebhookEvent } from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Claimed, claimDue, enqueueEvent, finishDelivery, pruneLog } from './queue.ts';
import { type Answer, post } from './send.ts';
import { resolveTarget, TargetRefused } from './target.ts';

const MINUTE_MS = 60_000;

/** When each attempt is due, counted from the first: 6 attempts over about an hour. */
export const RETRY_SCHEDULE_MS = [0, 1, 5, 15, 30, 60].map((minutes) => minutes * MINUTE_MS);

const POLL_MS = 1_000;
/** Deliveries taken at once by one instance. */
const BATCH = 10;
/** A delivery left `sending` this long (its instance stopped mid-send) is taken again. */
const LEASE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: WebhookWorker;
  }
}

export class WebhookWorker {
  /** When each attempt is due after the first (RETRY_SCHEDULE_MS); its length is the number of attempts. */
  schedule: number[] = RETRY_SCHEDULE_MS;
  /** How long a delivery stays `sending` before another poll may take it again. */
  leaseMs = LEASE_MS;
  private readonly app: FastifyInstance;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the attempts in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
  }

  /**
   * Queues `event` for the webhooks that want it (queue.ts enqueueEvent) and sends it at once. A
   * failure to queue is logged, not thrown: the change it reports has already been made.
   */
  async emit(event: WebhookEvent, data: object, options: { private: boolean }): Promise<void> {
    try {
      if ((await enqueueEvent(this.app.db, event, data, options)) > 0) this.wake();
    } catch (error) {
      this.app.log.error({ err: error, event }, 'webhook event not queued');
    }
  }

  /** Sends what is due now; a call while sending makes it look again when done. */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => {
        // The next poll tries again: a failing database is not asked again at once.
        this.again = false;
        this.app.log.error({ err: error }, 'webhook deliveries failed');
      })
      .finally(() => {
        this.draining = null;
        // A wake that came as the last round ended is not left to the next poll.
        if (this.again) this.wake();
      });
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      const due = await claimDue(this.app.db, BATCH, this.leaseMs);
      await Promise.all(due.map((delivery) => this.attempt(delivery)));
      if (due.length === BATCH) this.again = true;
    } while (this.again && !this.stopped);
  }

  private async attempt(delivery: Claimed): Promise<void> {
    let answer: Answer;
    try {
      const target = await resolveTarget(delivery.url, this.app.config.webhooksAllowPrivate);
      answer = await post(target, delivery);
    } catch (error) {
      const reason = error instanceof TargetRefused ? error.message : String(error);
      answer = { statusCode: null, durationMs: 0, error: reason };
    }
    const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const next = this.schedule[delivery.attempt];
    const previous = this.schedule[delivery.attempt - 1] ?? 0;
    const retryInMs = next === undefined ? null : Math.max(0, next - previous);
    const status = await finishDelivery(this.app.db, delivery, { ok, ...answer }, retryInMs);
    if (status === null) return;
    this.app.metrics?.webhookAttempted(status === 'pending' ? 'retry' : status);
    if (status !== 'pending') {
      await pruneLog(this.app.db, delivery.webhookId);
    } else if (retryInMs !== null && retryInMs < POLL_MS) {
      // A retry due before the next poll (a test's short schedule) is not left waiting for it.
      setTimeout(() => this.wake(), retryInMs).unref();
    }
  }
}

export const webhooksPlugin = fp(async (app: FastifyInstance) => {
  const worker = new WebhookWorker(app);
  app.decorate('webhooks', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
});
