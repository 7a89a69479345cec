import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from '../data/db';
import { loadPartnerGroups } from './partner-role';

const NONE: { id: string; name: string }[] = [];

/**
 * The groups where the user is an accountability partner, live from their phone: an add or a
 * removal pulled by sync changes the menu and dashboard at once. Empty while loading, and with no
 * user (signed out: no device database to read).
 */
export function usePartnerGroups(userId: string | null): { id: string; name: string }[] {
  return useLiveQuery(async () => (userId ? loadPartnerGroups(deviceDb(userId), userId) : NONE), [userId]) ?? NONE;
}
