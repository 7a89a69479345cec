import { and, count, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { accountabilityPartners, users } from '../db/schema';
import { addNotification } from '../notifications/write';
import { partnerAddedPush, partnerRemovedPush } from '../push/partner-payloads';
import { groupAudience } from '../access/audience';

type Group = { id: string; name: string };

/**
 * A member was made an accountability partner (issue 23 §3): they are told, in their language and
 * by push, what they now do, so nobody holds a role they do not know of. Call it in the add's
 * transaction.
 * @example await notifyPartnerAdded(tx, group, member.id, now)
 */
export async function notifyPartnerAdded(tx: Tx, group: Group, userId: string, now: Date): Promise<void> {
  await addNotification(tx, { userId, groupId: group.id, type: 'partner_added', params: { kind: 'partnerAdded', group: group.name } }, partnerAddedPush(group, userId), now);
}

/**
 * A partner was removed (issue 23 §2): a second pair of eyes on money out went away, so the one
 * removed and everyone in the group (its active members and remaining partners) is told, in-app
 * and by push, with how many partners are left. The admin who removed them is not told. Call it in
 * the removal's transaction, after the partner's row became a tombstone (the count of those left
 * must not include them).
 * @example await notifyPartnerRemoved(tx, group, { userId, actorId: admin.id }, now) // 4 people told
 */
export async function notifyPartnerRemoved(tx: Tx, group: Group, removal: { userId: string; actorId: string }, now: Date): Promise<number> {
  const [person] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, removal.userId)).limit(1);
  const fullName = person?.fullName ?? '';
  const [left] = await tx
    .select({ n: count() })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.groupId, group.id), isNull(accountabilityPartners.deletedAt)));
  const remaining = left?.n ?? 0;
  // The removed partner hears it even if they have left the group since: it is about them.
  const recipients = [...new Set([removal.userId, ...(await groupAudience(tx, group.id))])].filter((id) => id !== removal.actorId);
  for (const userId of recipients) {
    const toThePartner = userId === removal.userId;
    await addNotification(
      tx,
      { userId, groupId: group.id, type: 'partner_removed', params: { kind: 'partnerRemoved', group: group.name, partner: toThePartner ? null : fullName, remaining } },
      partnerRemovedPush(group, { userId: removal.userId, fullName }, remaining, toThePartner),
      now,
    );
  }
  return recipients.length;
}
