/**
 * The words of the dues screens: a period's name, a cell's state, the schedule's line and the
 * text a member shares into WhatsApp (issue 25 §3), in the reader's language.
 */
import type { FineStanding, PeriodState } from '../../../shared/dues-ledger';
import { currentFineRule } from '../../../shared/late-fines';
import { fineWords } from '../../lib/fine-words';
import type { Locale } from '../../../shared/i18n/languages';
import type { MemberStanding } from '../../../shared/purse-ledgers';
import { periodAt, periodsBegun, type DuesFrequency, type DuesPeriod } from '../../../shared/dues-schedule';
import {
  dues_allPaid,
  dues_credit,
  dues_fineLine,
  dues_fineOwed,
  dues_finesLine,
  dues_stateFined,
  dues_creditOver,
  dues_levyLine,
  dues_nextDue,
  dues_nudgeGreeting,
  dues_nudgeCode,
  dues_nudgePay,
  dues_overdue,
  dues_partOf,
  dues_pending,
  dues_periodWeekOf,
  dues_scheduleLine,
  dues_stateExcused,
  dues_stateNotOwed,
  dues_stateOwing,
  dues_statePaid,
  dues_statePart,
  dues_textTitle,
  dues_youOwe,
  dues_yourTurn,
} from '../../../shared/i18n/paraglide/messages.js';
import { isFrequency, scheduleOf, type PurseScheduleFields } from '../../../shared/purse-schedule';
import { rotationRounds, roundOf } from '../../../shared/rotation';
import { formatDay, formatMonth, formatNaira } from '../../lib/format';
import { frequencyLabel } from '../../lib/frequency-label';
import type { PurseDuesView } from './dues-data';

export { frequencyLabel };

/**
 * A period's short name: its month for monthly and quarterly dues, its year for yearly ones, the
 * week's first day for weekly ones, the due day for a levy.
 * @example periodLabel({ index: 2, startDay: '2026-03-01', dueDay: '2026-03-31' }, 'monthly') === 'Mar 2026'
 */
export function periodLabel(period: DuesPeriod, frequency: DuesFrequency | null, locale?: Locale): string {
  switch (frequency) {
    case null:
      return formatDay(period.dueDay);
    case 'weekly':
      return dues_periodWeekOf({ date: formatDay(period.startDay) }, { locale });
    case 'yearly':
      return period.startDay.slice(0, 4);
    default:
      return formatMonth(period.startDay);
  }
}

const STATE: Record<PeriodState, (inputs: Record<string, never>, options: { locale?: Locale }) => string> = {
  paid: dues_statePaid,
  part: dues_statePart,
  owing: dues_stateOwing,
  excused: dues_stateExcused,
  'not-owed': dues_stateNotOwed,
};

export function stateLabel(state: PeriodState, locale?: Locale): string {
  return STATE[state]({}, { locale });
}

/** '₦5,000 per member · Monthly', or a levy's '₦20,000 per member · due 31 Mar 2026'. */
export function scheduleLine(view: Pick<PurseDuesView, 'ledgers'>): string {
  const { schedule, amountPerPeriodKobo } = view.ledgers;
  const amount = formatNaira(amountPerPeriodKobo);
  return schedule.frequency === null ? dues_levyLine({ amount, date: formatDay(schedule.endDay ?? schedule.startDay) }) : dues_scheduleLine({ amount, frequency: frequencyLabel(schedule.frequency) });
}

/** The viewer's own standing in one line or two: what they owe (and how much is overdue), or paid up; the next due. */
export function standingLines(view: Pick<PurseDuesView, 'ledgers'>, userId: string): string[] {
  const standing = view.ledgers.members.find((m) => m.member.userId === userId);
  if (!standing) return [];
  const { ledger, pendingKobo } = standing;
  const lines: string[] = [];
  if (ledger.owingKobo > 0) {
    lines.push(ledger.arrearsKobo > 0 ? `${dues_youOwe({ amount: formatNaira(ledger.owingKobo) })} (${dues_overdue({ amount: formatNaira(ledger.arrearsKobo) })})` : dues_youOwe({ amount: formatNaira(ledger.owingKobo) }));
  } else {
    lines.push(dues_allPaid());
  }
  if (ledger.finesOwingKobo > 0) lines.push(dues_finesLine({ amount: formatNaira(ledger.finesOwingKobo) }));
  if (pendingKobo > 0) lines.push(dues_pending({ amount: formatNaira(pendingKobo) }));
  // Credit is kept for the next period only while one is to come (not once they left or the schedule ended).
  if (ledger.creditKobo > 0) lines.push((ledger.next ? dues_credit : dues_creditOver)({ amount: formatNaira(ledger.creditKobo) }));
  if (ledger.next && ledger.next.leftKobo > 0 && ledger.owingKobo === 0) lines.push(dues_nextDue({ amount: formatNaira(ledger.next.leftKobo), date: formatDay(ledger.next.dueDay) }));
  return lines;
}

/** In a rotation, when the viewer collects: 'You collect on 31 Mar 2026: place 3 of 12'; null elsewhere. */
export function turnLine(view: Pick<PurseDuesView, 'ledgers' | 'project'>, userId: string): string | null {
  if (view.project.kind !== 'rotation') return null;
  const rounds = rotationRounds(view.ledgers.schedule, view.project.rotationOrder ?? []);
  const mine = roundOf(rounds, userId);
  return mine ? dues_yourTurn({ date: formatDay(mine.dueDay), place: mine.index + 1, count: rounds.length }) : null;
}

