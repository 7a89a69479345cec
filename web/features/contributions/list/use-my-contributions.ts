import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb } from '../../../data/db';
import { readOnceDuringFirstPull } from '../../../data/first-pull-pause';
import { loadContributionViews, type ContributionView } from '../../../data/contribution-views';

/** The user's own payments, newest first, live; undefined while the first read runs. */
export function useMyContributions(db: DeviceDb, userId: string): ContributionView[] | undefined {
  // Read once while a first pull runs, not after every page (data/first-pull-pause.ts).
  return useLiveQuery(() => readOnceDuringFirstPull(db, `my-contributions:${userId}`, () => loadContributionViews(db, { userId })), [db, userId]);
}
