import { formatNaira } from '../../shared/money';
import { contributionLink, reviewLink, type PushPayload } from '../../shared/notifications';
import type { PushUrgency } from './sender';

/**
 * What each event pushes (DESIGN "Server" web push). A push is shown on a lock screen, so it
 * carries what a glance needs and a deep link, and no more personal data: a first name and an
 * initial, never a phone number, reference or note.
 */
export interface PushNotice {
  payload: PushPayload;
  /** How long a push service may hold it for an offline phone. */
  ttlSeconds: number;
  urgency: PushUrgency;
}

const HOUR_S = 60 * 60;
/** A payment event is stale after a day: by then the app's own sync has told the user. */
export const PAYMENT_PUSH_TTL_S = 24 * HOUR_S;
export const REMINDER_PUSH_TTL_S = 24 * HOUR_S;
export const ANNOUNCEMENT_PUSH_TTL_S = 3 * 24 * HOUR_S;

const TITLE_MAX = 80;
const BODY_MAX = 180;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A first name and the initial of the last: enough for an admin to know who paid.
 * @example shortName('Kemi Balogun') === 'Kemi B.'; shortName('Kemi') === 'Kemi'
 */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts.at(-1) : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

const contributionTag = (contributionId: string) => `contribution-${contributionId}`;

/**
 * A payment waits for review: the admin's tap opens the review dialog; a partner, who may look but
 * not decide, lands on their dashboard.
 * @example paymentSubmittedPush({ id, amountKobo: 500_000 }, { contributorName: 'Kemi Balogun', purpose: 'Xmas Party' }, 'admin').payload.body === 'Kemi B. sent ₦5,000 for Xmas Party'
 */
export function paymentSubmittedPush(
  contribution: { id: string; amountKobo: number },
  context: { contributorName: string; purpose: string },
  recipient: 'admin' | 'partner',
): PushNotice {
  return {
    payload: {
      title: 'New payment to review',
      body: clip(`${shortName(context.contributorName)} sent ${formatNaira(contribution.amountKobo)} for ${context.purpose}`, BODY_MAX),
      tag: contributionTag(contribution.id),
      url: recipient === 'admin' ? reviewLink(contribution.id) : '/dashboard',
    },
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/** The admin decided: the contributor's tap opens the contribution's details. */
export function paymentDecidedPush(contribution: { id: string; amountKobo: number }, status: 'confirmed' | 'rejected', purpose: string): PushNotice {
  const amount = formatNaira(contribution.amountKobo);
  return {
    payload:
      status === 'confirmed'
        ? { title: 'Payment approved', body: clip(`Your ${amount} for ${purpose} was approved.`, BODY_MAX), tag: contributionTag(contribution.id), url: contributionLink(contribution.id) }
        : { title: 'Payment rejected', body: clip(`Your ${amount} for ${purpose} was rejected. Tap to see why.`, BODY_MAX), tag: contributionTag(contribution.id), url: contributionLink(contribution.id) },
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/** A group's admin posted an announcement. */
export function announcementPush(update: { id: string; title: string; message: string }, groupName: string): PushNotice {
  return {
    payload: { title: clip(`${groupName}: ${update.title}`, TITLE_MAX), body: clip(update.message, BODY_MAX), tag: `update-${update.id}`, url: '/updates' },
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/** An admin reminds a member who has not paid into a purse; a newer reminder for the purse replaces an older one. */
export function reminderPush(project: { id: string }, message: string): PushNotice {
  return {
    payload: { title: 'Payment reminder', body: clip(message, BODY_MAX), tag: `reminder-${project.id}`, url: '/member-payment' },
    ttlSeconds: REMINDER_PUSH_TTL_S,
    urgency: 'normal',
  };
}