/** What a period's late fine still lacks (0: none, paid or waived). */
export function fineLack(period: { fine?: FineStanding | null }): number {
  return period.fine ? period.fine.owedKobo - period.fine.paidKobo : 0;
}

/** 'Fined ₦500': the words under a cell whose late fine is not paid. */
export function finedWords(period: { fine?: FineStanding | null }, locale?: Locale): string {
  return `${dues_stateFined({}, { locale })} ${formatNaira(fineLack(period))}`;
}

/** A cell's words: its state, with what was paid of what is owed when part-paid, and a late fine still owed. */
export function cellWords(period: { state: PeriodState; paidKobo: number; owedKobo: number; fine?: FineStanding | null }, locale?: Locale): string {
  const state = period.state === 'part' ? `${stateLabel('part', locale)}: ${dues_partOf({ paid: formatNaira(period.paidKobo), owed: formatNaira(period.owedKobo) }, { locale })}` : stateLabel(period.state, locale);
  const fine = period.fine && period.fine.owedKobo > 0 ? dues_fineOwed({ amount: formatNaira(period.fine.owedKobo), paid: formatNaira(period.fine.paidKobo) }, { locale }) : null;
  return fine && fineLack(period) > 0 ? `${state} · ${fine}` : state;
}

/** The purse's late fine in force, in words, or null when it has none (issue 25 §6). */
export function fineLine(view: Pick<PurseDuesView, 'project'>, locale?: Locale): string | null {
  const rule = currentFineRule(view.project.lateFines);
  return rule ? dues_fineLine({ rule: fineWords(rule, locale) }, { locale }) : null;
}

/** The member owes more than the money of theirs awaiting confirmation: a one-to-one reminder is due. */
export function nudgeDue({ ledger, pendingKobo }: MemberStanding): boolean {
  return ledger.owingKobo > 0 && pendingKobo < ledger.owingKobo;
}

/**
 * The one-to-one reminder to a member who owes (issue 25 §7), in the member's own language: what
 * they owe and how much is overdue, each begun period still open, money they sent that awaits
 * confirmation, the pay link and their payment code for the purse (issue 27 §3) when known; null when they owe nothing, or when what they sent and the admin
 * has not confirmed yet covers it (a reminder then would accuse a member who has paid).
 * @example duesNudgeText(view, standing, 'https://grouppurse.ng/ajo/dues', 'pcm') // 'How far Kemi Bello, na reminder from …'
 */
export function duesNudgeText(view: Pick<PurseDuesView, 'ledgers' | 'project' | 'group'>, standing: MemberStanding, link: string, locale: Locale, code: string | null = null): string | null {
  const { ledger, member, pendingKobo } = standing;
  if (!nudgeDue(standing)) return null;
  const frequency = isFrequency(view.ledgers.schedule.frequency) ? view.ledgers.schedule.frequency : null;
  const owed = dues_nudgeGreeting({ name: member.fullName, group: view.group.name, purse: view.project.name, amount: formatNaira(ledger.owingKobo) }, { locale });
  const first = ledger.arrearsKobo > 0 ? `${owed} (${dues_overdue({ amount: formatNaira(ledger.arrearsKobo) }, { locale })}).` : `${owed}.`;
  const open = ledger.periods.filter((p) => p.index < view.ledgers.begunCount && (p.state === 'owing' || p.state === 'part' || fineLack(p) > 0));
  const sent = pendingKobo > 0 ? [dues_pending({ amount: formatNaira(pendingKobo) }, { locale })] : [];
  const narration = code ? [dues_nudgeCode({ code }, { locale })] : [];
  return [first, ...open.map((p) => `${periodLabel(p, frequency, locale)}: ${cellWords(p, locale)}`), ...sent, dues_nudgePay({ link }, { locale }), ...narration].join('\n');
}

/**
 * What a member shares into the group ("abeg check if my own don enter"): the purse, each period
 * with its state, and what they owe, in their own language.
 * @example duesShareText(view, userId) // 'Monthly Dues (Ajo Circle): my dues\n₦5,000 per member · Monthly\nJan 2026: Paid\n…'
 */
export function duesShareText(view: PurseDuesView, userId: string): string {
  const standing = view.ledgers.members.find((m) => m.member.userId === userId);
  const frequency = isFrequency(view.ledgers.schedule.frequency) ? view.ledgers.schedule.frequency : null;
  const periods = (standing?.ledger.periods ?? []).map((p) => `${periodLabel(p, frequency)}: ${cellWords(p)}`);
  const turn = turnLine(view, userId);
  return [dues_textTitle({ purse: view.project.name, group: view.group.name }), scheduleLine(view), ...periods, ...standingLines(view, userId), ...(turn ? [turn] : [])].join('\n');
}

/**
 * The periods a member may name when paying dues or a rotation (issue 25 §2): every period begun
 * and the next three, oldest first; none for a levy or a collection (they have one period or none).
 * @example periodChoices(monthlyDues, '2026-03-10').map((c) => c.label) // ['Jan 2026', …, 'Jun 2026']
 */
export function periodChoices(purse: PurseScheduleFields, today: string): { index: number; label: string }[] {
  const schedule = scheduleOf(purse);
  if (!schedule || schedule.frequency === null) return [];
  const begun = periodsBegun(schedule, today).length;
  const out: { index: number; label: string }[] = [];
  for (let index = 0; index < begun + 3; index++) {
    const period = periodAt(schedule, index);
    if (!period) break;
    out.push({ index, label: periodLabel(period, schedule.frequency) });
  }
  return out;
}
