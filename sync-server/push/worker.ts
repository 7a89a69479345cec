import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { claimRows } from '../db/lock';
import { preparedQuery } from '../db/prepared';
import { pushDeliveries, pushSubscriptions } from '../db/schema';
import type { PushSender, PushUrgency } from './sender';
import { silentLog, type Log } from '../observe/log';
import { withRequestId } from '../observe/log-context';
import { createMetrics, type Metrics } from '../observe/metrics';

/**
 * Waits before each retry: the push service is briefly down, then for a while, then for hours.
 * After the last step (about 23 hours in all), or once the message's TTL has run out, the
 * delivery is given up and kept as 'failed' with its last error.
 */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000, 12 * 60 * 60_000] as const;
/** Deliveries sent at once; each goes to a different push request. */
const BATCH_SIZE = 20;
/** How long a claimed delivery stays this process's: longer than a push request may take. */
export const CLAIM_MS = 2 * 60_000;
/** How often the running server looks for due deliveries (retries come due; kicks cover new ones). */
export const PUSH_POLL_INTERVAL_MS = 15_000;

export interface PushRunReport {
  sent: number;
  /** Will be tried again later. */
  retried: number;
  /** Gave up (out of tries or past TTL). */
  failed: number;
  /** Subscriptions deleted because the push service said they are gone. */
  removed: number;
}

export interface PushWorker {
  /** Sends every due delivery now; runs one at a time (a second call waits for the first). */
  runDue(): Promise<PushRunReport>;
  /** Asks for a run soon, e.g. right after a commit that queued pushes. Cheap when nothing is due. */
  kick(): void;
  /** Polls for due deliveries (at once, then every `intervalMs`): a restart picks up what was queued. */
  start(intervalMs?: number): void;
  /** Stops polling and waits for a run in progress; later kicks and runs do nothing. */
  stop(): Promise<void>;
}

// The worker runs after every write: when nothing is due (the usual case), this one indexed
// look-up is all a run costs. A placeholder in a WHERE is bound as is (no column mapping): ms.
const anyDue = preparedQuery((q) =>
  q
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.status, 'queued'), lte(pushDeliveries.nextAttemptAt, sql.placeholder('nowMs'))))
    .limit(1)
    .prepare(),
);

/** The push service's host, for the log: never the endpoint's path, which addresses the device. */
function serviceOf(endpoint: string): string {
  return URL.canParse(endpoint) ? new URL(endpoint).host : 'unknown';
}

type Due = { delivery: typeof pushDeliveries.$inferSelect; subscription: typeof pushSubscriptions.$inferSelect };

/**
 * The delivery worker of the persisted push queue. Each step is its own short transaction, none
 * held across a push request: due deliveries are claimed in one (claimBatch: several server
 * processes never send the same one), sent with no transaction open, and each answer is written (delete, reschedule, give up) in a transaction of its own.
 * Within one process, runs go one at a time and a run tries each delivery once. Invariants:
 * - a delivery row is deleted only after the push service accepted it, so a crash mid-send means
 *   a second send (the Topic header collapses it), never a lost push;
 * - 404/410 means the browser unsubscribed: the subscription goes, and its deliveries with it;
 * - any other failure is retried after RETRY_DELAYS_MS (or the service's Retry-After), with a
 *   TTL shrunk by the time already spent, so a late push never outlives its meaning.
 */
