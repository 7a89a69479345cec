/**
 * Sending a purse's reminder (POST /api/projects/{projectId}/reminders): a push, now, to the
 * members who have not paid, so it needs the network (unlike the rest of the app).
 */
import * as z from 'zod';
import { MESSAGES } from '../../../shared/errors';
import { api, errorMessage, OfflineError } from '../../lib/api';
import { reminders_failed, reminders_nobodyNeeded, reminders_remindedCount } from '../../../shared/i18n/paraglide/messages.js';

const reminderAnswerSchema = z.object({ reminded: z.number().int().nonnegative() });

/** `unanswered`: no answer came (offline, or lost on the way back): the reminder may have gone out, and a retry must use the same key. */
export type ReminderOutcome = { ok: true; reminded: number } | { ok: false; message: string; unanswered?: true };

/** Ours: the spec names no text for a failed reminder. */
export const REMINDER_FAILED = reminders_failed;

/**
 * Sends the reminder to every member who has not paid (the server decides who, from its own
 * rows, by the rule of purse-payers.ts: a member whose payment awaits confirmation is not reminded). Expected failures come back as a message to show, never as a throw.
 * `key` (Idempotency-Key): the same for every try of one reminder, so the members are reminded once.
 * @example const outcome = await sendPurseReminder('p1', 'Please contribute to Xmas Party.', navigator.onLine, key)
 */
export async function sendPurseReminder(projectId: string, message: string, online = typeof navigator === 'undefined' || navigator.onLine, key?: string): Promise<ReminderOutcome> {
  if (!online) return { ok: false, message: MESSAGES.reminderNeedsConnection };
  try {
    const answer = await api.post(`/api/projects/${encodeURIComponent(projectId)}/reminders`, { message }, reminderAnswerSchema, { idempotencyKey: key });
    return { ok: true, reminded: answer.reminded };
  } catch (error) {
    if (error instanceof OfflineError) return { ok: false, message: MESSAGES.reminderNeedsConnection, unanswered: true };
    return { ok: false, message: errorMessage(error, REMINDER_FAILED()) };
  }
}

/**
 * What the admin is told after sending.
 * @example remindedText(3) === 'Reminder sent to 3 members.'
 */
export function remindedText(reminded: number): string {
  // Zero: no member was left who has not paid (none joined, or all paid or await confirmation).
  if (reminded === 0) return reminders_nobodyNeeded();
  return reminders_remindedCount({ count: reminded });
}
