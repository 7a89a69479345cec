/**
 * Every member's standing in a levy or a dues purse, period by period, from the rows both the
 * server and the phone hold (issue 25 §§2-4): the purse's schedule, the members with the day
 * they joined, and the purse's payments. Only confirmed money pays a period, taken in the order
 * it was confirmed; a pending payment is on its way (counted apart), a rejected or reversed one
 * pays nothing, so undoing a decision undoes its allocation exactly (nothing is stored to undo).
 */
import { inOrder, memberLedger, type MemberLedger } from './dues-ledger';
import { scheduledDues, type MemberDues, type MemberMoney } from './member-dues';
import { periodsBegun, type DuesPeriod, type DuesSchedule } from './dues-schedule';
import { termsFor, type DuesTerms } from './dues-terms';
import { lagosDay } from './lagos-day';
import { scheduleOf, type PurseScheduleFields } from './purse-schedule';

export interface LedgerMember {
  userId: string;
  fullName: string;
  username: string;
  joinedAt: string;
  /** The admin's exceptions for this member (owing from the start, excused periods). */
  duesTerms?: DuesTerms | null;
}

export interface LedgerPayment {
  id: string;
  userId: string;
  amountKobo: number;
  period?: number | null;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  /** The Lagos day the money was sent (judges late fines); absent: the day it was created. */
  sentOn?: string | null;
}

export interface MemberStanding {
  member: LedgerMember;
  ledger: MemberLedger;
  /** Money sent but not confirmed yet: shown beside the periods, never paying one. */
  pendingKobo: number;
}

export interface PeriodTotals {
  period: DuesPeriod;
  owedKobo: number;
  paidKobo: number;
  /** Members who owe it and have paid it in full. */
  paidCount: number;
  /** Members who owe it (excused and not-owed members are not counted). */
  owingMembers: number;
}

export interface PurseLedgers {
  schedule: DuesSchedule;
  amountPerPeriodKobo: number;
  /** The periods begun by `today` (and any later one a payment named), oldest first. */
  periods: DuesPeriod[];
  /** How many periods have begun (the first ones of `periods`). */
  begunCount: number;
  /** Members with arrears first (most owed first), then by name. */
  members: MemberStanding[];
  totals: PeriodTotals[];
  /** What every member still owes for begun periods. */
  owingKobo: number;
  arrearsKobo: number;
}

/** Confirmation order: when it was decided, then when it was sent, then its id (stable on every device). */
function byConfirmation(a: LedgerPayment, b: LedgerPayment): number {
  return inOrder(a.decidedAt ?? a.createdAt, b.decidedAt ?? b.createdAt) || inOrder(a.createdAt, b.createdAt) || inOrder(a.id, b.id);
}

// One collator for every comparison: localeCompare with options builds a new one each call (a
// 300-member grid spent 120 ms of a throttled phone's main thread there).
const NAMES = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: LedgerMember, b: LedgerMember) => NAMES.compare(a.fullName, b.fullName) || inOrder(a.username, b.username);

/**
 * The standing of every member of a levy or dues purse on `today` ('YYYY-MM-DD', Lagos); null for
 * a collection (it has no periods). `payments` are the purse's contributions, any status.
 * @example purseLedgers(duesPurse, [ada], [{ id: 'c1', userId: ada.userId, amountKobo: 500_000, status: 'confirmed', … }], '2026-02-10')!.members[0].ledger.periods[0].state === 'paid'
 */
export function purseLedgers(purse: PurseScheduleFields & { id: string }, members: readonly LedgerMember[], payments: readonly LedgerPayment[], today: string): PurseLedgers | null {
  const schedule = scheduleOf(purse);
  if (!schedule) return null;
  const amount = purse.amountPerMemberKobo!;
  const confirmed = new Map<string, LedgerPayment[]>();
  const pending = new Map<string, number>();
  const pendingOf = new Map<string, LedgerPayment[]>();
  for (const payment of payments) {
    if (payment.status === 'confirmed') {
      const list = confirmed.get(payment.userId);
      if (list) list.push(payment);
      else confirmed.set(payment.userId, [payment]);
    } else if (payment.status === 'pending') {
      pending.set(payment.userId, (pending.get(payment.userId) ?? 0) + payment.amountKobo);
      const list = pendingOf.get(payment.userId);
      if (list) list.push(payment);
      else pendingOf.set(payment.userId, [payment]);
    }
  }
  const fines = purse.lateFines && purse.lateFines.length > 0 ? purse.lateFines : null;
  const asDues = (p: LedgerPayment) => ({ id: p.id, amountKobo: p.amountKobo, period: p.period ?? null, sentOn: p.sentOn ?? lagosDay(p.createdAt) });
  const standings: MemberStanding[] = members.map((member) => {
    const own = (confirmed.get(member.userId) ?? []).sort(byConfirmation);
    const ledger = memberLedger(
      schedule,
      amount,
      { joinDay: lagosDay(member.joinedAt), ...termsFor(member.duesTerms, purse.id) },
      own.map(asDues),
      today,
      fines ? { fines, pending: (pendingOf.get(member.userId) ?? []).map(asDues) } : {},
    );
    return { member, ledger, pendingKobo: pending.get(member.userId) ?? 0 };
  });
  standings.sort((a, b) => b.ledger.arrearsKobo - a.ledger.arrearsKobo || b.ledger.owingKobo - a.ledger.owingKobo || byName(a.member, b.member));

  const begun = periodsBegun(schedule, today);
  const columns = new Map<number, DuesPeriod>(begun.map((p) => [p.index, p]));
  for (const standing of standings) for (const p of standing.ledger.periods) if (!columns.has(p.index)) columns.set(p.index, { index: p.index, startDay: p.startDay, dueDay: p.dueDay });
  const periods = [...columns.values()].sort((a, b) => a.index - b.index);
  const totals: PeriodTotals[] = periods.map((period) => ({ period, owedKobo: 0, paidKobo: 0, paidCount: 0, owingMembers: 0 }));
  const totalAt = new Map(totals.map((t) => [t.period.index, t]));
  let owingKobo = 0;
  let arrearsKobo = 0;
  for (const { ledger } of standings) {
    owingKobo += ledger.owingKobo;
    arrearsKobo += ledger.arrearsKobo;
    for (const p of ledger.periods) {
      const total = totalAt.get(p.index)!;
      total.paidKobo += p.paidKobo;
      if (p.owedKobo === 0) continue;
      total.owedKobo += p.owedKobo;
      total.owingMembers += 1;
      if (p.state === 'paid') total.paidCount += 1;
    }
  }
  return { schedule, amountPerPeriodKobo: amount, periods, begunCount: begun.length, members: standings, totals, owingKobo, arrearsKobo };
}

/**
 * Each member's standing for shared/member-dues.ts's lists (roll-call, reminders, the purse card),
 * from their ledger: what the periods begun so far ask of them and still lack.
 * @example purseDues(purse.amountPerMemberKobo, people, money, ledgerDuesOf(ledgers))
 */
export function ledgerDuesOf(ledgers: PurseLedgers): (userId: string, money: MemberMoney) => MemberDues {
  const byUser = new Map(ledgers.members.map((standing) => [standing.member.userId, standing.ledger]));
  return (userId, money) => {
    const ledger = byUser.get(userId);
    if (!ledger) return scheduledDues(0, 0, money);
    // What the begun periods ask, and the fines charged (a fine is owed like a period).
    const owed = ledger.periods.filter((p) => p.index < ledgers.begunCount).reduce((sum, p) => sum + p.owedKobo, 0) + ledger.finesKobo;
    return scheduledDues(ledger.owingKobo, owed, money);
  };
}
