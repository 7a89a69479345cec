import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { PushSubscriptionInput } from '../../shared/notifications';
import type { Db } from '../db/open';
import { pushDeliveries, pushSubscriptions, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';

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
 */
export function saveSubscription(
  db: Db,
  actor: UserRow,
  input: PushSubscriptionInput,
  context: { userAgent: string | null; allowedHosts: readonly string[]; now: Date },
): Outcome<{ id: string; endpoint: string; created: boolean }> {
  if (!endpointAllowed(input.endpoint, context.allowedHosts)) return refuse(422, 'push-endpoint-not-allowed', MESSAGES.pushEndpointNotAllowed, 'endpoint');
  // Refused now rather than failing every push later: nothing can be encrypted for such keys.
  if (!keysUsable(input.keys)) return refuse(400, 'invalid-field', 'Invalid push subscription keys', 'keys');
  const fields = { userId: actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: context.userAgent };
  return db.transaction(
    (tx) => {
      const existing = tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).get();
      if (existing) {
        if (existing.userId !== actor.id) tx.delete(pushDeliveries).where(eq(pushDeliveries.subscriptionId, existing.id)).run();
        tx.update(pushSubscriptions).set(fields).where(eq(pushSubscriptions.id, existing.id)).run();
        return ok({ id: existing.id, endpoint: existing.endpoint, created: false });
      }
      const id = randomUUID();
      tx.insert(pushSubscriptions).values({ id, endpoint: input.endpoint, createdAt: context.now, ...fields }).run();
      const devices = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, actor.id))
        .orderBy(asc(pushSubscriptions.createdAt))
        .all();
      const excess = devices.slice(0, Math.max(0, devices.length - MAX_DEVICES_PER_USER)).map((d) => d.id);
      if (excess.length > 0) tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, excess)).run();
      return ok({ id, endpoint: input.endpoint, created: true });
    },
    { behavior: 'immediate' },
  );
}

/**
 * Forgets this browser's subscription (DELETE /api/push/subscriptions, e.g. at logout), with its
 * queued pushes. Only the owner may: another user's endpoint answers like an unknown one (404).
 */
export function removeSubscription(db: Db, actor: UserRow, endpoint: string): Outcome<{ removed: true }> {
  const removed = db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, actor.id)))
    .returning({ id: pushSubscriptions.id })
    .all();
  return removed.length > 0 ? ok({ removed: true }) : refuse(404, 'push-subscription-not-found', MESSAGES.pushSubscriptionNotFound);
}
