import type { Tx } from '../db/database';
import { addNotification } from '../notifications/write';
import { duesChangedPush, noticePush, type PushNotice } from '../push/payloads';
import type { NoticeParams } from '../../shared/notices';
import type { FineSetting } from '../../shared/late-fines';
import type { GroupRecord } from '../access/group-access';
import { groupAudience } from '../access/audience';

/**
 * A purse's amount per member was set, changed or dropped (issue 23 §1): what each member owes
 * changed, so every active member and partner is told, in-app and by push, in their language, in
 * the change's transaction. The admin who made it is not told of it.
 * @example 'Xmas Levy (Ajo Circle) now asks ₦20,000 from each member (before: no set amount).'
 */
export async function notifyDuesChanged(
  tx: Tx,
  project: { id: string; name: string },
  change: { beforeKobo: number | null; afterKobo: number | null; actorId: string },
  group: GroupRecord,
  now: Date,
): Promise<number> {
  const params = { kind: 'duesChanged', purse: `${project.name} (${group.name})`, beforeKobo: change.beforeKobo, afterKobo: change.afterKobo } as const;
  return tellAudience(tx, group, project.id, change.actorId, params, duesChangedPush(project, change.afterKobo), now);
}

/** Tells every active member and partner of the group but the one who made the change, in-app and by push; how many were told. */
async function tellAudience(tx: Tx, group: GroupRecord, projectId: string, actorId: string, params: NoticeParams, push: PushNotice, now: Date): Promise<number> {
  const recipients = (await groupAudience(tx, group.id)).filter((userId) => userId !== actorId);
  for (const userId of recipients) {
    await addNotification(tx, { userId, groupId: group.id, type: 'purse_dues_changed', params, projectId }, push, now);
  }
  return recipients.length;
}

/**
 * A levy's, dues' or rotation's late fine was set, changed or turned off (issue 25 §6): every
 * active member and partner is told, as for a changed amount per member, in the change's
 * transaction, with the day from which it counts. The admin who made it is not told of it.
 * @example 'Monthly Dues (Ajo Circle): from 4 Dec 2026, a period not paid within 7 days after its due day is fined ₦500.'
 */
export async function notifyFineChanged(tx: Tx, project: { id: string; name: string }, change: { fine: FineSetting | null; since: string; actorId: string }, group: GroupRecord, now: Date): Promise<number> {
  const params = { kind: 'fineChanged', purse: `${project.name} (${group.name})`, since: change.since, fine: change.fine } as const;
  return tellAudience(tx, group, project.id, change.actorId, params, noticePush(`fine-${project.id}`, '/updates', params), now);
}
