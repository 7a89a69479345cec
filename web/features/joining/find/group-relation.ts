/**
 * Whether the signed-in user already belongs to a group found on /join-group, read from the
 * device database (sync brings exactly the user's groups and their own membership row), so the
 * page can say so before anyone taps Join, and offline too.
 */
import type { DeviceDb } from '../../../data/db';

export type GroupRelation = 'admin' | 'member' | 'none';

/**
 * 'admin' for the group's admin, 'member' for an active member (a member who left is 'none').
 * @example await loadGroupRelation(db, group.id, user.id) === 'member'
 */
export async function loadGroupRelation(db: DeviceDb, groupId: string, userId: string): Promise<GroupRelation> {
  const group = await db.groups.get(groupId);
  if (group?.adminId === userId) return 'admin';
  const membership = await db.members.where('[groupId+userId]').equals([groupId, userId]).first();
  return membership && !membership.deleted && membership.status === 'active' ? 'member' : 'none';
}
