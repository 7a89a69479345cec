/**
 * Where a purse's link /{group slug}/{purse segment} (the share page's link, the roll-call's and
 * reminders' 'Pay here') leads someone signed in: a member of the group (its admin and partners
 * too) to paying that purse, anyone else to the group's registration wizard. Membership is read
 * from the phone, so the link works with no signal: the groups on the phone are exactly the ones
 * the user owns, belongs to or partners (the sync's scope).
 */
import { purseSegmentBase } from '../../../../shared/slugs';
import type { SyncStatus } from '../../../sync/engine';

/** How long a link may wait for a sync to bring a group the phone does not hold yet. */
export const PURSE_LINK_WAIT_MS = 10_000;

/** The link's group as the phone holds it, and its purse when the phone has that too. */
export interface PurseOnPhone {
  groupId: string;
  projectId: string | null;
}

type GroupSlugs = { id: string; customSlug: string | null };
type PurseSlugs = { id: string; groupId: string; name: string; customSlug: string | null };

/**
 * The group and purse a link names, read the way the server reads it (public-reads.ts
 * resolveShareLink): any letter case; a purse whose customSlug has not reached the phone matches
 * by its name's segment, as the link built from it on a phone would.
 * @example findPurseOnPhone(groups, projects, 'Ajo-Circle', 'xmasparty') // { groupId: 'g1', projectId: 'p1' }
 */
export function findPurseOnPhone(groups: readonly GroupSlugs[], projects: readonly PurseSlugs[], groupSlug: string, purseSlug: string): PurseOnPhone | null {
  const slug = groupSlug.toLowerCase();
  const group = groups.find((candidate) => candidate.customSlug === slug);
  if (!group) return null;
  const segment = purseSegmentBase(purseSlug);
  const purse = projects.find(
    (candidate) =>
      candidate.groupId === group.id && (candidate.customSlug === null ? purseSegmentBase(candidate.name) === segment : candidate.customSlug === `${slug}/${segment}`),
  );
  return { groupId: group.id, projectId: purse?.id ?? null };
}

export type PurseLinkLanding = { kind: 'waiting' } | { kind: 'pay'; projectId: string | null } | { kind: 'join' };

export interface PurseLinkInput {
  /** What the phone holds for the link; undefined while it is read. */
  onPhone: PurseOnPhone | null | undefined;
  /** The running sync engine's status; null before it has started. */
  sync: SyncStatus | null;
  online: boolean;
  /** When the link was opened (ISO). */
  openedAt: string;
  /** PURSE_LINK_WAIT_MS have passed since then. */
  waitedEnough: boolean;
}

/** Whether a sync that could still bring what the phone lacks (a new phone's first pull) is to come. */
function syncMayBringIt(input: PurseLinkInput): boolean {
  const { sync } = input;
  if (input.waitedEnough || !input.online) return false;
  if (!sync) return true;
  if (sync.phase === 'offline' || sync.phase === 'error' || sync.phase === 'signed-out') return false;
  const syncedSinceOpened = sync.lastSyncedAt !== null && sync.lastSyncedAt >= input.openedAt;
  return !(sync.phase === 'idle' && syncedSinceOpened);
}

/**
 * Where a signed-in user's purse link lands: paying the purse when its group is on the phone,
 * the wizard (to join) when it is not, and a short wait while a sync may still bring it (a member
 * who just logged in on a new phone, whose groups are still on their way). A group on the phone
 * without that purse (new, or renamed, since the last sync) leads to paying with the purse to choose.
 * @example purseLinkLanding({ onPhone: { groupId: 'g1', projectId: 'p1' }, ... }) // { kind: 'pay', projectId: 'p1' }
 */
export function purseLinkLanding(input: PurseLinkInput): PurseLinkLanding {
  const { onPhone } = input;
  if (onPhone === undefined) return { kind: 'waiting' };
  if (onPhone?.projectId) return { kind: 'pay', projectId: onPhone.projectId };
  if (syncMayBringIt(input)) return { kind: 'waiting' };
  return onPhone ? { kind: 'pay', projectId: null } : { kind: 'join' };
}

/**
 * The pay flow with the purse chosen (routes/member-payment.tsx `?purse=`).
 * @example payPurseHref('p1') === '/member-payment?purse=p1'
 */
export function payPurseHref(projectId: string): string {
  return `/member-payment?purse=${encodeURIComponent(projectId)}`;
}
