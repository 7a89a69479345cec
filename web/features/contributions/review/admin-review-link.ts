/**
 * The `/admin?review=<id>` deep link (a push notification's tap, DESIGN "Web push"). The payment
 * may have reached the server after this phone last synced, so a missing id is only 'not found'
 * once a sync that finished after the link was opened still has not brought it, or once no sync
 * can run (offline, signed out, failing) or the wait is over.
 */
import type { SyncStatus } from '../../../sync/engine';
import type { ContributionView } from '../../../data/contribution-views';

/** How long a deep link waits for a sync to start and answer before it is called not found (a sync still running is waited for). */
export const REVIEW_LINK_WAIT_MS = 15_000;

export type ReviewLinkState = { kind: 'waiting' } | { kind: 'found'; view: ContributionView } | { kind: 'not-found' };

export interface ReviewLinkInput {
  id: string;
  /** The admin's contributions; undefined while the device database is read. */
  views: readonly ContributionView[] | undefined;
  /** The running sync engine's status; null before it has started. */
  sync: SyncStatus | null;
  online: boolean;
  /** When the link was opened (ISO). */
  openedAt: string;
  /** REVIEW_LINK_WAIT_MS have passed since then. */
  waitedEnough: boolean;
  /**
   * Whether the device database holds the id at all; undefined while that is read. The sync's
   * status changes at once and the list read from the device follows a moment later, so a row
   * the sync just stored is not 'not found': the list is waited for (within the wait limit).
   */
  storedOnPhone: boolean | undefined;
}

/**
 * Whether the linked contribution can open now, must wait for a sync, or is not the admin's.
 * @example reviewLinkState({ id: 'c1', views: [view of c1], ... }).kind === 'found'
 */
export function reviewLinkState(input: ReviewLinkInput): ReviewLinkState {
  if (input.views === undefined) return { kind: 'waiting' };
  const view = input.views.find((candidate) => candidate.row.id === input.id);
  if (view) return { kind: 'found', view };
  // The wait ends a look that no sync answers, never a sync that runs: that one ends by itself,
  // with the payment or without it (an error, or a stalled request given up). On a slow line a
  // sync can take longer than the wait, and "not found" would then be untrue.
  if (input.waitedEnough && input.sync?.phase !== 'syncing') return { kind: 'not-found' };
  if (input.storedOnPhone !== false) return { kind: 'waiting' };
  if (!input.online) return { kind: 'not-found' };
  const sync = input.sync;
  if (!sync) return { kind: 'waiting' };
  // No sync can bring it now: say so rather than leave the admin looking at nothing.
  if (sync.phase === 'offline' || sync.phase === 'error' || sync.phase === 'signed-out') return { kind: 'not-found' };
  const syncedSinceOpened = sync.lastSyncedAt !== null && sync.lastSyncedAt >= input.openedAt;
  return sync.phase === 'idle' && syncedSinceOpened ? { kind: 'not-found' } : { kind: 'waiting' };
}