export function createPushWorker(deps: { db: Database; clock: Clock; send: PushSender; log?: Log; metrics?: Metrics }): PushWorker {
  const { db, clock, send } = deps;
  const log = deps.log ?? silentLog();
  const metrics = deps.metrics ?? createMetrics();
  let chain: Promise<unknown> = Promise.resolve();
  let kickPending = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const empty = (): PushRunReport => ({ sent: 0, retried: 0, failed: 0, removed: 0 });

  /**
   * Claims the next due deliveries for this process: they are locked (skipping any another
   * process holds) and their next attempt moved CLAIM_MS ahead, in one short transaction. Another
   * server process then neither sees them due nor waits for them; each answer below rewrites the
   * row (or deletes it). A process that dies mid-send leaves its claims to come due again after
   * CLAIM_MS: one late resend (the Topic header collapses it on the phone), never a lost push.
   */
  function claimBatch(seen: string[]): Promise<Due[]> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await claimRows(
        tx,
        tx
          .select({ id: pushDeliveries.id })
          .from(pushDeliveries)
          .where(and(eq(pushDeliveries.status, 'queued'), lte(pushDeliveries.nextAttemptAt, now), notInArray(pushDeliveries.id, seen)))
          .orderBy(asc(pushDeliveries.nextAttemptAt), asc(pushDeliveries.createdAt))
          .limit(BATCH_SIZE),
      );
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await tx.update(pushDeliveries).set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) }).where(inArray(pushDeliveries.id, ids));
      return tx
        .select({ delivery: pushDeliveries, subscription: pushSubscriptions })
        .from(pushDeliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
        .where(inArray(pushDeliveries.id, ids))
        .orderBy(asc(pushDeliveries.createdAt));
    });
  }

  async function giveUp(id: string, attempts: number, error: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(pushDeliveries).set({ status: 'failed', attempts, lastError: error }).where(eq(pushDeliveries.id, id));
    });
  }

  /** Sends one delivery with the id of the request that queued it as its log context, and counts it. */
  function deliver(due: Due, report: PushRunReport): Promise<void> {
    return withRequestId(due.delivery.requestId ?? `push-${due.delivery.id}`, () => attempt(due, report));
  }

  async function attempt({ delivery, subscription }: Due, report: PushRunReport): Promise<void> {
    const now = clock.now();
    const expiresAt = delivery.createdAt.getTime() + delivery.ttlSeconds * 1000;
    const remainingS = Math.floor((expiresAt - now.getTime()) / 1000);
    if (remainingS <= 0) {
      await giveUp(delivery.id, delivery.attempts, delivery.lastError ?? 'expired before it could be sent');
      report.failed += 1;
      log.warn({ deliveryId: delivery.id, attempts: delivery.attempts }, 'push given up: expired before it could be sent');
      return;
    }
    const outcome = await send({
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      payload: delivery.payload,
      ttlSeconds: remainingS,
      urgency: delivery.urgency as PushUrgency,
      topic: delivery.topic,
    });
    metrics.pushDelivery(outcome.kind);
    if (stopped) return; // the database may be closed: the row stays queued for the next start
    const attempts = delivery.attempts + 1;
    const about = { deliveryId: delivery.id, attempt: attempts, service: serviceOf(subscription.endpoint) };
    switch (outcome.kind) {
      case 'ok':
        await db.transaction(async (tx) => {
          await tx.delete(pushDeliveries).where(eq(pushDeliveries.id, delivery.id));
        });
        report.sent += 1;
        log.info(about, 'push sent');
        return;
      case 'gone':
        // Cascades to every delivery queued for this device.
        await db.transaction(async (tx) => {
          await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        });
        report.removed += 1;
        log.info({ ...about, error: outcome.error }, 'push subscription gone: removed');
        return;
      case 'failed': {
        const delay = outcome.retryAfterMs ?? RETRY_DELAYS_MS[attempts - 1];
        const at = clock.now().getTime() + (delay ?? 0);
        if (delay === undefined || at >= expiresAt) {
          await giveUp(delivery.id, attempts, outcome.error);
          report.failed += 1;
          log.warn({ ...about, error: outcome.error }, 'push given up');
          return;
        }
        await db.transaction(async (tx) => {
          await tx
            .update(pushDeliveries)
            .set({ attempts, lastError: outcome.error, nextAttemptAt: new Date(at) })
            .where(eq(pushDeliveries.id, delivery.id));
        });
        report.retried += 1;
        log.warn({ ...about, error: outcome.error, retryInMs: at - clock.now().getTime() }, 'push failed: retried later');
        return;
      }
      default: {
        const unhandled: never = outcome;
        throw new Error(`unhandled send outcome ${JSON.stringify(unhandled)}`);
      }
    }
  }

  async function drain(): Promise<PushRunReport> {
    const report = empty();
    if (stopped) return report;
    const nowMs = clock.now().getTime();
    if ((await db.transaction((tx) => anyDue(tx).get({ nowMs }), { readOnly: true })) === undefined) return report;
    // Each delivery is tried at most once per run, even one rescheduled with no delay.
    const seen: string[] = [];
    for (let batch = await claimBatch(seen); batch.length > 0 && !stopped; batch = await claimBatch(seen)) {
      seen.push(...batch.map((due) => due.delivery.id));
      await Promise.all(batch.map((due) => deliver(due, report)));
    }
    return report;
  }

  function runDue(): Promise<PushRunReport> {
    const run = chain.then(drain);
    chain = run.catch(() => undefined);
    return run;
  }

  function kick(): void {
    if (stopped || kickPending) return;
    kickPending = true;
    setImmediate(() => {
      kickPending = false;
      runDue().catch((error: unknown) => log.error({ err: error }, 'push delivery run failed'));
    });
  }

  return {
    runDue,
    kick,
    start(intervalMs = PUSH_POLL_INTERVAL_MS) {
      if (stopped || timer) return;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
    },
  };
}
