/**
 * Where a tap on a notification leads (SPEC §2 bell, §4): one linked to a contribution opens it —
 * in the admin's review when it is among the admin's contributions, in the member's payment
 * details when it is among theirs, and a payment submitted to an accountability partner (who is a
 * member: issue 23 §3) in the review read-only ('watch'). One about a purse's books (a payout to approve or decided, a
 * changed bank account: issue 11; money paid out, a changed amount per member: issue 23) opens that purse's books. Anything else only becomes read.
 */
import type { Role } from '../../../../shared/auth-schemas';

export type NotificationTarget =
  | { kind: 'review'; contributionId: string }
  | { kind: 'details'; contributionId: string }
  | { kind: 'watch'; contributionId: string }
  | { kind: 'purse'; projectId: string }
  | null;

/** The notification types about a purse's money out or its account: their place is the purse's books. */
const PURSE_TYPES: ReadonlySet<string> = new Set(['payout_pending', 'payout_approved', 'payout_rejected', 'bank_details_changed', 'payout_made', 'purse_dues_changed']);

/**
 * @param known the ids of the contributions this user can open: an admin's groups' payments, a
 * member's own and those of the groups they are a partner of.
 * @example notificationTarget({ type: 'payment_submitted', contributionId: 'c1', projectId: 'p1' }, 'admin', new Set(['c1'])) // { kind: 'review', contributionId: 'c1' }
 * @example notificationTarget({ type: 'payout_pending', contributionId: null, projectId: 'p1' }, 'member', new Set()) // { kind: 'purse', projectId: 'p1' }
 */
export function notificationTarget(
  notification: { type: string; contributionId: string | null; projectId: string | null },
  role: Role,
  known: ReadonlySet<string>,
): NotificationTarget {
  if (PURSE_TYPES.has(notification.type)) return notification.projectId ? { kind: 'purse', projectId: notification.projectId } : null;
  const id = notification.contributionId;
  if (!id || !known.has(id)) return null;
  if (role === 'admin') return { kind: 'review', contributionId: id };
  // A payment is submitted only to the group's reviewers, never to its payer: a member reading one is its partner.
  return notification.type === 'payment_submitted' ? { kind: 'watch', contributionId: id } : { kind: 'details', contributionId: id };
}
