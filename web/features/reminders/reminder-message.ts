/**
 * The texts of Send Reminders: the WhatsApp message an admin shares into the group (who has paid,
 * whose payment awaits confirmation, who has not paid, the purse's progress, what was paid out,
 * the balance and the group's check code) and the short push reminder sent to those who have not paid.
 * Both go to the group, so they are written in the group's language (`locale`), not the admin's.
 */
import type { Locale } from '../../../shared/i18n/languages';
import {
  reminders_awaitingTitle,
  reminders_daysLeft,
  reminders_leftLine,
  reminders_msgContributed,
  reminders_msgPartList,
  reminders_msgPerMember,
  reminders_msgPleaseFinish,
  reminders_msgUnapproved,
  reminders_paidInFullTitle,
  reminders_partLine,
  reminders_partTitle,
  reminders_deadline,
  reminders_msgAmountAwaiting,
  reminders_msgBalance,
  reminders_msgCheckCode,
  reminders_msgCollected,
  reminders_msgEveryonePaid,
  reminders_msgHeading,
  reminders_msgMoreAwaiting,
  reminders_msgNobodyYet,
  reminders_msgNoMembers,
  reminders_msgGuests,
  reminders_msgNotPaid,
  reminders_msgPayHere,
  reminders_msgPleasePay,
  reminders_msgProgress,
  reminders_msgTargetReached,
  reminders_paidTitle,
  reminders_pushDetails,
  reminders_pushPlain,
  reminders_stillToRaise,
  reminders_msgCollects,
  reminders_msgPerPeriod,
  reminders_msgPeriodLine,
  purses_frequencyMonthly,
  purses_frequencyQuarterly,
  purses_frequencyWeekly,
  purses_frequencyYearly,
} from '../../../shared/i18n/paraglide/messages.js';
import type { DuesFrequency } from '../../../shared/dues-schedule';
import { daysLeft, progressPercent } from '../../../shared/progress';
import { formatDate, formatNaira } from '../../lib/format';
import { SHARE_HASHTAGS } from '../share';
import type { PaidMember, PursePayers } from './purse-payers';

export interface ReminderPurse {
  groupName: string;
  purseName: string;
  collectedKobo: number;
  targetKobo: number;
  /** Approved payouts; the balance is collected − paid out. */
  paidOutKobo: number;
  /** Of those, paid out with nobody's approval (recorded while the group had no partner; issue 23 §2). */
  unapprovedOutKobo?: number;
  deadline: string | null;
  /** The group's check code (its history's head), for anyone to compare with the app. */
  checkCode: string;
  /** The group's setting (issue 11 §7): false shows who paid without each one's amount. */
  showMemberAmounts: boolean;
  /**
   * Dues or a rotation (issue 25 §7): how often, the current period's name and who has paid it in
   * full, and in a rotation who collects this round and when. Absent for a collection or a levy.
   */
  schedule?: {
    frequency: DuesFrequency;
    periodName: string;
    paidInFull: number;
    members: number;
    collector: { name: string; date: string } | null;
  } | null;
}

const FREQUENCY: Record<DuesFrequency, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  weekly: purses_frequencyWeekly,
  monthly: purses_frequencyMonthly,
  quarterly: purses_frequencyQuarterly,
  yearly: purses_frequencyYearly,
};

/**
 * A person as the group knows them: the full name, and the username (the nickname used in the
 * WhatsApp group) when it says something more.
 * @example personName({ fullName: 'Kemi Bello', username: 'kemi_b' }) === 'Kemi Bello (kemi_b)'
 */
export function personName(person: { fullName: string; username: string }): string {
  const full = person.fullName.trim();
  const nick = person.username.trim();
  if (!full) return nick;
  return nick && nick.toLowerCase() !== full.toLowerCase() ? `${full} (${nick})` : full;
}

function paidLine(member: PaidMember, amounts: boolean, locale: Locale): string {
  if (!amounts) return member.pendingKobo > 0 ? `${personName(member)} – ${reminders_msgMoreAwaiting({}, { locale })}` : personName(member);
  const line = `${personName(member)} – ${formatNaira(member.confirmedKobo)}`;
  return member.pendingKobo > 0 ? `${line} (${reminders_msgAmountAwaiting({ amount: formatNaira(member.pendingKobo) }, { locale })})` : line;
}

