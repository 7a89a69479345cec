/**
 * The user's notifications as the screens show them, read from the device database (so the bell,
 * the dashboard card and /updates work offline), with the group's name joined on the device.
 * Every function here runs inside useLiveQuery: a synced row or a read marked here re-renders.
 */
import type { SessionUser } from '../../../../shared/auth-schemas';
import type { DeviceDb, LocalNotification } from '../../../data/db';
import { loadContributionViews, type ContributionView } from '../../../data/contribution-views';
import { keysOfGroups } from '../../../data/group-rows';
import { partnerGroupIds } from '../../../session/partner-role';

export interface NotificationView {
  row: LocalNotification;
  /** '' when the group is not on this phone (a group the user has left). */
  groupName: string;
}

const newestFirst = (a: LocalNotification, b: LocalNotification) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Every notification on the device, newest first. The device database is the signed-in user's
 * own, so every row in it is theirs.
 * @example const views = useLiveQuery(() => loadNotificationViews(db), [db])
 */
export async function loadNotificationViews(db: DeviceDb): Promise<NotificationView[]> {
  const [rows, groups] = await Promise.all([db.notifications.toArray(), db.groups.toArray()]);
  const names = new Map(groups.map((group) => [group.id, group.name]));
  return rows.sort(newestFirst).map((row) => ({ row, groupName: row.groupId ? (names.get(row.groupId) ?? '') : '' }));
}

/** @example unreadCount(views) === views.filter((v) => !v.row.read).length */
export function unreadCount(views: readonly NotificationView[]): number {
  return views.reduce((count, view) => (view.row.read ? count : count + 1), 0);
}

/** The ids of the groups an admin owns: whose payments the admin reviews (SPEC §6). */
export async function ownGroupIds(db: DeviceDb, adminId: string): Promise<string[]> {
  return (await db.groups.where('adminId').equals(adminId).primaryKeys()) as string[];
}

/**
 * The contributions a tap on a notification may open (SPEC §4): for an admin, the payments of
 * the groups they own; for a member, their own payments and, in a group they are an accountability
 * partner of, every payment (issue 23 §3: sync gives a partner all of them).
 */
export async function openableContributionIds(db: DeviceDb, user: Pick<SessionUser, 'id' | 'role'>): Promise<Set<string>> {
  if (user.role === 'admin') return new Set(await keysOfGroups(db.contributions, await ownGroupIds(db, user.id)));
  const [own, watched] = await Promise.all([
    db.contributions.where('userId').equals(user.id).primaryKeys(),
    partnerGroupIds(db, user.id).then((groupIds) => keysOfGroups(db.contributions, groupIds)),
  ]);
  return new Set([...own, ...watched] as string[]);
}

export interface AdminNotificationsData {
  notifications: NotificationView[];
  unread: number;
  /** Payments of the admin's groups still waiting for a decision, newest first. */
  pending: ContributionView[];
  /** Every payment of the admin's groups: the ones a notification may open. */
  known: Set<string>;
}

/**
 * What the admin's bell shows: notifications, the unread count and the pending approvals
 * (SPEC §4: pending approvals are loaded only for role admin; the caller renders the bell only then).
 */
export async function loadAdminNotifications(db: DeviceDb, adminId: string): Promise<AdminNotificationsData> {
  const groupIds = await ownGroupIds(db, adminId);
  // The bell is on every screen: it reads the pending payments alone (by their status), and only
  // the keys of the others, not every payment of a big group.
  const [notifications, views, known] = await Promise.all([loadNotificationViews(db), loadContributionViews(db, { groupIds, status: 'pending' }), keysOfGroups(db.contributions, groupIds)]);
  return {
    notifications,
    unread: unreadCount(notifications),
    // A decision queued on this phone already took it off the admin's list.
    pending: views.filter((view) => view.status === 'pending'),
    known: new Set(known),
  };
}
