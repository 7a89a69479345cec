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
 * - a purse with late fines (shared/late-fines.ts) charges a period the fine in force on its due
 *   day when the money that completes it was sent after its due day plus the grace, or when the
 *   grace is over and it is still not paid. Lateness is judged as if the member's payments had
 *   paid in the order they were sent (`sentOn`), never by when the admin confirmed them; money
 *   still awaiting confirmation counts as sent, so no member is fined while their money on time
 *   awaits the admin (a rejection brings the fine). A waived fine is owed nothing;
 * - a fine is owed from the day after the grace: payments pay periods and fines in the order they
 *   fell due;
 * - so the sum of what the periods and fines received plus the credit is the member's confirmed
 *   money, and no period or fine receives more than it is owed.
 */
import { addDays, periodsBegun, periodAt, type DuesPeriod, type DuesSchedule } from './dues-schedule';
import { fineKobo, fineRuleOn, type LateFineRule } from './late-fines';

/**
 * Code-point order: the same on every device whatever its language (localeCompare's is not), and
 * many times faster, for ISO times, Lagos days and ids, whose code-point order is their order.
 * @example ['2026-02-01', '2026-01-31'].sort(inOrder) // ['2026-01-31', '2026-02-01']
 */
export const inOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface MemberTerms {
  /** The day they joined the group (or the purse). */
  joinDay: string;
  /** They left: the first period they no longer owe, or null. */
  stopsFrom: number | null;
  /** The admin made them owe from the first period though they joined later. */
  owesFromStart: boolean;
  /** Indexes of the periods the admin excused them from. */
  excused: readonly number[];
  /** Indexes of the periods whose late fine the admin waived. */
  waived?: readonly number[];
}

export interface DuesPayment {
  id: string;
  amountKobo: number;
  /** The period the member said it pays, or null (oldest unpaid first). */
  period: number | null;
  /** The Lagos day the money was sent (judges lateness); absent: never late. */
  sentOn?: string;
}

/** What a late fine asks of one period. */
export interface FineStanding {
  /** The fine charged under the rule in force on the period's due day. */
  chargedKobo: number;
  /** What is owed of it: 0 when the admin waived it. */
  owedKobo: number;
  paidKobo: number;
  waived: boolean;
  /** The last day the money could be sent without the fine (the due day plus the grace). */
  lastDay: string;
}

export interface LedgerOptions {
  /** The purse's late fine rules (shared/late-fines.ts); none: no fine. */
  fines?: readonly LateFineRule[] | null;
  /** The member's payments awaiting confirmation: they pay nothing, but money sent on time keeps a fine away. */
  pending?: readonly DuesPayment[];
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
  /** Its late fine, or null: paid in time, not owed, or no fine on this purse. */
  fine: FineStanding | null;
}

