/**
 * The texts of Send Reminders: the WhatsApp message an admin shares into the group (who has paid,
 * whose payment awaits confirmation, who has not paid, the purse's progress, what was paid out,
 * the balance and the group's check code) and the short push reminder sent to those who have not paid.
 */
import { formatNaira } from '../../../shared/money';
import { daysLeft, progressPercent } from '../../../shared/progress';
import { daysLeftLabel, formatDeadline } from '../registration/group-summary';
import { SHARE_HASHTAGS } from '../share/share-message';
import type { PaidMember, PursePayers } from './purse-payers';

export interface ReminderPurse {
  groupName: string;
  purseName: string;
  collectedKobo: number;
  targetKobo: number;
  /** Approved payouts; the balance is collected − paid out. */
  paidOutKobo: number;
  deadline: string | null;
  /** The group's check code (its history's head), for anyone to compare with the app. */
  checkCode: string;
  /** The group's setting (issue 11 §7): false shows who paid without each one's amount. */
  showMemberAmounts: boolean;
}

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

function paidLine(member: PaidMember, amounts: boolean): string {
  if (!amounts) return member.pendingKobo > 0 ? `${personName(member)} – more awaiting confirmation` : personName(member);
  const line = `${personName(member)} – ${formatNaira(member.confirmedKobo)}`;
  return member.pendingKobo > 0 ? `${line} (${formatNaira(member.pendingKobo)} more awaiting confirmation)` : line;
}

/** '📊 ₦45,000 of ₦100,000 collected (45%)', or just the amount for a purse with no target. */
export function progressLine(purse: Pick<ReminderPurse, 'collectedKobo' | 'targetKobo'>): string {
  if (purse.targetKobo <= 0) return `📊 ${formatNaira(purse.collectedKobo)} collected`;
  return `📊 ${formatNaira(purse.collectedKobo)} of ${formatNaira(purse.targetKobo)} collected (${progressPercent(purse.collectedKobo, purse.targetKobo)}%)`;
}

/** '💸 Paid out: ₦20,000 · Balance: ₦25,000'. */
export function balanceLine(purse: Pick<ReminderPurse, 'collectedKobo' | 'paidOutKobo'>): string {
  return `💸 Paid out: ${formatNaira(purse.paidOutKobo)} · Balance: ${formatNaira(purse.collectedKobo - purse.paidOutKobo)}`;
}

/** '⏰ Deadline: 24 Dec 2025 (5 days left)', or null with no readable deadline. */
export function deadlineLine(deadline: string | null, now: Date): string | null {
  const date = deadline ? formatDeadline(deadline) : '';
  return date && deadline ? `⏰ Deadline: ${date} (${daysLeftLabel(daysLeft(deadline, now))})` : null;
}

/**
 * The WhatsApp message for the group: purse and progress (collected / target and the percentage,
 * where collected is confirmed money only), paid out and the balance, who has paid (confirmed,
 * with any more still awaiting confirmation), whose payment awaits confirmation, who has not paid,
 * where to pay, the group's check code and the product's hashtags. A group that shows members only
 * totals gets the names without each one's amount. It thanks everyone only when the group has
 * members and every one of them has paid (purse-payers.ts). WhatsApp shows *text* in bold.
 * @example reminderMessage({ purse, payers: splitPayers(members, contributions, purseId), link: null, now: new Date() })
 */
export function reminderMessage({ purse, payers, link, now }: { purse: ReminderPurse; payers: PursePayers; link: string | null; now: Date }): string {
  const { paid, awaiting, unpaid } = payers;
  const amounts = purse.showMemberAmounts;
  const lines = ['📢 *Contribution reminder*', `*${purse.purseName}* · ${purse.groupName}`, '', progressLine(purse), balanceLine(purse)];
  const deadline = deadlineLine(purse.deadline, now);
  if (deadline) lines.push(deadline);
  if (purse.targetKobo > 0 && purse.collectedKobo >= purse.targetKobo) lines.push('🎯 Target reached!');

  lines.push('', `✅ *Paid (${paid.length})*`);
  if (paid.length === 0) lines.push('Nobody yet');
  paid.forEach((member, index) => lines.push(`${index + 1}. ${paidLine(member, amounts)}`));

  if (awaiting.length > 0) {
    lines.push('', `⏳ *Awaiting confirmation (${awaiting.length})*`);
    awaiting.forEach((member, index) => lines.push(`${index + 1}. ${personName(member)}${amounts ? ` – ${formatNaira(member.pendingKobo)}` : ''}`));
  }
  if (unpaid.length > 0) {
    lines.push('', `❌ *Not yet paid (${unpaid.length})*`);
    unpaid.forEach((member, index) => lines.push(`${index + 1}. ${personName(member)}`));
  }

  const closing: string[] = [];
  if (payers.everyonePaid) closing.push('🎉 Everyone has paid. Thank you all!');
  else if (payers.members === 0) closing.push('👥 No members have joined the group yet.');
  else if (unpaid.length > 0) closing.push('🙏 If your name is on the "Not yet paid" list, please pay and upload your proof in GroupPurse.');
  if (link) closing.push(`👉 Pay here: ${link}`);
  if (closing.length > 0) lines.push('', ...closing);
  lines.push('', `🔐 Check code: ${purse.checkCode} (compare it with History in GroupPurse)`, '', SHARE_HASHTAGS);
  return lines.join('\n');
}

/** The push reminder's limit (shared/notifications reminderSchema). */
export const REMINDER_PUSH_MAX = 500;

/**
 * The short text of the push reminder to the members who have not paid.
 * @example reminderPushText(purse, now) // 'Please contribute to Xmas Party (Ajo Circle): ₦55,000 still to raise, 5 days left.'
 */
export function reminderPushText(purse: ReminderPurse, now: Date): string {
  const details: string[] = [];
  const remaining = purse.targetKobo - purse.collectedKobo;
  if (purse.targetKobo > 0 && remaining > 0) details.push(`${formatNaira(remaining)} still to raise`);
  if (purse.deadline && formatDeadline(purse.deadline)) details.push(daysLeftLabel(daysLeft(purse.deadline, now)));
  const text = `Please contribute to ${purse.purseName} (${purse.groupName})${details.length ? `: ${details.join(', ')}` : ''}.`;
  return text.length > REMINDER_PUSH_MAX ? `${text.slice(0, REMINDER_PUSH_MAX - 1)}…` : text;
}
