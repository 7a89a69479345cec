import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { sendAhead } from '../db/pipeline';
import { placeholdersFor, preparedQuery } from '../db/prepared';
import { pushDeliveries, pushSubscriptions, users, type UserRow } from '../db/schema';
import { currentRequestId } from '../observe/log-context';
import type { PushNotice } from './payloads';
import { newRowId } from '../../shared/row-id';

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

/** A device to push to, with its user's language (every device of one user shares it). */
export interface PushDevice {
  id: string;
  locale: UserRow['locale'];
}

type DeliveryRow = typeof pushDeliveries.$inferSelect;

/**
 * The deliveries of `notice` to one user's `devices`, rendered in the user's language as it is
 * now (a later change of language does not rewrite queued pushes): rows for insertDeliveries.
 */
export function deliveriesFor(devices: readonly PushDevice[], notice: PushNotice, now: Date): DeliveryRow[] {
  const [first] = devices;
  if (!first) return [];
  const rendered = notice.render(first.locale);
  const payload = JSON.stringify(rendered);
  const topic = topicFor(rendered.tag);
  return devices.map((device) => ({
    id: newRowId(),
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
  }));
}

/** Deliveries this process has written so far, rolled back ones too (see deliveriesWritten). */
let written = 0;

/**
 * How many deliveries this process has written so far: the API runs the worker after a write
 * request only when this changed during it (app.ts), not after every write (on PostgreSQL its
 * look for due deliveries was three statements more for each payment that queued no push).
 * @example const before = deliveriesWritten(); await next(); if (deliveriesWritten() !== before) worker.kick()
 */
export const deliveriesWritten = (): number => written;

/** Writes deliveries (deliveriesFor's), one statement for them all. */
export async function insertDeliveries(tx: Tx, rows: readonly DeliveryRow[]): Promise<void> {
  if (rows.length === 0) return;
  written += rows.length;
  // Sent ahead (db/pipeline.ts), as the notices they go with.
  if (rows.length === 1) await sendAhead(tx, () => insertDelivery(tx).run(rows[0]));
  else await sendAhead(tx, () => tx.insert(pushDeliveries).values([...rows]).execute());
}

/**
 * Queues `notice` for every device `userId` subscribed (see deliveriesFor). Call it inside the
 * transaction that writes the notification: the push and its notification commit (or roll back)
 * together, and once committed the delivery survives a restart until the worker sends it. Returns
 * how many were queued.
 * @example await enqueuePush(tx, userId, reminderPush(project, null, 'Xmas Party (Ajo Circle)'), now)
 */
/**
 * The push devices `userId` subscribed, with the language each push is written in: read apart
 * from the notice, so a write can ask for them before it needs them (one round trip fewer).
 * @example const devices = pushDevicesOf(tx, payerId); … await addNotifications(tx, [{ notice, push, devices: await devices }], now)
 */
export async function pushDevicesOf(tx: Tx, userId: string): Promise<PushDevice[]> {
  return devicesOf(tx).all({ userId });
}

export async function enqueuePush(tx: Tx, userId: string, notice: PushNotice, now: Date): Promise<number> {
  const rows = deliveriesFor(await devicesOf(tx).all({ userId }), notice, now);
  await insertDeliveries(tx, rows);
  return rows.length;
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
