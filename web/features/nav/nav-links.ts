import type { Role } from '../../../shared/auth-schemas';

export type NavPath = '/groups' | '/join-group' | '/make-payment' | '/my-contributions' | '/updates';

/** The top navigation's links per role (SPEC §2). */
export function navLinksFor(role: Role): { to: NavPath; label: string }[] {
  if (role === 'admin') return [{ to: '/groups', label: 'Groups' }];
  return [
    { to: '/join-group', label: 'Join Group' },
    { to: '/make-payment', label: 'Make Payment' },
    { to: '/my-contributions', label: 'My Contributions' },
    { to: '/updates', label: 'Updates' },
  ];
}

/**
 * A link's accessible name with its unread count: the badge is drawn, so the count must be said.
 * @example withUnread('Updates', 2) === 'Updates, 2 unread'; withUnread('Updates', 0) === 'Updates'
 */
export function withUnread(label: string, unread: number): string {
  return unread > 0 ? `${label}, ${unread} unread` : label;
}

/** The admin's action buttons (SPEC §2): Send Reminders opens its dialog; Generate Report opens /report. */
export const ADMIN_ACTIONS = ['Send Reminders', 'Generate Report'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
