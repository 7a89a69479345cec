/**
 * Where a tap on a notification leads (SPEC §2 bell, §4): one linked to a contribution opens it —
 * in the admin's review when it is among the admin's contributions, in the member's payment
 * details when it is among theirs. Anything else only becomes read.
 */
import type { Role } from '../../../shared/auth-schemas';

export type NotificationTarget = { kind: 'review'; contributionId: string } | { kind: 'details'; contributionId: string } | null;

/**
 * @param known the ids of the contributions this user can open: an admin's groups' payments, a member's own.
 * @example notificationTarget({ contributionId: 'c1' }, 'admin', new Set(['c1'])) // { kind: 'review', contributionId: 'c1' }
 */
export function notificationTarget(notification: { contributionId: string | null }, role: Role, known: ReadonlySet<string>): NotificationTarget {
  const id = notification.contributionId;
  if (!id || !known.has(id)) return null;
  return role === 'admin' ? { kind: 'review', contributionId: id } : { kind: 'details', contributionId: id };
}
