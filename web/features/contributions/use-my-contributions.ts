import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb } from '../../data/db';
import { loadContributionViews, type ContributionView } from './contribution-views';

/** The user's own payments, newest first, live; undefined while the first read runs. */
export function useMyContributions(db: DeviceDb, userId: string): ContributionView[] | undefined {
  return useLiveQuery(() => loadContributionViews(db, { userId }), [db, userId]);
}
