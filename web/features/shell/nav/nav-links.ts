import type { Role } from '../../../../shared/auth-schemas';
import {
  nav_generateReport,
  nav_groups,
  nav_joinGroup,
  nav_makePayment,
  nav_myContributions,
  nav_sendReminders,
  nav_updates,
  nav_withUnread,
} from '../../../../shared/i18n/paraglide/messages.js';

export type NavPath = '/groups' | '/join-group' | '/make-payment' | '/my-contributions' | '/updates';

/** The top navigation's links per role (SPEC §2), labelled in the language shown now. */
export function navLinksFor(role: Role): { to: NavPath; label: string }[] {
  if (role === 'admin') return [{ to: '/groups', label: nav_groups() }];
  return [
    { to: '/join-group', label: nav_joinGroup() },
    { to: '/make-payment', label: nav_makePayment() },
    { to: '/my-contributions', label: nav_myContributions() },
    { to: '/updates', label: nav_updates() },
  ];
}

/**
 * A link's accessible name with its unread count: the badge is drawn, so the count must be said.
 * @example withUnread('Updates', 2) === 'Updates, 2 unread'; withUnread('Updates', 0) === 'Updates'
 */
export function withUnread(label: string, unread: number): string {
  return unread > 0 ? nav_withUnread({ label, count: unread }) : label;
}

/** The admin's action buttons (SPEC §2): Send Reminders opens its dialog; Generate Report opens /report. */
export const ADMIN_ACTIONS = ['reminders', 'report'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** An admin action's button text. */
export function adminActionLabel(action: AdminAction): string {
  return action === 'reminders' ? nav_sendReminders() : nav_generateReport();
}