/** 'Ada – ₦10,000 of ₦20,000, ₦10,000 to go'; with amounts hidden, only what is left is said. */
function partLine(member: PaidMember, amounts: boolean, locale: Locale): string {
  const left = formatNaira(member.leftKobo ?? 0);
  const words = amounts
    ? reminders_partLine({ paid: formatNaira(member.confirmedKobo), owed: formatNaira(member.owedKobo ?? 0), left }, { locale })
    : reminders_leftLine({ left }, { locale });
  const line = `${personName(member)} – ${words}`;
  return member.pendingKobo > 0 ? `${line} (${amounts ? reminders_msgAmountAwaiting({ amount: formatNaira(member.pendingKobo) }, { locale }) : reminders_msgMoreAwaiting({}, { locale })})` : line;
}

/** '📊 ₦45,000 of ₦100,000 collected (45%)', or just the amount for a purse with no target. */
export function progressLine(purse: Pick<ReminderPurse, 'collectedKobo' | 'targetKobo'>, locale: Locale = 'en'): string {
  const collected = formatNaira(purse.collectedKobo);
  if (purse.targetKobo <= 0) return `📊 ${reminders_msgCollected({ collected }, { locale })}`;
  const percent = progressPercent(purse.collectedKobo, purse.targetKobo);
  return `📊 ${reminders_msgProgress({ collected, target: formatNaira(purse.targetKobo), percent }, { locale })}`;
}

/** '💸 Paid out: ₦20,000 · Balance: ₦25,000'. */
export function balanceLine(purse: Pick<ReminderPurse, 'collectedKobo' | 'paidOutKobo'>, locale: Locale = 'en'): string {
  return `💸 ${reminders_msgBalance({ paidOut: formatNaira(purse.paidOutKobo), balance: formatNaira(purse.collectedKobo - purse.paidOutKobo) }, { locale })}`;
}

/** '⏰ Deadline: 24 Dec 2025 (5 days left)', or null with no readable deadline. */
export function deadlineLine(deadline: string | null, now: Date, locale: Locale = 'en'): string | null {
  const date = deadline ? formatDate(deadline) : '';
  if (!date || !deadline) return null;
  return `⏰ ${reminders_deadline({ date, daysLeft: reminders_daysLeft({ count: daysLeft(deadline, now) }, { locale }) }, { locale })}`;
}

/**
 * The WhatsApp message for the group: purse and progress (collected / target and the percentage,
 * where collected is confirmed money only), paid out and the balance, who has paid (confirmed,
 * with any more still awaiting confirmation), whose payment awaits confirmation, who has not paid,
 * where to pay, the group's check code and the product's hashtags. With an amount per member it
 * says it, and lists who paid in full, who part-paid (with what is left) and who has not paid. A
 * group that shows members only totals gets the names without each one's amount. It thanks
 * everyone only when every member has paid the amount per member in full (purse-payers.ts); a
 * purse without one says how many members have contributed. WhatsApp shows *text* in bold.
 * @example reminderMessage({ purse, payers: splitPayers(members, contributions, purseId), link: null, now: new Date(), locale: group.locale ?? 'en' })
 */
