import { useLiveQuery } from 'dexie-react-hooks';
import type { SessionUser } from '../../../shared/auth-schemas';
import { readOnceDuringFirstPull } from '../../data/first-pull-pause';
import { useDeviceDb } from '../../session/use-device-db';
import { loadGroupsOverview, type GroupOverview } from '../../data/groups-overview';

/** The user's groups with their projects and members, live; undefined while the first read runs. */
export function useGroupsOverview(user: SessionUser): GroupOverview[] | undefined {
  const db = useDeviceDb();
  // Read once while a first pull runs, not after every page (data/first-pull-pause.ts).
  return useLiveQuery(() => (db ? readOnceDuringFirstPull(db, `groups-overview:${user.id}:${user.role}`, () => loadGroupsOverview(db, user)) : []), [db, user.id, user.role]);
}
