/**
 * Everything the admin dashboard reads, in one pass over the device database so one useLiveQuery
 * gives a consistent picture: the admin's own groups (with purses and members) and the
 * contributions of those groups, newest first, with any decision queued on this phone.
 */
import type { SessionUser } from '../../../shared/auth-schemas';
import type { DeviceDb } from '../../data/db';
import { loadContributionViews, type ContributionView } from '../../data/contribution-views';
import { loadGroupsOverview, type GroupOverview } from '../../data/groups-overview';

export interface AdminDashboardData {
  groups: GroupOverview[];
  views: ContributionView[];
}

/** @example const data = useLiveQuery(() => loadAdminDashboard(db, user), [db, user.id]) */
export async function loadAdminDashboard(db: DeviceDb, user: Pick<SessionUser, 'id' | 'role'>): Promise<AdminDashboardData> {
  const groups = await loadGroupsOverview(db, user);
  const views = await loadContributionViews(db, { groupIds: groups.map((overview) => overview.group.id) });
  return { groups, views };
}