export function reminderMessage({ purse, payers, link, now, locale = 'en' }: { purse: ReminderPurse; payers: PursePayers; link: string | null; now: Date; locale?: Locale }): string {
  const { paid, part, awaiting, unpaid, owedKobo } = payers;
  const amounts = purse.showMemberAmounts;
  const lines = [`📢 *${reminders_msgHeading({}, { locale })}*`, `*${purse.purseName}* · ${purse.groupName}`, ''];
  const schedule = purse.schedule;
  if (schedule && owedKobo !== null) {
    // Dues: the amount each period, then where this period stands (who owes what below is all periods due so far).
    lines.push(`💰 ${reminders_msgPerPeriod({ amount: formatNaira(owedKobo), frequency: FREQUENCY[schedule.frequency]({}, { locale }) }, { locale })}`);
    lines.push(`📅 ${reminders_msgPeriodLine({ period: schedule.periodName, paid: schedule.paidInFull, members: schedule.members }, { locale })}`);
    if (schedule.collector) lines.push(`🎁 ${reminders_msgCollects({ name: schedule.collector.name, date: schedule.collector.date }, { locale })}`);
  } else if (owedKobo !== null) lines.push(`💰 ${reminders_msgPerMember({ amount: formatNaira(owedKobo) }, { locale })}`);
  lines.push(progressLine(purse, locale), balanceLine(purse, locale));
  if (purse.unapprovedOutKobo) lines.push(`⚠️ ${reminders_msgUnapproved({ amount: formatNaira(purse.unapprovedOutKobo) }, { locale })}`);
  const deadline = deadlineLine(purse.deadline, now, locale);
  if (deadline) lines.push(deadline);
  if (purse.targetKobo > 0 && purse.collectedKobo >= purse.targetKobo) lines.push(`🎯 ${reminders_msgTargetReached({}, { locale })}`);

  // With an amount per member, "paid" means paid in full; without one, anything confirmed.
  const paidTitle = owedKobo !== null ? reminders_paidInFullTitle({ count: paid.length }, { locale }) : reminders_paidTitle({ count: paid.length }, { locale });
  lines.push('', `✅ *${paidTitle}*`);
  if (paid.length === 0) lines.push(reminders_msgNobodyYet({}, { locale }));
  paid.forEach((member, index) => lines.push(`${index + 1}. ${paidLine(member, amounts, locale)}`));

  if (part.length > 0) {
    lines.push('', `🟡 *${reminders_partTitle({ count: part.length }, { locale })}*`);
    part.forEach((member, index) => lines.push(`${index + 1}. ${partLine(member, amounts, locale)}`));
  }
  if (awaiting.length > 0) {
    lines.push('', `⏳ *${reminders_awaitingTitle({ count: awaiting.length }, { locale })}*`);
    awaiting.forEach((member, index) => lines.push(`${index + 1}. ${personName(member)}${amounts ? ` – ${formatNaira(member.pendingKobo)}` : ''}`));
  }
  const notPaid = reminders_msgNotPaid({}, { locale });
  if (unpaid.length > 0) {
    lines.push('', `❌ *${notPaid} (${unpaid.length})*`);
    unpaid.forEach((member, index) => lines.push(`${index + 1}. ${personName(member)}`));
  }
  // Gifts from outside the group, when the admin lists them: first name and amount (issue 27 §4).
  if (payers.guests.length > 0) {
    lines.push('', `🤝 *${reminders_msgGuests({}, { locale })} (${payers.guests.length})*`);
    payers.guests.forEach((guest, index) => lines.push(`${index + 1}. ${guest.name} – ${formatNaira(guest.confirmedKobo)}`));
  }

  // Only what is true: "everyone has paid" needs an amount per member that every member has paid
  // in full (shared/member-dues.ts); a purse without one says how many have contributed.
  const closing: string[] = [];
  if (payers.everyonePaid) closing.push(`🎉 ${reminders_msgEveryonePaid({}, { locale })}`);
  else if (payers.members === 0) closing.push(`👥 ${reminders_msgNoMembers({}, { locale })}`);
  else {
    if (owedKobo === null) closing.push(`👥 ${reminders_msgContributed({ count: payers.contributed, members: payers.members }, { locale })}`);
    if (unpaid.length > 0) closing.push(`🙏 ${reminders_msgPleasePay({ list: notPaid }, { locale })}`);
    if (part.length > 0) closing.push(`🙏 ${reminders_msgPleaseFinish({ list: reminders_msgPartList({}, { locale }) }, { locale })}`);
  }
  if (link) closing.push(`👉 ${reminders_msgPayHere({ link }, { locale })}`);
  if (closing.length > 0) lines.push('', ...closing);
  lines.push('', `🔐 ${reminders_msgCheckCode({ code: purse.checkCode }, { locale })}`, '', SHARE_HASHTAGS);
  return lines.join('\n');
}

/** The push reminder's limit (shared/notifications reminderSchema). */
export const REMINDER_PUSH_MAX = 500;

/**
 * The short text of the push reminder to the members who have not paid, in the group's language.
 * @example reminderPushText(purse, now) // 'Please contribute to Xmas Party (Ajo Circle): ₦55,000 still to raise, 5 days left.'
 */
export function reminderPushText(purse: ReminderPurse, now: Date, locale: Locale = 'en'): string {
  const details: string[] = [];
  const remaining = purse.targetKobo - purse.collectedKobo;
  if (purse.targetKobo > 0 && remaining > 0) details.push(reminders_stillToRaise({ amount: formatNaira(remaining) }, { locale }));
  if (purse.deadline && formatDate(purse.deadline)) details.push(reminders_daysLeft({ count: daysLeft(purse.deadline, now) }, { locale }));
  const names = { purse: purse.purseName, group: purse.groupName };
  const text = details.length ? reminders_pushDetails({ ...names, details: details.join(', ') }, { locale }) : reminders_pushPlain(names, { locale });
  return text.length > REMINDER_PUSH_MAX ? `${text.slice(0, REMINDER_PUSH_MAX - 1)}…` : text;
}
