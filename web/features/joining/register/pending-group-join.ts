/**
 * 'pendingGroupJoin' (SPEC §3): the registration link a logged-out visitor was looking at when
 * they chose to log in instead of registering. Once logged in, the app takes them back to that
 * group's page to finish joining. A visitor who came by a purse's link (the share page's, the
 * roll-call's 'Pay here') is taken back to that link instead, which leads a member to paying
 * that purse and anyone else to joining (purse-link.ts).
 */
import { parseGroupSlug, parseJoinLink } from '../../../../shared/join-link';
import { purseSegmentBase } from '../../../../shared/slugs';

export const PENDING_GROUP_JOIN_KEY = 'pendingGroupJoin';

/** What login leads back to: a group's registration link, or a purse's link /{group}/{purse}. */
export type PendingGroupJoin = { kind: 'group'; link: string } | { kind: 'purse'; groupSlug: string; purseSlug: string };

/**
 * The stored form: the registration link as it always was, or the purse link's path.
 * @example pendingValue({ kind: 'purse', groupSlug: 'ajo', purseSlug: 'xmas' }) === '/ajo/xmas'
 */
export function pendingValue(pending: PendingGroupJoin): string {
  return pending.kind === 'group' ? pending.link : `/${pending.groupSlug}/${pending.purseSlug}`;
}

/** Reads a stored value; anything else (an older app's value, a tampered entry) gives null. */
export function readPendingValue(raw: string): PendingGroupJoin | null {
  const link = parseJoinLink(raw);
  if (link !== null) return { kind: 'group', link };
  const purse = /^\/([^/]+)\/([^/]+)$/.exec(raw.trim());
  const groupSlug = purse?.[1] ? parseGroupSlug(purse[1]) : null;
  // A segment is kept only if it reads as itself: no characters a purse's link never has.
  const purseSlug = purse?.[2]?.toLowerCase();
  if (groupSlug === null || purseSlug === undefined || purseSegmentBase(purseSlug) !== purseSlug) return null;
  return { kind: 'purse', groupSlug, purseSlug };
}

/** Remembers the link; best effort (storage can be unavailable in privacy modes). */
export function storePendingGroupJoin(pending: PendingGroupJoin): void {
  try {
    localStorage.setItem(PENDING_GROUP_JOIN_KEY, pendingValue(pending));
  } catch {
    // Without storage the user simply lands on their dashboard after logging in.
  }
}

/**
 * Reads and forgets the pending link, so it is honoured once.
 * @example storePendingGroupJoin({ kind: 'group', link }); takePendingGroupJoin() // { kind: 'group', link }, then null
 */
export function takePendingGroupJoin(): PendingGroupJoin | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_GROUP_JOIN_KEY);
    if (raw !== null) localStorage.removeItem(PENDING_GROUP_JOIN_KEY);
  } catch {
    return null;
  }
  return raw === null ? null : readPendingValue(raw);
}
