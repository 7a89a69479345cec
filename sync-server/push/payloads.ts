import type { Locale } from '../../shared/i18n/languages';
import {
  notice_bankChangedPushBody,
  notice_bankChangedPushTitle,
  notice_cashRecordedPushBody,
  notice_cashRecordedPushTitle,
  notice_noAccount,
  notice_paymentApprovedPushBody,
  notice_paymentApprovedPushTitle,
  notice_paymentRejectedPushBody,
  notice_paymentRejectedPushTitle,
  notice_paymentReversedPushBody,
  notice_paymentReversedPushTitle,
  notice_paymentSubmittedPushBody,
  notice_paymentSubmittedPushTitle,
  notice_payoutApprovedPushBody,
  notice_payoutApprovedPushTitle,
  notice_payoutPendingPushBody,
  notice_payoutPendingPushTitle,
  notice_payoutRejectedPushBody,
  notice_payoutRejectedPushTitle,
  notice_reminderMessage,
  notice_reminderOwedMessage,
  notice_reminderPushTitle,
  notice_payoutMadePushBody,
  notice_payoutMadePushTitle,
  notice_payoutMadeUnapprovedPushBody,
  notice_duesChangedPushBody,
  notice_duesChangedTitle,
  notice_duesNone,
  notice_approvalRequestedTitle,
  notice_ruleOffTitle,
  notice_ruleOnTitle,
} from '../../shared/i18n/paraglide/messages.js';
import { formatNaira } from '../../shared/money';
import { noticeText, type NoticeParams } from '../../shared/notices';
import { contributionLink, reviewLink, type PushPayload } from '../../shared/notifications';
import type { PushUrgency } from './sender';

/**
 * What each event pushes (DESIGN "Server" web push). A push is shown on a lock screen, so it
 * carries what a glance needs and a deep link, and no more personal data: a first name and an
 * initial, never a phone number, reference or note. Its words are rendered in each recipient's
 * language when it is queued for them (queue.ts reads users.locale); money stays en-NG.
 */
