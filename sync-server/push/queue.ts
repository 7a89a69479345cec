import { createHash, randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { placeholdersFor, preparedQuery } from '../db/prepared';
import { pushDeliveries, pushSubscriptions, users } from '../db/schema';
import { currentRequestId } from '../observe/log-context';
import type { PushNotice } from './payloads';

/**
 * The Topic header for a tag: push services accept at most 32 URL-safe base64 characters, and our
 * tags ('contribution-<uuid>') are longer, so the topic is a digest of the tag. The same tag gives
 * the same topic, so a newer push replaces an undelivered older one on the way too.
 * @example topicFor('contribution-1f0c…').length === 32
 */
export function topicFor(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

// Every notification runs it: built once per database. The user's language comes with each device.
const devicesOf = preparedQuery((q) =>
  q
    .select({ id: pushSubscriptions.id, locale: users.locale })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, sql.placeholder('userId')))
    .prepare(),
);
const insertDelivery = preparedQuery((q) => q.insert(pushDeliveries).values(placeholdersFor(pushDeliveries)).prepare());

/**
 * Queues `notice` for every device `userId` subscribed, rendered in the user's language as it is
 * now (a later change of language does not rewrite queued pushes). Call it inside the transaction
 * that writes the notification: the push and its notification commit (or roll back) together, and
 * once committed the delivery survives a restart until the worker sends it. Returns how many were queued.
 * @example await enqueuePush(tx, userId, reminderPush(project, null, 'Xmas Party (Ajo Circle)'), now)
 */
export async function enqueuePush(tx: Tx, userId: string, notice: PushNotice, now: Date): Promise<number> {
  const devices = await devicesOf(tx).all({ userId });
  const [first] = devices;
  if (!first) return 0;
  // Every device of one user shares the user's language.
  const rendered = notice.render(first.locale);
  const payload = JSON.stringify(rendered);
  const topic = topicFor(rendered.tag);
  for (const device of devices) {
    const row: typeof pushDeliveries.$inferSelect = {
      id: randomUUID(),
      subscriptionId: device.id,
      payload,
      ttlSeconds: notice.ttlSeconds,
      urgency: notice.urgency,
      topic,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
      createdAt: now,
      // The delivery's log lines name the request that queued it.
      requestId: currentRequestId(),
    };
    await insertDelivery(tx).run(row);
  }
  return devices.length;
}

/**
 * Deliveries waiting (queued: due now or for a retry) and given up (failed, kept until pruned), for the metrics.
 * @example const { queued, failed } = await pushQueueCounts(tx)
 */
export async function pushQueueCounts(tx: Tx): Promise<{ queued: number; failed: number }> {
  const rows = await tx.select({ status: pushDeliveries.status, n: count() }).from(pushDeliveries).groupBy(pushDeliveries.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { queued: of('queued'), failed: of('failed') };
}
