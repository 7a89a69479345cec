import { useLiveQuery } from 'dexie-react-hooks';
import { payCode } from '../../../../shared/pay-codes';
import { deviceDb } from '../../../data/db';
import { useCurrentUser } from '../../../session/use-current-user';

/** A purse as far as its payment code needs it (rows stored before codes lack the tag). */
export interface PurseForCode {
  id?: string;
  groupId?: string;
  payTag?: string | null;
}

/**
 * The signed-in member's payment code for a purse (issue 27 §3), read from the phone: their own
 * membership row's tag and the purse's. Null for someone who is not a member of the purse's group
 * (its admin), and until the server's tags reach the phone (a purse made offline).
 * @example usePayCode(purse) // 'ADA-DEC25'
 */
export function usePayCode(purse: PurseForCode | null | undefined): string | null {
  const user = useCurrentUser();
  const groupId = purse?.groupId;
  const memberTag = useLiveQuery(async () => {
    if (!user || !groupId) return null;
    const member = await deviceDb(user.id).members.where('[groupId+userId]').equals([groupId, user.id]).first();
    return member && !member.deleted ? (member.payTag ?? null) : null;
  }, [user?.id, groupId]);
  return payCode(memberTag, purse?.payTag);
}
