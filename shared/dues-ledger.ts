/**
 * What one member owes a scheduled purse, period by period, and which of their confirmed payments
 * paid which period (issue 25 §2). One rule for the server and the phone: the allocation is
 * derived, never stored, so a reversal or a rejection (a payment no longer confirmed) undoes its
 * allocation exactly, and an excuse or a leave date changes what is owed everywhere at once.
 *
 * The rule:
 * - a member owes each period whose due day is on or after the day they joined (or every period
 *   from the start, when the admin says so), and none from the period the admin said they left;
 * - an excused period is owed nothing;
 * - confirmed payments are taken in the order they were confirmed; one that names a period pays
 *   that period first; the rest pays the oldest begun period still unpaid, then the next;
 * - what is left over once every begun period is paid is a credit, carried to the next period as
 *   it begins (it is the same rule run on a later day);
 * - so the sum of what the periods received plus the credit is the member's confirmed money, and
 *   no period receives more than it is owed.
 */
import { periodsBegun, periodAt, type DuesPeriod, type DuesSchedule } from './dues-schedule';

export interface MemberTerms {
  /** The day they joined the group (or the purse). */
  joinDay: string;
  /** They left: the first period they no longer owe, or null. */
  stopsFrom: number | null;
  /** The admin made them owe from the first period though they joined later. */
  owesFromStart: boolean;
  /** Indexes of the periods the admin excused them from. */
  excused: readonly number[];
}

export interface DuesPayment {
  id: string;
  amountKobo: number;
  /** The period the member said it pays, or null (oldest unpaid first). */
  period: number | null;
}

export type PeriodState = 'paid' | 'part' | 'owing' | 'excused' | 'not-owed';

export interface PeriodStanding extends DuesPeriod {
  /** What the member owes for it (0 when excused or not owed). */
  owedKobo: number;
  /** What their payments put on it. */
  paidKobo: number;
  state: PeriodState;
  /** Which payments paid it, and how much of each. */
  paidBy: { paymentId: string; amountKobo: number }[];
}

export interface MemberLedger {
  /** Every begun period (and any later one a payment named), oldest first. */
  periods: PeriodStanding[];
  /** What the begun periods whose due day has passed still lack: the arrears. */
  arrearsKobo: number;
  /** What every begun period still lacks (the arrears and the current period). */
  owingKobo: number;
  /** Paid beyond every begun period: carried to the next. */
  creditKobo: number;
  /** The oldest begun period still owing, else the next period to begin; null when the schedule is over and paid. */
  next: { index: number; dueDay: string; leftKobo: number } | null;
}

/** Whether the member owes period `period` at all (before excuses). */
export function owesPeriod(period: DuesPeriod, terms: Pick<MemberTerms, 'joinDay' | 'stopsFrom' | 'owesFromStart'>): boolean {
  if (terms.stopsFrom !== null && period.index >= terms.stopsFrom) return false;
  return terms.owesFromStart || period.dueDay >= terms.joinDay;
}

/**
 * One member's standing in a scheduled purse on `today`.
 * @example memberLedger(monthly, 5_000_00, terms, [{ id: 'p1', amountKobo: 7_500_00, period: null }], '2026-02-10') // January paid, February part-paid
 */
export function memberLedger(schedule: DuesSchedule, amountPerPeriodKobo: number, terms: MemberTerms, payments: readonly DuesPayment[], today: string): MemberLedger {
  const excused = new Set(terms.excused);
  const begun = periodsBegun(schedule, today);
  // Periods a payment named beyond those begun are shown too (paid ahead).
  const named = payments.map((p) => p.period).filter((index): index is number => index !== null && index >= begun.length);
  const extra = [...new Set(named)].sort((a, b) => a - b).map((index) => periodAt(schedule, index)).filter((p): p is DuesPeriod => p !== null);
  const periods: PeriodStanding[] = [...begun, ...extra].map((period) => {
    const owed = owesPeriod(period, terms);
    const isExcused = owed && excused.has(period.index);
    return { ...period, owedKobo: owed && !isExcused ? amountPerPeriodKobo : 0, paidKobo: 0, state: isExcused ? 'excused' : owed ? 'owing' : 'not-owed', paidBy: [] };
  });
  const byIndex = new Map(periods.map((p) => [p.index, p]));
  const put = (period: PeriodStanding, paymentId: string, available: number): number => {
    const amount = Math.min(available, period.owedKobo - period.paidKobo);
    if (amount <= 0) return 0;
    period.paidKobo += amount;
    const last = period.paidBy[period.paidBy.length - 1];
    if (last?.paymentId === paymentId) last.amountKobo += amount;
    else period.paidBy.push({ paymentId, amountKobo: amount });
    return amount;
  };
  let creditKobo = 0;
  for (const payment of payments) {
    let left = Math.max(0, payment.amountKobo);
    const chosen = payment.period === null ? undefined : byIndex.get(payment.period);
    if (chosen) left -= put(chosen, payment.id, left);
    // Oldest begun period first; a period named ahead only takes what was named for it.
    for (const period of periods) {
      if (left === 0) break;
      if (period.index >= begun.length) break;
      left -= put(period, payment.id, left);
    }
    creditKobo += left;
  }
  let arrearsKobo = 0;
  let owingKobo = 0;
  let next: MemberLedger['next'] = null;
  for (const period of periods) {
    if (period.state === 'excused' || period.state === 'not-owed') continue;
    const lack = period.owedKobo - period.paidKobo;
    period.state = lack === 0 ? 'paid' : period.paidKobo > 0 ? 'part' : 'owing';
    if (period.index >= begun.length) continue;
    owingKobo += lack;
    if (period.dueDay < today) arrearsKobo += lack;
    if (lack > 0 && next === null) next = { index: period.index, dueDay: period.dueDay, leftKobo: lack };
  }
  if (next === null) {
    // Everything begun is paid: the next period to begin, less the credit waiting for it.
    for (let index = begun.length; ; index++) {
      const period = periodAt(schedule, index);
      if (!period) break;
      const standing = byIndex.get(index);
      const owed = owesPeriod(period, terms) && !excused.has(index) ? amountPerPeriodKobo : 0;
      const lack = Math.max(0, owed - (standing?.paidKobo ?? 0) - creditKobo);
      if (owed > 0) {
        next = { index, dueDay: period.dueDay, leftKobo: lack };
        break;
      }
      if (terms.stopsFrom !== null && index >= terms.stopsFrom) break;
    }
  }
  return { periods, arrearsKobo, owingKobo, creditKobo, next };
}
