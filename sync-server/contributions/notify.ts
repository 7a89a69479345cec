import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { formatNaira } from '../../shared/money';
import type { Queryable } from '../db/open';
import { nextRevision } from '../db/revision';
import { accountabilityPartners, notifications } from '../db/schema';
import type { GroupRecord } from '../groups/access';

/**
 * The notifications a contribution's life writes (SPEC §3 notification types): 'payment_submitted'
 * for the group's admin and partners, 'payment_approved' / 'payment_rejected' for the contributor.
 * They are written in the caller's transaction, so a notification exists exactly when its change does.
 */

type ContributionRecord = { id: string; groupId: string; projectId: string | null; userId: string; amountKobo: number };

interface Notice {
  userId: string;
  type: 'payment_submitted' | 'payment_approved' | 'payment_rejected';
  title: string;
  message: string;
}

function insertNotice(tx: Queryable, contribution: ContributionRecord, notice: Notice, now: Date): void {
  tx.insert(notifications)
    .values({
      id: randomUUID(),
      ...notice,
      groupId: contribution.groupId,
      contributionId: contribution.id,
      projectId: contribution.projectId,
      read: false,
      createdAt: now,
      revision: nextRevision(tx),
    })
    .run();
}

/**
 * Tells the group's admin and each current partner that a payment waits for review; the
 * contributor is never told about their own payment (a partner may pay too).
 * @example 'Ada Okafor submitted ₦5,000 for Xmas Party'
 */
export function notifySubmitted(
  tx: Queryable,
  contribution: ContributionRecord,
  context: { group: GroupRecord; projectName: string | null; contributorName: string },
  now: Date,
): void {
  const partners = tx
    .select({ userId: accountabilityPartners.userId })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.groupId, contribution.groupId), isNull(accountabilityPartners.deletedAt)))
    .all()
    .map((p) => p.userId);
  const reviewers = [...new Set([context.group.adminId, ...partners])].filter((id) => id !== contribution.userId);
  const message = `${context.contributorName} submitted ${formatNaira(contribution.amountKobo)} for ${context.projectName ?? context.group.name}`;
  for (const userId of reviewers) {
    insertNotice(tx, contribution, { userId, type: 'payment_submitted', title: 'New Payment Submitted', message }, now);
  }
}

/**
 * Tells the contributor how the admin decided; a rejection carries the admin's reason, if any.
 * @example 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was rejected. Reason: blurry photo'
 */
export function notifyDecided(
  tx: Queryable,
  contribution: ContributionRecord,
  decision: { status: 'confirmed' | 'rejected'; reason: string | null },
  context: { group: GroupRecord; projectName: string | null },
  now: Date,
): void {
  const purpose = context.projectName === null ? context.group.name : `${context.projectName} (${context.group.name})`;
  const amount = formatNaira(contribution.amountKobo);
  const notice: Notice =
    decision.status === 'confirmed'
      ? { userId: contribution.userId, type: 'payment_approved', title: 'Payment Approved', message: `Your payment of ${amount} for ${purpose} was approved.` }
      : {
          userId: contribution.userId,
          type: 'payment_rejected',
          title: 'Payment Rejected',
          message: `Your payment of ${amount} for ${purpose} was rejected.${decision.reason ? ` Reason: ${decision.reason}` : ''}`,
        };
  insertNotice(tx, contribution, notice, now);
}
