import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionUser } from '../../../shared/auth-schemas';
import { useDeviceDb } from '../auth/use-device-db';
import { loadGroupsOverview, type GroupOverview } from './groups-overview';

/** The user's groups with their projects and members, live; undefined while the first read runs. */
export function useGroupsOverview(user: SessionUser): GroupOverview[] | undefined {
  const db = useDeviceDb();
  return useLiveQuery(() => (db ? loadGroupsOverview(db, user) : []), [db, user.id, user.role]);
}
