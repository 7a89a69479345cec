/**
 * Joining a group as the signed-in user, shared by the wizard and /join-group. Joining needs the
 * server, so no network is said plainly (MESSAGES.joinNeedsConnection), never as an odd failure.
 */
import { MESSAGES } from '../../../shared/errors';
import { errorMessage, OfflineError } from '../../lib/api';
import { requestSync } from '../../sync/trigger';
import { toast } from '../../ui/toast-store';
import { joinGroup } from './registration-api';

/** A destructive toast saying the action needs a connection. */
export function announceNeedsConnection(title: string): void {
  toast({ title, description: MESSAGES.joinNeedsConnection, variant: 'destructive' });
}

/** True when the browser knows it is offline (it may still be wrong the other way). */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Joins and asks the sync engine to bring the group to this device. On failure shows
 * `failure.title` with the server's message, or `failure.fallback`; returns whether it joined.
 */
export async function joinAsSignedIn(
  groupId: string,
  userId: string,
  failure: { title: string; fallback: string },
): Promise<boolean> {
  if (knownOffline()) {
    announceNeedsConnection(failure.title);
    return false;
  }
  try {
    await joinGroup(groupId, userId);
  } catch (error) {
    if (error instanceof OfflineError) announceNeedsConnection(failure.title);
    else toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: 'destructive' });
    return false;
  }
  requestSync();
  return true;
}