export interface MemberLedger {
  /** Every begun period (and any later one a payment named), oldest first. */
  periods: PeriodStanding[];
  /** What the begun periods whose due day has passed, and the fines, still lack: the arrears. */
  arrearsKobo: number;
  /** What every begun period and fine still lacks (the arrears and the current period). */
  owingKobo: number;
  /** The fines owed (not waived), paid or not. */
  finesKobo: number;
  /** What the fines owed still lack (part of the arrears). */
  finesOwingKobo: number;
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
 * The day each owed period was paid in full had the payments paid in the order they were sent
 * (the same rule: a named period first, then the oldest begun period). Periods never completed
 * are absent.
 */
function completedOn(periods: readonly PeriodStanding[], begunCount: number, payments: readonly DuesPayment[]): Map<number, string> {
  const left = new Map(periods.map((p) => [p.index, p.owedKobo]));
  const done = new Map<number, string>();
  const put = (index: number, available: number, day: string): number => {
    const lack = left.get(index) ?? 0;
    const amount = Math.min(available, lack);
    if (amount <= 0) return 0;
    left.set(index, lack - amount);
    if (lack === amount) done.set(index, day);
    return amount;
  };
  // Sent order; a payment with no day of sending never makes a period late (it sorts first).
  const bySent = [...payments].sort((a, b) => inOrder(a.sentOn ?? '', b.sentOn ?? ''));
  for (const payment of bySent) {
    const day = payment.sentOn ?? '';
    let rest = Math.max(0, payment.amountKobo);
    if (payment.period !== null && left.has(payment.period)) rest -= put(payment.period, rest, day);
    for (const period of periods) {
      if (rest === 0 || period.index >= begunCount) break;
      rest -= put(period.index, rest, day);
    }
  }
  return done;
}

/**
 * One member's standing in a scheduled purse on `today`.
 * @example memberLedger(monthly, 5_000_00, terms, [{ id: 'p1', amountKobo: 7_500_00, period: null }], '2026-02-10') // January paid, February part-paid
 */
export function memberLedger(schedule: DuesSchedule, amountPerPeriodKobo: number, terms: MemberTerms, payments: readonly DuesPayment[], today: string, options: LedgerOptions = {}): MemberLedger {
  const excused = new Set(terms.excused);
  const begun = periodsBegun(schedule, today);
  // Periods a payment named beyond those begun are shown too (paid ahead).
  const named = payments.map((p) => p.period).filter((index): index is number => index !== null && index >= begun.length);
  const extra = [...new Set(named)].sort((a, b) => a - b).map((index) => periodAt(schedule, index)).filter((p): p is DuesPeriod => p !== null);
  const periods: PeriodStanding[] = [...begun, ...extra].map((period) => {
    const owed = owesPeriod(period, terms);
    const isExcused = owed && excused.has(period.index);
    return { ...period, owedKobo: owed && !isExcused ? amountPerPeriodKobo : 0, paidKobo: 0, state: isExcused ? 'excused' : owed ? 'owing' : 'not-owed', paidBy: [], fine: null };
  });
  const byIndex = new Map(periods.map((p) => [p.index, p]));

  // Late fines: each begun, owed period judged by the rule in force on its due day.
  if (options.fines && options.fines.length > 0) {
    const waived = new Set(terms.waived ?? []);
    const done = completedOn(periods, begun.length, [...payments, ...(options.pending ?? [])]);
    for (const period of periods) {
      if (period.index >= begun.length || period.owedKobo === 0) continue;
      const rule = fineRuleOn(options.fines, period.dueDay);
      if (!rule) continue;
      const lastDay = addDays(period.dueDay, rule.graceDays);
      const completed = done.get(period.index);
      const late = completed === undefined ? today > lastDay : completed > lastDay;
      if (!late) continue;
      const charged = fineKobo(rule, period.owedKobo);
      if (charged <= 0) continue;
      const isWaived = waived.has(period.index);
      period.fine = { chargedKobo: charged, owedKobo: isWaived ? 0 : charged, paidKobo: 0, waived: isWaived, lastDay };
    }
  }

  // What falls due, in order: each begun period on its due day, each fine the day after its grace.
  const dues: { day: string; period: PeriodStanding; fine: boolean }[] = [];
  for (const period of periods) {
    if (period.index >= begun.length) break;
    dues.push({ day: period.dueDay, period, fine: false });
    if (period.fine && period.fine.owedKobo > 0) dues.push({ day: addDays(period.fine.lastDay, 1), period, fine: true });
  }
  dues.sort((a, b) => inOrder(a.day, b.day) || Number(a.fine) - Number(b.fine) || a.period.index - b.period.index);

  const put = (period: PeriodStanding, paymentId: string, available: number): number => {
    const amount = Math.min(available, period.owedKobo - period.paidKobo);
    if (amount <= 0) return 0;
    period.paidKobo += amount;
    const last = period.paidBy[period.paidBy.length - 1];
    if (last?.paymentId === paymentId) last.amountKobo += amount;
    else period.paidBy.push({ paymentId, amountKobo: amount });
    return amount;
  };
  const putFine = (fine: FineStanding, available: number): number => {
    const amount = Math.min(available, fine.owedKobo - fine.paidKobo);
    if (amount <= 0) return 0;
    fine.paidKobo += amount;
    return amount;
  };
  let creditKobo = 0;
  for (const payment of payments) {
    let left = Math.max(0, payment.amountKobo);
    const chosen = payment.period === null ? undefined : byIndex.get(payment.period);
    if (chosen) left -= put(chosen, payment.id, left);
    // What fell due first is paid first; a period named ahead only takes what was named for it.
    for (const due of dues) {
      if (left === 0) break;
      left -= due.fine ? putFine(due.period.fine!, left) : put(due.period, payment.id, left);
    }
    creditKobo += left;
  }
  let arrearsKobo = 0;
  let owingKobo = 0;
  let finesKobo = 0;
  let finesOwingKobo = 0;
  let next: MemberLedger['next'] = null;
  for (const period of periods) {
    if (period.fine) {
      finesKobo += period.fine.owedKobo;
      finesOwingKobo += period.fine.owedKobo - period.fine.paidKobo;
    }
    if (period.state === 'excused' || period.state === 'not-owed') continue;
    const lack = period.owedKobo - period.paidKobo;
    period.state = lack === 0 ? 'paid' : period.paidKobo > 0 ? 'part' : 'owing';
    if (period.index >= begun.length) continue;
    owingKobo += lack;
    if (period.dueDay < today) arrearsKobo += lack;
    if (lack > 0 && next === null) next = { index: period.index, dueDay: period.dueDay, leftKobo: lack };
  }
  owingKobo += finesOwingKobo;
  arrearsKobo += finesOwingKobo;
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
  return { periods, arrearsKobo, owingKobo, finesKobo, finesOwingKobo, creditKobo, next };
}
