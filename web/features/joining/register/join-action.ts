/**
 * Joining a group as the signed-in user, shared by the wizard and /join-group. Joining needs the
 * server, so no network is said plainly (errors_joinNeedsConnection()), never as an odd failure.
 */
import { errors_alreadyMember, errors_joinNeedsConnection } from '../../../../shared/i18n/paraglide/messages.js';
import { ApiError, errorMessage, OfflineError } from '../../../lib/api';
import { requestSync } from '../../../data/sync-trigger';
import { toast } from '../../../ui/toast-store';
import { joinGroup } from './registration-api';

/** A destructive toast saying the action needs a connection. */
export function announceNeedsConnection(title: string): void {
  toast({ title, description: errors_joinNeedsConnection(), variant: 'destructive' });
}

/** True when the browser knows it is offline (it may still be wrong the other way). */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * How a join ended. 'already-in' is the server's 409: the user already belongs to the group (as a
 * member, or as its admin); `message` is the server's words for which.
 */
export type JoinOutcome = { status: 'joined' } | { status: 'already-in'; message: string } | { status: 'failed' };

/**
 * Joins and asks the sync engine to bring the group to this device. Being in the group already
 * is an answer, not a failure: no toast, the caller shows it. On any other failure shows
 * `failure.title` with the server's message, or `failure.fallback`.
 */
export async function joinAsSignedIn(
  groupId: string,
  userId: string,
  failure: { title: string; fallback: string },
): Promise<JoinOutcome> {
  if (knownOffline()) {
    announceNeedsConnection(failure.title);
    return { status: 'failed' };
  }
  try {
    await joinGroup(groupId, userId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      return { status: 'already-in', message: errorMessage(error, errors_alreadyMember()) };
    }
    if (error instanceof OfflineError) announceNeedsConnection(failure.title);
    else toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: 'destructive' });
    return { status: 'failed' };
  }
  requestSync();
  return { status: 'joined' };
}
