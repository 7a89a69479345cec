import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb } from '../../data/db';
import { loadPurseDues } from './dues-data';
import { DuesGrid } from './DuesGrid';

/**
 * A levy or dues purse's page section: the grid of every member for its admin and partners, and
 * nothing for a member (their periods are on their dashboard's dues card) or a collection.
 */
export function PurseDuesSection({ db, projectId, userId }: { db: DeviceDb; projectId: string; userId: string }) {
  const view = useLiveQuery(() => loadPurseDues(db, projectId, userId), [db, projectId, userId]);
  if (!view || view.scope !== 'group') return null;
  return <DuesGrid db={db} view={view} />;
}
