/**
 * The user's part in a group, read from the phone: what the history and statement screens may
 * show and offer (the server decides what it sends; this only picks the screen's wording).
 */
import type { DeviceDb } from '../data/db';

export type GroupRole = 'admin' | 'partner' | 'member';

/**
 * 'admin' for the group's admin, 'partner' for a current accountability partner, else 'member'
 * (sync brings a user only the groups they own, partner or belong to).
 * @example await loadGroupRole(db, group.id, user.id) === 'partner'
 */
export async function loadGroupRole(db: DeviceDb, groupId: string, userId: string): Promise<GroupRole> {
  const group = await db.groups.get(groupId);
  if (group?.adminId === userId) return 'admin';
  const partner = await db.partners.where('[groupId+userId]').equals([groupId, userId]).first();
  return partner && !partner.deleted ? 'partner' : 'member';
}

/** Admins and partners see every member's amounts; a member sees them when the group says so. */
export function seesMemberAmounts(role: GroupRole, showMemberAmounts: boolean): boolean {
  return role !== 'member' || showMemberAmounts;
}
