/**
 * 'pendingGroupJoin' (SPEC §3): the registration link a logged-out visitor was looking at when
 * they chose to log in instead of registering. Once logged in, the app takes them back to that
 * group's page to finish joining.
 */
import { parseJoinLink } from '../../../shared/join-link';

export const PENDING_GROUP_JOIN_KEY = 'pendingGroupJoin';

/** Remembers the link; best effort (storage can be unavailable in privacy modes). */
export function storePendingGroupJoin(link: string): void {
  try {
    localStorage.setItem(PENDING_GROUP_JOIN_KEY, link);
  } catch {
    // Without storage the user simply lands on their dashboard after logging in.
  }
}

/**
 * Reads and forgets the pending link, so it is honoured once. Anything stored that is not a
 * registration link (an older app's value, a tampered entry) is dropped and gives null.
 * @example storePendingGroupJoin(link); takePendingGroupJoin() === link; takePendingGroupJoin() === null
 */
export function takePendingGroupJoin(): string | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(PENDING_GROUP_JOIN_KEY);
    if (raw !== null) localStorage.removeItem(PENDING_GROUP_JOIN_KEY);
  } catch {
    return null;
  }
  return raw === null ? null : parseJoinLink(raw);
}
