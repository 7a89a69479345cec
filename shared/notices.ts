/**
 * Notifications as data (issue 15): the server stores each notice it makes as its type plus
 * `params` (names, kobo, reasons) and the phone renders it in the reader's language. The server
 * keeps writing the English title and message too, rendered here, so older apps still read them.
 * An announcement (and any row without params) is the admin's own words: shown as written.
 */
import * as z from 'zod';
import type { Locale } from './i18n/languages';
import {
  notice_bankChangedMessage,
  notice_bankChangedTitle,
  notice_cashRecordedMessage,
  notice_cashRecordedTitle,
  notice_noAccount,
  notice_paymentApprovedMessage,
  notice_paymentApprovedTitle,
  notice_paymentRejectedMessage,
  notice_paymentRejectedTitle,
  notice_paymentRejectedWithReason,
  notice_paymentReversedMessage,
  notice_paymentReversedTitle,
  notice_paymentSubmittedMessage,
  notice_paymentSubmittedTitle,
  notice_payoutApprovedMessage,
  notice_payoutApprovedTitle,
  notice_payoutPendingMessage,
  notice_payoutPendingTitle,
  notice_payoutRejectedMessage,
  notice_payoutRejectedTitle,
  notice_reminderMessage,
  notice_reminderOwedMessage,
  notice_reminderTitle,
  notice_payoutMadeMessage,
  notice_payoutMadeTitle,
  notice_payoutMadeUnapprovedMessage,
  notice_duesChangedTitle,
  notice_duesClearedMessage,
  notice_duesNone,
  notice_duesSetMessage,
  notice_approvalApprovedMessage,
  notice_approvalApprovedTitle,
  notice_approvalRejectedMessage,
  notice_approvalRejectedTitle,
  notice_approvalRequestedMessage,
  notice_approvalRequestedTitle,
  notice_ruleOffMessage,
  notice_ruleOffTitle,
  notice_ruleOnMessage,
  notice_ruleOnTitle,
  notice_whatRemovePartner,
  notice_whatStopRule,
  notice_partnerAddedMessage,
  notice_partnerAddedTitle,
  notice_partnerRemovedMessage,
  notice_partnerRemovedNoneLeftMessage,
  notice_partnerRemovedTitle,
  notice_partnerRemovedYouMessage,
  notice_partnerRemovedYouTitle,
  notice_duesDueTitle,
  notice_fineChangedTitle,
  notice_fineOffMessage,
  notice_finePercent,
  notice_fineSetMessage,
  notice_fineSetNoGraceMessage,
  notice_duesOverdueMessage,
  notice_duesSoonMessage,
  notice_duesTodayMessage,
  notice_swapAgreedMessage,
  notice_swapApprovedMessage,
  notice_swapAskedMessage,
  notice_swapDeclinedMessage,
  notice_swapRefusedMessage,
  notice_swapTitle,
} from './i18n/paraglide/messages.js';
import { formatNaira } from './money';
import { dayText } from './lagos-day';

/** When a period's reminder goes (issue 25 §7): in the days before its due day, on it, and after. */
export const DUE_MOMENTS = ['soon', 'today', 'overdue'] as const;
export type DueMoment = (typeof DUE_MOMENTS)[number];

/** The steps of a swap of places in a rotation that someone is told of (issue 25 §5). */
export const SWAP_STEPS = ['asked', 'declined', 'agreed', 'approved', 'refused'] as const;

const kobo = z.number().int();
const name = z.string();

/**
 * What each kind of notice needs to be written in any language. `purpose` and `purse` are names as
 * shown ("Xmas Party (Ajo Circle)"); an account is its one-line form, null when there was none.
 */
