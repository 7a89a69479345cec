/**
 * Announcements a group's admin posts: their one schema, for the REST call, the sync mutation and
 * the form (sync-protocol.ts imports it from here, notifications.ts re-exports it).
 */
import * as z from 'zod';
import { zodError, type MessageKey } from './errors';
import { rowIdSchema } from './group-schemas';
import { safeText } from './text-schema';
import type { FieldName } from './text';

export const ANNOUNCEMENT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

const text = (required: MessageKey, max: number, field: FieldName, opts: { multiline?: boolean } = {}) =>
  safeText(z.string(zodError(required)).trim().min(1, zodError(required)).max(max, zodError('textTooLong')), field, opts);

/**
 * An announcement a group's admin posts (POST /api/groups/{groupId}/updates and the
 * 'announcement.create' mutation). The spec reads announcements but never says who writes them: admins do.
 * @example announcementSchema.parse({ title: 'Meeting moved', message: 'Now on Saturday', priority: 'high' })
 */
export const announcementSchema = z.object({
  id: rowIdSchema.optional(),
  title: text('announcementTitleRequired', 120, 'Title'),
  message: text('announcementMessageRequired', 2000, 'Message', { multiline: true }),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, zodError('announcementPriorityInvalid')).default('medium'),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
