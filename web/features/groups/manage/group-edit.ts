/**
 * Manage Group (issue 11 §3, §7; issue 13 §2; issue 15): the group's name, description, whether
 * members see each other's amounts, how old a receipt may be before it is flagged, and the language
 * of its WhatsApp messages; only what changed is sent.
 */
import * as z from 'zod';
import { RECEIPT_MAX_AGE_DAYS } from '../../../../shared/books';
import { MESSAGES } from '../../../../shared/errors';
import { createGroupSchema } from '../../../../shared/group-schemas';
import { LOCALES } from '../../../../shared/i18n/languages';
import type { GroupChanges } from '../../../data/books-writes';
import type { LocalGroup } from '../../../data/db';
import { groupLocale } from '../../../lib/group-locale';

/**
 * receiptMaxAgeDays is missing on a group stored on the phone before issue 13, locale before issue
 * 15: the defaults apply.
 */
type Group = Pick<LocalGroup, 'name' | 'description' | 'showMemberAmounts'> & { receiptMaxAgeDays?: number; locale?: string | null };

/** What Manage Group sends: books-writes' GroupChanges and the group's WhatsApp language. */

// A function, so the message is read in the language of the moment the form is checked.
const invalidDays = { error: () => MESSAGES.receiptMaxAgeDaysInvalid };

/** The form's rules: the create form's name and description; the setting is a switch; the days a whole number in range. */
export const groupEditSchema = z.object({
  name: createGroupSchema.shape.name,
  description: createGroupSchema.shape.description,
  showMemberAmounts: z.boolean(),
  // Typed as text (a number input gives a string): digits only, so '7.5', '1e2' or '' are refused, not rounded.
  receiptMaxAgeDays: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, invalidDays)
    .transform(Number)
    .pipe(z.number().min(RECEIPT_MAX_AGE_DAYS.min, invalidDays).max(RECEIPT_MAX_AGE_DAYS.max, invalidDays)),
  locale: z.enum(LOCALES),
});

export type GroupEdit = z.output<typeof groupEditSchema>;

/** The form's starting values: the group as it is. */
export function groupEditValues(group: Group) {
  return {
    name: group.name,
    description: group.description ?? '',
    showMemberAmounts: group.showMemberAmounts,
    receiptMaxAgeDays: String(group.receiptMaxAgeDays ?? RECEIPT_MAX_AGE_DAYS.default),
    locale: groupLocale(group),
  };
}

/**
 * What the admin changed, as updateGroup takes it ({} when nothing did).
 * @example groupChanges({ name: 'Ajo', description: null, showMemberAmounts: true }, { name: 'Ajo', description: null, showMemberAmounts: false }) // { showMemberAmounts: false }
 */
export function groupChanges(group: Group, edit: GroupEdit): GroupChanges {
  return {
    ...(edit.name !== group.name ? { name: edit.name } : {}),
    ...(edit.description !== (group.description || null) ? { description: edit.description } : {}),
    ...(edit.showMemberAmounts !== group.showMemberAmounts ? { showMemberAmounts: edit.showMemberAmounts } : {}),
    ...(edit.receiptMaxAgeDays !== (group.receiptMaxAgeDays ?? RECEIPT_MAX_AGE_DAYS.default) ? { receiptMaxAgeDays: edit.receiptMaxAgeDays } : {}),
    ...(edit.locale !== groupLocale(group) ? { locale: edit.locale } : {}),
  };
}
