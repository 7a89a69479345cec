import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { accountabilityPartners, groupMembers } from '../db/schema';
import { addNotification } from '../notifications/write';
import { bankChangedPush } from '../push/payloads';
import type { GroupRecord } from './access';

export interface BankAccount {
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
}

/** An account on one line, as people read it out. @example accountLine({ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' }) === 'GTBank 0123456789 Ajo Circle' */
export function accountLine(account: BankAccount): string {
  return [account.bankName, account.accountNumber, account.accountName].filter((part) => part !== null && part !== '').join(' ') || 'none';
}

/** Everyone who pays into or watches the group: its active members and current partners, once each. */
function peopleOf(tx: Queryable, groupId: string): string[] {
  const members = tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.deletedAt), eq(groupMembers.status, 'active')))
    .all();
  const partners = tx
    .select({ userId: accountabilityPartners.userId })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt)))
    .all();
  return [...new Set([...members, ...partners].map((p) => p.userId))];
}

/**
 * A purse's bank account changed: every active member and partner gets a 'bank_details_changed'
 * notice with the old and the new account side by side, and a push, in the change's transaction.
 * A quietly changed account number is the commonest fraud in a group, so no one who might pay is
 * left out; the admin who made the change is not told of it.
 * @example 'Old: GTBank 0123456789 Ajo Circle → New: Zenith 5550001111 Ajo Circle'
 */
export function notifyBankChanged(
  tx: Queryable,
  project: { id: string; name: string },
  change: { before: BankAccount; after: BankAccount; actorId: string },
  group: GroupRecord,
  now: Date,
): number {
  const recipients = peopleOf(tx, group.id).filter((userId) => userId !== change.actorId);
  const message =
    `${project.name} (${group.name}) now takes payments to a different account. ` +
    `Old: ${accountLine(change.before)} → New: ${accountLine(change.after)}. ` +
    'If you did not expect this, ask your admin before you pay.';
  for (const userId of recipients) {
    addNotification(
      tx,
      { userId, groupId: group.id, type: 'bank_details_changed', title: 'Bank Details Changed', message, projectId: project.id },
      bankChangedPush(project, accountLine(change.after)),
      now,
    );
  }
  return recipients.length;
}
