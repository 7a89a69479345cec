/**
 * The Post Announcement form (admins; the spec reads announcements but never says who writes
 * them): the shared announcement schema plus the group it goes to.
 */
import * as z from 'zod';
import { MESSAGES } from '../../../shared/errors';
import { announcementSchema, type AnnouncementPriority } from '../../../shared/notifications';
import { updates_priorityHigh, updates_priorityLow, updates_priorityMedium } from '../../../shared/i18n/paraglide/messages.js';

/** @example announcementFormSchema.parse({ groupId: 'g1', title: 'Meeting', message: 'Saturday', priority: 'high' }) */
export const announcementFormSchema = announcementSchema.omit({ id: true }).extend({
  groupId: z.string().min(1, { error: () => MESSAGES.groupRequired }),
});
export type AnnouncementFormInput = z.input<typeof announcementFormSchema>;

/** The priority select's options, most urgent first; each label is a message, called where shown. */
export const PRIORITY_OPTIONS: { value: AnnouncementPriority; label: () => string }[] = [
  { value: 'high', label: updates_priorityHigh },
  { value: 'medium', label: updates_priorityMedium },
  { value: 'low', label: updates_priorityLow },
];

/** A new form: the only group chosen already when there is just one; medium priority (the schema's default). */
export function emptyAnnouncement(groupIds: readonly string[]): AnnouncementFormInput {
  return { groupId: groupIds.length === 1 ? groupIds[0]! : '', title: '', message: '', priority: 'medium' };
}