export interface PushNotice {
  /** The payload in the recipient's language; the tag and link are the same in every language. */
  render: (locale: Locale) => PushPayload;
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

/** A text flattened to one line and cut to `max` characters with an ellipsis. @example clip('a  b', 80) === 'a b' */
export function clip(text: string, max: number): string {
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
 * A payment waits for review: the tap opens the review (DESIGN's /admin?review=ID), where the admin
 * decides; a partner, who may look but not decide, is sent on to the same payment read-only
 * (issue 23 §3), so both get the one link.
 * @example paymentSubmittedPush({ id, amountKobo: 500_000 }, { contributorName: 'Kemi Balogun', purpose: 'Xmas Party' }).render('en').body === 'Kemi B. sent ₦5,000 for Xmas Party'
 */
export function paymentSubmittedPush(
  contribution: { id: string; amountKobo: number },
  context: { contributorName: string; purpose: string },
): PushNotice {
  const words = { name: shortName(context.contributorName), amount: formatNaira(contribution.amountKobo), purpose: context.purpose };
  return {
    render: (locale) => ({
      title: notice_paymentSubmittedPushTitle({}, { locale }),
      body: clip(notice_paymentSubmittedPushBody(words, { locale }), BODY_MAX),
      tag: contributionTag(contribution.id),
      url: reviewLink(contribution.id),
    }),
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/** The admin decided: the contributor's tap opens the contribution's details. */
export function paymentDecidedPush(contribution: { id: string; amountKobo: number }, status: 'confirmed' | 'rejected', purpose: string): PushNotice {
  const words = { amount: formatNaira(contribution.amountKobo), purpose };
  const [title, body] = status === 'confirmed' ? [notice_paymentApprovedPushTitle, notice_paymentApprovedPushBody] : [notice_paymentRejectedPushTitle, notice_paymentRejectedPushBody];
  return {
    render: (locale) => ({ title: title({}, { locale }), body: clip(body(words, { locale }), BODY_MAX), tag: contributionTag(contribution.id), url: contributionLink(contribution.id) }),
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/** A group's admin posted an announcement: the admin's own words, the same in every language. */
export function announcementPush(update: { id: string; title: string; message: string }, groupName: string): PushNotice {
  return {
    render: () => ({ title: clip(`${groupName}: ${update.title}`, TITLE_MAX), body: clip(update.message, BODY_MAX), tag: `update-${update.id}`, url: '/updates' }),
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/**
 * A notice's own words in the recipient's language, as a push: for notices whose lock-screen text
 * is the notice itself (a newer one with the same `tag` replaces an older).
 * @example noticePush('fine-p1', '/updates', params).render('en').title === 'Late fine changed'
 */
export function noticePush(tag: string, url: string, params: NoticeParams): PushNotice {
  return {
    render: (locale) => {
      const text = noticeText({ type: 'reminder', title: '', message: '', params }, locale);
      return { title: clip(text.title, TITLE_MAX), body: clip(text.message, BODY_MAX), tag, url };
    },
    ttlSeconds: REMINDER_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/**
 * A levy's, dues' or rotation's period falls due soon, today, or is overdue (issue 25 §7): the
 * notice's own words in the member's language; a newer one for the purse replaces an older.
 * @example duesDuePush('p1', { kind: 'duesDue', purse: 'Dues (Ajo Circle)', amountKobo: 500_000, dueDay: '2026-03-31', moment: 'soon' }).render('en').body === 'Dues (Ajo Circle): ₦5,000 to pay by 31 Mar 2026.'
 */
export function duesDuePush(projectId: string, params: Extract<NoticeParams, { kind: 'duesDue' }>): PushNotice {
  return noticePush(`dues-${projectId}`, `/member-payment?purse=${encodeURIComponent(projectId)}`, params);
}

/**
 * An admin reminds a member who has not paid into a purse; a newer reminder for the purse replaces
 * an older one. The admin's own note goes as typed; without one, the default in the member's language.
 * @example reminderPush({ id: 'p1' }, null, 'Xmas Party (Ajo Circle)').render('en').body === 'Please remember to contribute to Xmas Party (Ajo Circle).'
 */
export function reminderPush(project: { id: string }, note: string | null, purse: string, leftKobo: number | null = null): PushNotice {
  return {
    render: (locale) => ({
      title: notice_reminderPushTitle({}, { locale }),
      // What they still owe comes first: the lock screen may cut the admin's words.
      body: clip(
        [leftKobo ? notice_reminderOwedMessage({ amount: formatNaira(leftKobo), purse }, { locale }) : null, note].filter(Boolean).join(' ') ||
          notice_reminderMessage({ purse }, { locale }),
        BODY_MAX,
      ),
      tag: `reminder-${project.id}`,
      url: `/member-payment?purse=${encodeURIComponent(project.id)}`,
    }),
    ttlSeconds: REMINDER_PUSH_TTL_S,
    urgency: 'normal',
  };
}

const payoutTag = (payoutId: string) => `payout-${payoutId}`;

/**
 * Money left a purse (issue 23 §2): every member is told, so no payout is silent. The lock screen
 * says who got it and whether anybody approved it; the tap opens the updates.
 * @example payoutMadePush({ id, amountKobo: 6_000_000, recipient: 'Chioma' }, 'Xmas Party', null).render('en').body === '₦60,000 from Xmas Party to Chioma, not approved by anyone.'
 */
export function payoutMadePush(payout: { id: string; amountKobo: number; recipient: string }, purseName: string, approver: string | null): PushNotice {
  return {
    render: (locale) => {
      const words = { amount: formatNaira(payout.amountKobo), purse: purseName, recipient: payout.recipient };
      return {
        title: notice_payoutMadePushTitle({}, { locale }),
        body: clip(approver ? notice_payoutMadePushBody(words, { locale }) : notice_payoutMadeUnapprovedPushBody(words, { locale }), BODY_MAX),
        tag: `${payoutTag(payout.id)}-made`,
        url: '/updates',
      };
    },
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/** The admin asks the partners to agree to a change of the payout-approval rule, or the answer (issue 23 §2): the tap opens the dashboard, where it is decided. */
export function approvalRequestPush(group: { id: string; name: string }): PushNotice {
  return {
    render: (locale) => ({ title: notice_approvalRequestedTitle({}, { locale }), body: clip(group.name, BODY_MAX), tag: `approval-${group.id}`, url: '/dashboard' }),
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/** Payouts of the group now need, or no longer need, a partner's approval: everyone is told. */
export function approvalRulePush(group: { id: string; name: string }, required: boolean): PushNotice {
  return {
    render: (locale) => ({
      title: required ? notice_ruleOnTitle({}, { locale }) : notice_ruleOffTitle({}, { locale }),
      body: clip(group.name, BODY_MAX),
      tag: `approval-rule-${group.id}`,
      url: '/updates',
    }),
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/** A purse's amount per member changed (issue 23 §1); a newer change of the same purse replaces the push. */
export function duesChangedPush(project: { id: string; name: string }, afterKobo: number | null): PushNotice {
  return {
    render: (locale) => ({
      title: notice_duesChangedTitle({}, { locale }),
      body: clip(notice_duesChangedPushBody({ purse: project.name, after: afterKobo === null ? notice_duesNone({}, { locale }) : formatNaira(afterKobo) }, { locale }), BODY_MAX),
      tag: `dues-${project.id}`,
      url: '/updates',
    }),
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/**
 * The admin recorded a payout that waits for a partner's approval; the partner's tap opens their
 * dashboard. The recipient (free text, often a person) stays out of the lock screen.
 * @example payoutPendingPush({ id, amountKobo: 5_000_000 }, 'Xmas Party').render('en').body === '₦50,000 from Xmas Party waits for your approval.'
 */
export function payoutPendingPush(payout: { id: string; amountKobo: number }, purseName: string): PushNotice {
  const words = { amount: formatNaira(payout.amountKobo), purse: purseName };
  return {
    render: (locale) => ({
      title: notice_payoutPendingPushTitle({}, { locale }),
      body: clip(notice_payoutPendingPushBody(words, { locale }), BODY_MAX),
      tag: payoutTag(payout.id),
      url: '/dashboard',
    }),
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/** A partner decided the admin's payout; the admin's tap opens their dashboard. */
export function payoutDecidedPush(payout: { id: string; amountKobo: number }, status: 'approved' | 'rejected', purseName: string): PushNotice {
  const words = { amount: formatNaira(payout.amountKobo), purse: purseName };
  const [title, body] = status === 'approved' ? [notice_payoutApprovedPushTitle, notice_payoutApprovedPushBody] : [notice_payoutRejectedPushTitle, notice_payoutRejectedPushBody];
  return {
    render: (locale) => ({ title: title({}, { locale }), body: clip(body(words, { locale }), BODY_MAX), tag: payoutTag(payout.id), url: '/admin' }),
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/** The admin recorded cash the member handed over: confirmed at once, the tap opens its details. */
export function cashRecordedPush(contribution: { id: string; amountKobo: number }, purpose: string): PushNotice {
  const words = { amount: formatNaira(contribution.amountKobo), purpose };
  return {
    render: (locale) => ({
      title: notice_cashRecordedPushTitle({}, { locale }),
      body: clip(notice_cashRecordedPushBody(words, { locale }), BODY_MAX),
      tag: contributionTag(contribution.id),
      url: contributionLink(contribution.id),
    }),
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'normal',
  };
}

/** The admin reversed a confirmed payment; the reason is read in the app, not on the lock screen. */
export function paymentReversedPush(contribution: { id: string; amountKobo: number }, purpose: string): PushNotice {
  const words = { amount: formatNaira(contribution.amountKobo), purpose };
  return {
    render: (locale) => ({
      title: notice_paymentReversedPushTitle({}, { locale }),
      body: clip(notice_paymentReversedPushBody(words, { locale }), BODY_MAX),
      tag: contributionTag(contribution.id),
      url: contributionLink(contribution.id),
    }),
    ttlSeconds: PAYMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}

/**
 * A purse's bank account changed: the most common fraud in a group is a quietly changed account
 * number, so everyone is told at once, with the new account on the lock screen; the old and new
 * side by side are in the app's notification. A newer change of the same purse replaces the push.
 * `newAccount` is the account's one-line form, null when the purse now shows none.
 */
export function bankChangedPush(project: { id: string; name: string }, newAccount: string | null): PushNotice {
  return {
    render: (locale) => ({
      title: notice_bankChangedPushTitle({}, { locale }),
      body: clip(notice_bankChangedPushBody({ purse: project.name, account: newAccount ?? notice_noAccount({}, { locale }) }, { locale }), BODY_MAX),
      tag: `bank-${project.id}`,
      url: '/updates',
    }),
    ttlSeconds: ANNOUNCEMENT_PUSH_TTL_S,
    urgency: 'high',
  };
}