export const noticeParamsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paymentSubmitted'), contributor: name, amountKobo: kobo, purpose: name }),
  z.object({ kind: z.literal('paymentApproved'), amountKobo: kobo, purpose: name }),
  z.object({ kind: z.literal('paymentRejected'), amountKobo: kobo, purpose: name, reason: name.nullable() }),
  z.object({ kind: z.literal('cashRecorded'), amountKobo: kobo, purpose: name, paidOn: name }),
  z.object({ kind: z.literal('paymentReversed'), amountKobo: kobo, purpose: name, reason: name }),
  z.object({ kind: z.literal('payoutPending'), recorder: name, amountKobo: kobo, recipient: name, purse: name, purpose: name }),
  z.object({ kind: z.literal('payoutApproved'), amountKobo: kobo, recipient: name, purse: name, decider: name }),
  z.object({ kind: z.literal('payoutRejected'), amountKobo: kobo, recipient: name, purse: name, decider: name, reason: name }),
  z.object({ kind: z.literal('bankChanged'), purse: name, before: name.nullable(), after: name.nullable() }),
  // `note` is the admin's own reminder text, shown as typed; without one the default is rendered.
  // `leftKobo` (issue 23): what this member still owes a purse with an amount per member.
  z.object({ kind: z.literal('reminder'), purse: name, note: name.nullable(), leftKobo: kobo.nullable().optional() }),
  // Issue 23 §2: every payout is told to the group; `approver` null means nobody approved it.
  z.object({ kind: z.literal('payoutMade'), amountKobo: kobo, recipient: name, purse: name, purpose: name, approver: name.nullable() }),
  // Issue 23 §1: a purse's amount per member set, changed or dropped (null: no set amount).
  z.object({ kind: z.literal('duesChanged'), purse: name, beforeKobo: kobo.nullable(), afterKobo: kobo.nullable() }),
  // Issue 23 §2: the admin asks a partner to agree (`partner`: who would be removed, null: stop the rule); the answer.
  z.object({ kind: z.literal('approvalRequested'), admin: name, group: name, partner: name.nullable() }),
  z.object({ kind: z.literal('approvalDecided'), decider: name, group: name, partner: name.nullable(), approved: z.boolean() }),
  // Issue 23 §2: payouts of `group` now need (or no longer need, agreed by `approver`) a partner's approval.
  z.object({ kind: z.literal('approvalRule'), group: name, required: z.boolean(), approver: name.nullable() }),
  // Issue 23 §3: the reader was made an accountability partner of `group`.
  z.object({ kind: z.literal('partnerAdded'), group: name }),
  // Issue 23 §2, §3: `partner` stopped being one (null: the reader did); `remaining` partners are left.
  z.object({ kind: z.literal('partnerRemoved'), group: name, partner: name.nullable(), remaining: z.number().int() }),
  // Issue 25 §7: a levy's, dues' or rotation's period falls due soon, today, or is overdue; `amountKobo`
  // is what the member still has to send in all (arrears and fines too), `dueDay` the period's day.
  z.object({ kind: z.literal('duesDue'), purse: name, amountKobo: kobo, dueDay: name, moment: z.enum(DUE_MOMENTS) }),
  // Issue 25 §6: a purse's late fine set, changed or turned off (`fine` null), for periods due from `since`.
  // Issue 25 §5: a swap of places in a rotation: `from` asked `to`; the two rounds' days before the swap.
  // Steps: asked (to `to`), declined (to `from`), agreed (to the admin), approved or refused (to both).
  z.object({ kind: z.literal('rotationSwap'), step: z.enum(SWAP_STEPS), purse: name, from: name, to: name, fromDay: name, toDay: name }),
  z.object({ kind: z.literal('fineChanged'), purse: name, since: name, fine: z.object({ kobo: kobo.nullable(), percent: z.number().int().nullable(), graceDays: z.number().int() }).nullable() }),
]);
/** @example const p: NoticeParams = { kind: 'paymentApproved', amountKobo: 500_000, purpose: 'Xmas Party (Ajo Circle)' } */
export type NoticeParams = z.infer<typeof noticeParamsSchema>;

/** A notice's title and message. */
export interface NoticeText {
  title: string;
  message: string;
}

