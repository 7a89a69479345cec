import { accountLine, type BankAccount } from '../../shared/bank-accounts';
import type { Tx } from '../db/database';
import { addNotification } from '../notifications/write';
import { bankChangedPush } from '../push/payloads';
import type { GroupRecord } from '../access/group-access';
import { groupAudience } from '../access/audience';

/**
 * A purse's bank account changed: every active member and partner gets a 'bank_details_changed'
 * notice with the old and the new account side by side, and a push, in the change's transaction.
 * A quietly changed account number is the commonest fraud in a group, so no one who might pay is
 * left out; the admin who made the change is not told of it.
 * @example 'Old: GTBank 0123456789 Ajo Circle → New: Zenith 5550001111 Ajo Circle'
 */
export async function notifyBankChanged(
  tx: Tx,
  project: { id: string; name: string },
  change: { before: BankAccount; after: BankAccount; actorId: string },
  group: GroupRecord,
  now: Date,
): Promise<number> {
  const recipients = (await groupAudience(tx, group.id)).filter((userId) => userId !== change.actorId);
  const params = { kind: 'bankChanged', purse: `${project.name} (${group.name})`, before: accountLine(change.before), after: accountLine(change.after) } as const;
  for (const userId of recipients) {
    await addNotification(
      tx,
      { userId, groupId: group.id, type: 'bank_details_changed', params, projectId: project.id },
      bankChangedPush(project, accountLine(change.after)),
      now,
    );
  }
  return recipients.length;
}
