/**
 * Updates: notifications and announcements. What other features may use.
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { AdminNotificationsCard } from './notifications/AdminNotificationsCard';
export { NotificationBell } from './notifications/NotificationBell';
export { unreadBadge } from './notifications/bell-summary';
