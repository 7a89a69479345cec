/**
 * How a notification looks by its type (SPEC §3): payment submitted, confirmed or approved,
 * rejected, group update, reminder, milestone; any other type gets the default look.
 */

export type NotificationIconName = 'upload' | 'approved' | 'rejected' | 'megaphone' | 'alarm' | 'trophy' | 'bell';

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
};

const DEFAULT_LOOK: NotificationLook = { icon: 'bell', tone: 'bg-base-200 text-base-content/75' };

/**
 * The icon and colours for a notification type; unknown types (and 'other') get the bell.
 * @example notificationLook('payment_approved').icon === 'approved'; notificationLook('x').icon === 'bell'
 */
export function notificationLook(type: string): NotificationLook {
  return Object.hasOwn(LOOKS, type) ? LOOKS[type]! : DEFAULT_LOOK;
}
