/**
 * The admin's notification bell in numbers and words (SPEC §2 "Notification bell", §9): the badge,
 * the button's accessible name, the header line, and which items the popover lists.
 */
import { notifications_allCaughtUp, notifications_bellLabel, notifications_morePending, notifications_title, notifications_unreadCount } from '../../../../shared/i18n/paraglide/messages.js';

/** The popover lists this many notifications (SPEC §9). */
export const BELL_LIST_CAP = 10;
/** ...and previews this many pending approvals (SPEC §9). */
export const PENDING_PREVIEW = 3;
/** The admin dashboard's notifications card lists this many (SPEC §9). */
export const DASHBOARD_NOTIFICATIONS = 5;

/**
 * The badge on the bell: nothing at 0, the count up to 9, '9+' above 9 (SPEC §9).
 * @example unreadBadge(0) === null; unreadBadge(3) === '3'; unreadBadge(12) === '9+'
 */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}

/**
 * The bell button's accessible name: the badge is drawn, so the count must be said.
 * @example bellLabel(3) === 'Notifications, 3 unread'; bellLabel(0) === 'Notifications'
 */
export function bellLabel(unread: number): string {
  return unread > 0 ? notifications_bellLabel({ count: unread }) : notifications_title();
}

/**
 * The popover header's line: the unread count, or 'All caught up!' (SPEC §2).
 * @example bellHeaderStatus(2) === '2 unread'; bellHeaderStatus(0) === 'All caught up!'
 */
export function bellHeaderStatus(unread: number): string {
  return unread > 0 ? notifications_unreadCount({ count: unread }) : notifications_allCaughtUp();
}

/**
 * The line under the pending-approval preview (SPEC §2).
 * @example morePendingLabel(4) === '+4 more pending...'
 */
export function morePendingLabel(rest: number): string {
  return notifications_morePending({ count: rest });
}

export interface BellLists<N, P> {
  /** The first BELL_LIST_CAP notifications. */
  shown: N[];
  /** 'View all notifications' appears only when there are more than the popover lists. */
  viewAll: boolean;
  /** The first PENDING_PREVIEW pending contributions. */
  pendingShown: P[];
  /** How many pending contributions the preview leaves out ('+n more pending...'), 0 for none. */
  pendingMore: number;
}

/**
 * What the popover lists, from newest-first notifications and pending contributions.
 * @example bellLists(elevenNotifications, []).viewAll === true
 */
export function bellLists<N, P>(notifications: readonly N[], pending: readonly P[]): BellLists<N, P> {
  return {
    shown: notifications.slice(0, BELL_LIST_CAP),
    viewAll: notifications.length > BELL_LIST_CAP,
    pendingShown: pending.slice(0, PENDING_PREVIEW),
    pendingMore: Math.max(0, pending.length - PENDING_PREVIEW),
  };
}
