/**
 * How a notification looks by its type (SPEC §3): payment submitted, confirmed or approved,
 * rejected, group update, reminder, milestone; the treasurer's books (issue 11): a payout waiting
 * for a partner, approved or rejected, a payment reversed, a purse's bank account changed. Any
 * other type gets the default look.
 */

export type NotificationIconName = 'upload' | 'approved' | 'rejected' | 'megaphone' | 'alarm' | 'trophy' | 'bell' | 'payout' | 'reversed' | 'bank';

export interface NotificationLook {
  icon: NotificationIconName;
  /** Classes of the round badge behind the icon: a tint and an icon colour of at least 3:1. */
  tone: string;
}

const LOOKS: Record<string, NotificationLook> = {
  payment_submitted: { icon: 'upload', tone: 'bg-info/10 text-info' },
  payment_confirmed: { icon: 'approved', tone: 'bg-success/10 text-success' },
  payment_approved: { icon: 'approved', tone: 'bg-success/10 text-success' },
  payment_rejected: { icon: 'rejected', tone: 'bg-error/10 text-error' },
  group_update: { icon: 'megaphone', tone: 'bg-primary/10 text-primary' },
  reminder: { icon: 'alarm', tone: 'bg-warning/15 text-[#9a5200]' },
  milestone: { icon: 'trophy', tone: 'bg-secondary/25 text-[#7a5200]' },
  payout_pending: { icon: 'payout', tone: 'bg-warning/15 text-[#9a5200]' },
  payout_approved: { icon: 'approved', tone: 'bg-success/10 text-success' },
  payout_rejected: { icon: 'rejected', tone: 'bg-error/10 text-error' },
  payment_reversed: { icon: 'reversed', tone: 'bg-error/10 text-error' },
  // A changed account is the commonest fraud in a group: it looks like a warning, not news.
  bank_details_changed: { icon: 'bank', tone: 'bg-warning/15 text-[#9a5200]' },
  // Issue 23: a new role is news; a partner removed takes away a check on money out, so it warns.
  partner_added: { icon: 'megaphone', tone: 'bg-primary/10 text-primary' },
  partner_removed: { icon: 'alarm', tone: 'bg-warning/15 text-[#9a5200]' },
};

const DEFAULT_LOOK: NotificationLook = { icon: 'bell', tone: 'bg-base-200 text-base-content/75' };

/**
 * The icon and colours for a notification type; unknown types (and 'other') get the bell.
 * @example notificationLook('payment_approved').icon === 'approved'; notificationLook('x').icon === 'bell'
 */
export function notificationLook(type: string): NotificationLook {
  return Object.hasOwn(LOOKS, type) ? LOOKS[type]! : DEFAULT_LOOK;
}