/** The title and message of known params in `locale` (the current language when undefined); money is en-NG in every language. */
function render(params: NoticeParams, locale: Locale | undefined): NoticeText {
  const o = { locale };
  const amount = 'amountKobo' in params ? formatNaira(params.amountKobo) : '';
  switch (params.kind) {
    case 'paymentSubmitted':
      return { title: notice_paymentSubmittedTitle({}, o), message: notice_paymentSubmittedMessage({ contributor: params.contributor, amount, purpose: params.purpose }, o) };
    case 'paymentApproved':
      return { title: notice_paymentApprovedTitle({}, o), message: notice_paymentApprovedMessage({ amount, purpose: params.purpose }, o) };
    case 'paymentRejected':
      return {
        title: notice_paymentRejectedTitle({}, o),
        message: params.reason
          ? notice_paymentRejectedWithReason({ amount, purpose: params.purpose, reason: params.reason }, o)
          : notice_paymentRejectedMessage({ amount, purpose: params.purpose }, o),
      };
    case 'cashRecorded':
      return { title: notice_cashRecordedTitle({}, o), message: notice_cashRecordedMessage({ amount, purpose: params.purpose, paidOn: params.paidOn }, o) };
    case 'paymentReversed':
      return { title: notice_paymentReversedTitle({}, o), message: notice_paymentReversedMessage({ amount, purpose: params.purpose, reason: params.reason }, o) };
    case 'payoutPending':
      return { title: notice_payoutPendingTitle({}, o), message: notice_payoutPendingMessage({ ...params, amount }, o) };
    case 'payoutApproved':
      return { title: notice_payoutApprovedTitle({}, o), message: notice_payoutApprovedMessage({ ...params, amount }, o) };
    case 'payoutRejected':
      return { title: notice_payoutRejectedTitle({}, o), message: notice_payoutRejectedMessage({ ...params, amount }, o) };
    case 'bankChanged': {
      const account = (line: string | null) => line ?? notice_noAccount({}, o);
      return { title: notice_bankChangedTitle({}, o), message: notice_bankChangedMessage({ purse: params.purse, before: account(params.before), after: account(params.after) }, o) };
    }
    case 'reminder': {
      const owed = params.leftKobo ? notice_reminderOwedMessage({ amount: formatNaira(params.leftKobo), purse: params.purse }, o) : null;
      const message = params.note && owed ? `${params.note}\n\n${owed}` : (params.note ?? owed ?? notice_reminderMessage({ purse: params.purse }, o));
      return { title: notice_reminderTitle({}, o), message };
    }
    case 'payoutMade': {
      const words = { amount, purse: params.purse, recipient: params.recipient, purpose: params.purpose };
      const message = params.approver ? notice_payoutMadeMessage({ ...words, approver: params.approver }, o) : notice_payoutMadeUnapprovedMessage(words, o);
      return { title: notice_payoutMadeTitle({}, o), message };
    }
    case 'approvalRequested': {
      const what = params.partner === null ? notice_whatStopRule({ group: params.group }, o) : notice_whatRemovePartner({ partner: params.partner, group: params.group }, o);
      return { title: notice_approvalRequestedTitle({}, o), message: notice_approvalRequestedMessage({ admin: params.admin, what }, o) };
    }
    case 'approvalDecided': {
      const what = params.partner === null ? notice_whatStopRule({ group: params.group }, o) : notice_whatRemovePartner({ partner: params.partner, group: params.group }, o);
      return params.approved
        ? { title: notice_approvalApprovedTitle({}, o), message: notice_approvalApprovedMessage({ decider: params.decider, what }, o) }
        : { title: notice_approvalRejectedTitle({}, o), message: notice_approvalRejectedMessage({ decider: params.decider, what }, o) };
    }
    case 'approvalRule':
      return params.required
        ? { title: notice_ruleOnTitle({}, o), message: notice_ruleOnMessage({ group: params.group }, o) }
        : { title: notice_ruleOffTitle({}, o), message: notice_ruleOffMessage({ group: params.group, approver: params.approver ?? '' }, o) };
    case 'duesChanged': {
      const before = params.beforeKobo === null ? notice_duesNone({}, o) : formatNaira(params.beforeKobo);
      const message =
        params.afterKobo === null
          ? notice_duesClearedMessage({ purse: params.purse, before }, o)
          : notice_duesSetMessage({ purse: params.purse, before, after: formatNaira(params.afterKobo) }, o);
      return { title: notice_duesChangedTitle({}, o), message };
    }
    case 'duesDue': {
      const words = { purse: params.purse, amount, date: dayText(params.dueDay) };
      const message = params.moment === 'soon' ? notice_duesSoonMessage(words, o) : params.moment === 'today' ? notice_duesTodayMessage(words, o) : notice_duesOverdueMessage(words, o);
      return { title: notice_duesDueTitle({}, o), message };
    }
    case 'fineChanged': {
      const date = dayText(params.since);
      if (!params.fine || (params.fine.kobo === null && params.fine.percent === null)) return { title: notice_fineChangedTitle({}, o), message: notice_fineOffMessage({ purse: params.purse, date }, o) };
      const fine = params.fine.kobo !== null ? formatNaira(params.fine.kobo) : notice_finePercent({ percent: params.fine.percent ?? 0 }, o);
      const message = params.fine.graceDays === 0 ? notice_fineSetNoGraceMessage({ purse: params.purse, date, fine }, o) : notice_fineSetMessage({ purse: params.purse, date, days: params.fine.graceDays, fine }, o);
      return { title: notice_fineChangedTitle({}, o), message };
    }
    case 'rotationSwap': {
      const words = { purse: params.purse, from: params.from, to: params.to, fromDay: dayText(params.fromDay), toDay: dayText(params.toDay) };
      const message = {
        asked: notice_swapAskedMessage,
        declined: notice_swapDeclinedMessage,
        agreed: notice_swapAgreedMessage,
        approved: notice_swapApprovedMessage,
        refused: notice_swapRefusedMessage,
      }[params.step](words, o);
      return { title: notice_swapTitle({}, o), message };
    }
    case 'partnerAdded':
      return { title: notice_partnerAddedTitle({}, o), message: notice_partnerAddedMessage({ group: params.group }, o) };
    case 'partnerRemoved': {
      if (params.partner === null) return { title: notice_partnerRemovedYouTitle({}, o), message: notice_partnerRemovedYouMessage({ group: params.group }, o) };
      const words = { partner: params.partner, group: params.group };
      const message = params.remaining > 0 ? notice_partnerRemovedMessage(words, o) : notice_partnerRemovedNoneLeftMessage(words, o);
      return { title: notice_partnerRemovedTitle({}, o), message };
    }
  }
}

/**
 * A notification's title and message in `locale` (the current language when left out): rendered
 * from its params when it has params this app knows, else the stored text (an announcement, a row
 * from before issue 15, or a kind from a newer server).
 * @example noticeText({ type: 'payment_approved', title: 'Payment Approved', message: '…', params: { kind: 'paymentApproved', amountKobo: 500_000, purpose: 'Xmas Party' } }, 'ha').title === 'An tabbatar da biya'
 */
export function noticeText(row: { type: string; title: string; message: string; params?: unknown }, locale?: Locale): NoticeText {
  if (row.params === null || row.params === undefined) return { title: row.title, message: row.message };
  const params = noticeParamsSchema.safeParse(row.params);
  return params.success ? render(params.data, locale) : { title: row.title, message: row.message };
}

/** The English text the server stores beside the params, for apps that read only title and message. @example englishNotice({ kind: 'reminder', purse: 'Xmas Party (Ajo Circle)', note: null }).title === 'Payment Reminder' */
export function englishNotice(params: NoticeParams): NoticeText {
  return render(params, 'en');
}
