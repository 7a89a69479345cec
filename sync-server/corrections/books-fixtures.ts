import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import type { Circle } from '../contributions/test-fixtures';
import { nextRevision } from '../db/revision';
import { groupMembers, historyEntries, notifications, payouts, projects, pushDeliveries, pushSubscriptions } from '../db/schema';
import type { Person } from '../groups/test-fixtures';
import { testSubscription } from '../testing/push-service';
import type { TestApp } from '../testing/test-app';

/**
 * Helpers for the tests of the admin's corrections and Manage Group: totals as stored, the
 * group's history, notices and queued pushes per person, a payout written straight to the
 * database (the payout services are another part's), and sync push as a person.
 */

const read = { readOnly: true };

/** A purse's collected total as stored. */
export async function collected(t: TestApp, projectId: string): Promise<number> {
  const [row] = await t.db.transaction((tx) => tx.select().from(projects).where(eq(projects.id, projectId)).limit(1), read);
  return row!.collectedAmountKobo;
}

/** A member's contributed total in a group as stored. */
export async function contributed(t: TestApp, groupId: string, userId: string): Promise<number> {
  const [row] = await t.db.transaction(
    (tx) => tx.select().from(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId))).limit(1),
    read,
  );
  return row!.contributedAmountKobo;
}

/** The group's history entries, oldest first, with their details parsed. */
export async function historyOf(t: TestApp, groupId: string) {
  const entries = await t.db.transaction((tx) => tx.select().from(historyEntries).where(eq(historyEntries.groupId, groupId)).orderBy(asc(historyEntries.seq)), read);
  return entries.map((e) => ({ ...e, details: JSON.parse(e.data) as Record<string, unknown> }));
}

/**
 * The person's notifications, oldest first: by time, then by revision (the test clock often gives
 * several the same time). Without an order PostgreSQL returns rows as its heap holds them, which
 * is not always the order they were written (a clean clone's CI read a rule's first notice last).
 */
export const noticesOf = (t: TestApp, userId: string) =>
  t.db.transaction((tx) => tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt), asc(notifications.revision)), read);

/** Subscribes the person's (one) device to web push. */
export async function subscribe(who: Person): Promise<void> {
  const res = await who.call('POST', '/api/push/subscriptions', testSubscription(`https://fcm.googleapis.com/fcm/send/${who.username}`).json);
  if (res.status !== 201) throw new Error(`subscribe ${res.status}`);
}

/** The payloads of the pushes queued for the person's devices. */
export async function pushesFor(t: TestApp, userId: string): Promise<{ title: string; body: string; tag: string; url: string }[]> {
  const deliveries = await t.db.transaction(
    (tx) =>
      tx
        .select({ payload: pushDeliveries.payload })
        .from(pushDeliveries)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
        .where(eq(pushSubscriptions.userId, userId)),
    read,
  );
  return deliveries.map((d) => JSON.parse(d.payload));
}

/** A payout row written as the payout services would leave it; an approved one counts in paidOutAmountKobo. */
export async function seedPayout(t: TestApp, c: Circle, amountKobo: number, status: 'pending' | 'approved' | 'rejected'): Promise<void> {
  await t.db.transaction(async (tx) => {
    await tx.insert(payouts).values({
      id: randomUUID(),
      groupId: c.group.id,
      projectId: c.project.id,
      amountKobo,
      recipient: 'Caterer',
      purpose: 'Food',
      paidAt: t.clock.now(),
      status,
      recordedBy: c.admin.id,
      decidedBy: status === 'pending' ? null : c.partner.id,
      decidedAt: status === 'pending' ? null : t.clock.now(),
      createdAt: t.clock.now(),
      revision: await nextRevision(tx),
    });
    if (status === 'approved') {
      await tx.update(projects).set({ paidOutAmountKobo: sql`${projects.paidOutAmountKobo} + ${amountKobo}` }).where(eq(projects.id, c.project.id));
    }
  });
}

/** A sync push batch as the person; returns the raw answer. */
export function pushAs(who: Person, mutations: unknown[]) {
  return who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations });
}
