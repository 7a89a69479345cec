/**
 * Notifications, announcements and web push (SPEC §2 bell and /updates, §3 notifications and
 * group updates; DESIGN "Server" web push), shared by the server, the web app and the service worker.
 */
import * as z from 'zod';
import { zodError } from './errors';
import { safeText } from './text-schema';
import type { GroupUpdateRow, NotificationRow } from './sync-protocol';

/** SPEC §3 notification types (admin bell and updates page); anything else gets a default icon. */
export type NotificationType =
  | 'payment_submitted'
  | 'payment_confirmed'
  | 'payment_approved'
  | 'payment_rejected'
  | 'group_update'
  | 'reminder'
  | 'milestone'
  // Issue 11: a payout waits for a partner (to the partners), and its decision (to the admin).
  | 'payout_pending'
  | 'payout_approved'
  | 'payout_rejected'
  // Issue 11: a confirmed payment taken back (to the payer); a purse's bank account changed (to every member and partner).
  | 'payment_reversed'
  | 'bank_details_changed'
  // Issue 23: a payout told to every member; a purse's amount per member changed.
  | 'payout_made'
  | 'purse_dues_changed'
  // Issue 23 §2: a request for a partner's approval (to the partners), its answer (to the admin), the rule changed (to everyone).
  | 'approval_requested'
  | 'approval_decided'
  | 'approval_rule_changed'
  // Issue 23 §3: the reader made an accountability partner; a partner removed (to them and every member).
  | 'partner_added'
  | 'partner_removed'
  // Issue 25 §5: a request to swap places in a rotation, its answer and the admin's decision.
  | 'rotation_swap'
  | 'other';

export { ANNOUNCEMENT_PRIORITIES, announcementSchema, type AnnouncementInput, type AnnouncementPriority } from './announcements';

/**
 * A reminder an admin sends to the members of a purse who have not contributed yet
 * (POST /api/projects/{projectId}/reminders). Online only: it is a push, now.
 */
export const reminderSchema = z.object({
  /** Only these members (a subset of those who have not paid); all of them when left out. */
  userIds: z.array(z.string().min(1)).max(1000).optional(),
  message: safeText(z.string().trim().max(500, zodError('textTooLong')), 'Message', { multiline: true }).optional(),
});

/** What a push message carries: enough to show and route, no more personal data than needed. */
export interface PushPayload {
  title: string;
  body: string;
  /** Collapses repeats: a newer push with the same tag replaces the older notification. */
  tag: string;
  /** Where a tap on the notification leads (same origin path). */
  url: string;
}

export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), tag: z.string(), url: z.string().startsWith('/') });

/** The admin's deep link to review a contribution. @example reviewLink('c1') === '/admin?review=c1' */
export function reviewLink(contributionId: string): string {
  return `/admin?review=${encodeURIComponent(contributionId)}`;
}

/** The member's deep link to a contribution's details. @example contributionLink('c1') === '/my-contributions?c=c1' */
export function contributionLink(contributionId: string): string {
  return `/my-contributions?c=${encodeURIComponent(contributionId)}`;
}

/** A browser's push subscription as PushSubscription.toJSON() gives it (POST /api/push/subscriptions). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().startsWith('https://', 'Push endpoints use https'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** GET /api/notifications item (SPEC §3 notifications): the session user's own, with the group's name. */
export type NotificationItem = Omit<NotificationRow, 'revision'> & { groupName: string | null };

/** GET /api/group-updates item and the answer to POST /api/groups/{groupId}/updates (SPEC §3 group update). */
export type GroupUpdateItem = Omit<GroupUpdateRow, 'revision'> & { groupName: string };

/** A member as the Send Reminders screen lists them. */
export interface ReminderPerson {
  userId: string;
  fullName: string;
  username: string;
}

/**
 * GET /api/projects/{projectId}/unpaid-members (the purse's admin only): who has paid into the
 * purse and who has not, with its progress, for the reminder push and the WhatsApp summary.
 * Money is in naira decimal strings ("5000.00"), as everywhere in the REST answers.
 */
export interface PurseStanding {
  project: {
    id: string;
    name: string;
    groupId: string;
    groupName: string;
    target: string;
    collected: string;
    /** collected / target, whole percent (SPEC §9). */
    percent: number;
    deadline: string | null;
  };
  /** What each member owes (issue 23 §1), or null: the purse asks no set amount. */
  amountPerMember: string | null;
  /** Paid in full (with an amount per member), or gave anything confirmed (without): `amount` is confirmed money only, `pendingAmount` what more awaits confirmation. */
  paid: (ReminderPerson & { amount: string; pendingAmount: string })[];
  /** Part-paid: some confirmed money, `left` still to pay (only with an amount per member). */
  part: (ReminderPerson & { amount: string; left: string; pendingAmount: string })[];
  /** Nothing confirmed but a payment awaits confirmation: not counted as paid. */
  awaiting: (ReminderPerson & { pendingAmount: string })[];
  /** Nothing confirmed or pending. */
  unpaid: ReminderPerson[];
  /** Active members, and how many of them have any confirmed money in the purse. */
  members: number;
  contributed: number;
  /** Only with an amount per member, when every active member has paid it in full (shared/member-dues.ts). */
  everyonePaid: boolean;
}

/** POST /api/projects/{projectId}/reminders answer: who was reminded. */
export interface RemindersSent {
  reminded: number;
  members: ReminderPerson[];
}
