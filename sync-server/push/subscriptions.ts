import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../shared/notifications';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { pushDeliveries, pushSubscriptions, users, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';

/** Devices kept per user; a new one beyond this replaces the longest-registered. */
export const MAX_DEVICES_PER_USER = 10;

/**
 * Whether `endpoint` is on an allowed push service: the host itself or a subdomain of it.
 * @example endpointAllowed('https://fcm.googleapis.com/fcm/send/abc', ['fcm.googleapis.com']) === true
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') return false;
    host = url.hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** A browser's keys: an uncompressed P-256 point and a 16-byte auth secret, both URL-safe base64. */
function keysUsable(keys: PushSubscriptionInput['keys']): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(keys.auth, 'base64url').length >= 16;
}

/**
 * Saves this browser's subscription for the session user (POST /api/push/subscriptions). The
 * endpoint identifies the device, so saving is an upsert by endpoint: the same browser saving
 * again updates its keys, and a browser now used by someone else is re-owned by them, dropping
 * pushes still queued for the previous user (their content is not the new user's to see).
 * The user's row is locked first, so two devices saved at once count against the device cap one
 * after the other; the same endpoint inserted twice at once becomes one insert and one update.
 */
export async function saveSubscription(
  tx: Tx,
  actor: UserRow,
  input: PushSubscriptionInput,
  context: { userAgent: string | null; allowedHosts: readonly string[]; now: Date },
): Promise<Outcome<{ id: string; endpoint: string; created: boolean }>> {
  if (!endpointAllowed(input.endpoint, context.allowedHosts)) return refuse('push-endpoint-not-allowed', { field: 'endpoint' });
  // Refused now rather than failing every push later: nothing can be encrypted for such keys.
  if (!keysUsable(input.keys)) return refuse('invalid-field', { field: 'keys' });
  const fields = { userId: actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: context.userAgent };
  await lockRow(tx, users, users.id, actor.id);
  const id = randomUUID();
  const inserted = await tx
    .insert(pushSubscriptions)
    .values({ id, endpoint: input.endpoint, createdAt: context.now, ...fields })
    .onConflictDoNothing({ target: pushSubscriptions.endpoint })
    .returning({ id: pushSubscriptions.id });
  if (inserted.length === 0) {
    const [existing] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).limit(1);
    if (!existing) throw new Error('push subscription vanished between its insert and its read');
    if (existing.userId !== actor.id) await tx.delete(pushDeliveries).where(eq(pushDeliveries.subscriptionId, existing.id));
    await tx.update(pushSubscriptions).set(fields).where(eq(pushSubscriptions.id, existing.id));
    return ok({ id: existing.id, endpoint: existing.endpoint, created: false });
  }
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, actor.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  const excess = devices.slice(0, Math.max(0, devices.length - MAX_DEVICES_PER_USER)).map((d) => d.id);
  if (excess.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess));
  return ok({ id, endpoint: input.endpoint, created: true });
}

/**
 * Forgets this browser's subscription (DELETE /api/push/subscriptions, e.g. at logout), with its
 * queued pushes. Only the owner may: another user's endpoint answers like an unknown one (404).
 */
export async function removeSubscription(tx: Tx, actor: UserRow, endpoint: string): Promise<Outcome<{ removed: true }>> {
  const removed = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0 ? ok({ removed: true }) : refuse('push-subscription-not-found');
}
