/**
 * The database records the presenters read (one type per table), and a person's names as
 * joined onto a row.
 */
import type { accountabilityPartners, contributions, groupMembers, groups, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';

export type GroupRecord = typeof groups.$inferSelect;
export type PurseRecord = typeof projects.$inferSelect;
export type MemberRecord = typeof groupMembers.$inferSelect;
export type PartnerRecord = typeof accountabilityPartners.$inferSelect;
export type ContributionRecord = typeof contributions.$inferSelect;
export type NotificationRecord = typeof notifications.$inferSelect;
export type GroupUpdateRecord = typeof groupUpdates.$inferSelect;
export type PayoutRecord = typeof payouts.$inferSelect;
export type HistoryRecord = typeof historyEntries.$inferSelect;
export interface Person {
  fullName: string;
  username: string;
}

/** A time as ISO text, null kept. */
export const iso = (date: Date | null) => (date === null ? null : date.toISOString());
