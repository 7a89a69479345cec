/**
 * Purse and group statements (issue 11 §5), built from the plain sync rows so the phone (screen,
 * PDF) and the server (CSV, XLSX) tell the same story from the same code. Pure: no clock, no I/O.
 *
 * The books, in kobo:
 * - Money in: a contribution counts on the day it was confirmed (`decidedAt`); cash the admin
 *   recorded is a confirmed contribution marked cash. A contribution later reversed still came
 *   in on its day, and goes out again on the day it was reversed (`reversedAt`).
 * - Money out: an approved payout on the day it was paid (`paidAt`).
 * - closing = opening + in − reversed − out, where opening is the same sum before the range.
 *   Over all time that is the purse's collected − paid out: the balance the database holds.
 * - A day is the calendar day in Lagos (West Africa Time, UTC+1, no summer time), as the group
 *   lives it; `from` and `to` are such days, both included.
 */
import * as z from 'zod';
import { zodError } from './errors';
import type { ContributionRow, MemberRow, PartnerRow, PayoutRow, PurseRow } from './sync-protocol';
import { purseDues, type MemberMoney } from './member-dues';
import { lagosDay } from './lagos-day';

export { lagosDay } from './lagos-day';

const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, zodError('statementDateInvalid'))
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), zodError('statementDateInvalid'));

/** A statement's period from a query (`?from=2026-01-01&to=2026-01-31`); both optional, `from` not after `to`. */
export const statementRangeSchema = z
  .object({ from: daySchema.optional(), to: daySchema.optional() })
  .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, { ...zodError('statementRangeInverted'), path: ['to'] })
  .transform((r) => ({ from: r.from ?? null, to: r.to ?? null }));
export type StatementRange = z.output<typeof statementRangeSchema>;

export interface StatementInput {
  group: { id: string; name: string };
  projects: readonly PurseRow[];
  contributions: readonly ContributionRow[];
  payouts: readonly PayoutRow[];
  /** Memberships (tombstones and inactive ones are left out of the defaulters). */
  members: readonly MemberRow[];
  partners: readonly PartnerRow[];
  /** The group's check code (shared/history.ts `checkCode`) and when the statement was made (ISO). */
  checkCode: string;
  madeAt: string;
  range: StatementRange;
  /** Item 7: false gives other members' lines without amounts (totals stay exact). Default true. */
  showMemberAmounts?: boolean;
  /** The reader, whose own lines always keep their amounts. */
  viewerId?: string | null;
}

export type MovementType = 'contribution' | 'cash' | 'reversal' | 'payout';

/** One movement of money, in date order. */
export interface StatementMovement {
  id: string;
  /** ISO time it counts at, and its Lagos day. */
  at: string;
  day: string;
  type: MovementType;
  projectId: string | null;
  /** The member who paid (or whose payment was reversed), or the payout's recipient. */
  who: string;
  userId: string | null;
  /** A payout's purpose, a reversal's reason, a payment's notes. */
  details: string | null;
  reference: string | null;
  /** Signed: in is positive, out negative; null when withheld (item 7). */
  amountKobo: number | null;
  status: 'confirmed' | 'reversed' | 'approved';
  hasReceipt: boolean;
  /** A payout's approver's name, or null when nobody approved it (issue 23 §2); undefined for money in. */
  approvedBy?: string | null;
  /** The balance after this movement; null on every line when member amounts are withheld (a difference would tell). */
  balanceKobo: number | null;
}

/** A pending or rejected contribution or payout (not money in the books yet, or never). */
export interface StatementItem {
  id: string;
  kind: 'contribution' | 'payout';
  at: string;
  day: string;
  projectId: string | null;
  who: string;
  userId: string | null;
  details: string | null;
  reference: string | null;
  amountKobo: number | null;
  status: 'pending' | 'rejected';
  hasReceipt: boolean;
}

/** What a member put in over the period: confirmed (cash included) less reversed. */
export interface MemberLine {
  userId: string;
  name: string;
  payments: number;
  paidKobo: number | null;
  cashKobo: number | null;
  reversedKobo: number | null;
  netKobo: number | null;
}

export interface StatementTotals {
  openingKobo: number;
  inKobo: number;
  /** The part of `inKobo` that was cash the admin recorded. */
  cashKobo: number;
  reversedKobo: number;
  outKobo: number;
  closingKobo: number;
  pendingInKobo: number;
  pendingOutKobo: number;
}

export interface PurseSummary {
  projectId: string | null;
  name: string;
  targetKobo: number | null;
  totals: StatementTotals;
}

export interface Statement {
  kind: 'purse' | 'group';
  groupName: string;
  /** The purse's name; for a group statement, null. */
  purseName: string | null;
  range: StatementRange;
  totals: StatementTotals;
  movements: StatementMovement[];
  byMember: MemberLine[];
  pending: StatementItem[];
  rejected: StatementItem[];
  /**
   * Active members who had not paid by the end of the period: with the purse's amount per member,
   * those who had not paid it in full (`leftKobo`: what was still owed); otherwise those with no
   * confirmed money in the purse (the group, for a group statement; `leftKobo` null).
   */
  defaulters: { userId: string; name: string; leftKobo: number | null }[];
  /** The purse's amount per member (issue 23 §1), or null (none set, or a group statement). */
  owedKobo: number | null;
  /** Only with an amount per member that every active member had paid in full by the end of the period. */
  everyonePaid: boolean;
  partners: string[];
  /** A group statement's purses (and 'No purse' when some money named none). */
  purses: PurseSummary[];
  checkCode: string;
  madeAt: string;
  showMemberAmounts: boolean;
}

/** The name a statement gives money that named no purse. */
export const NO_PURSE = 'No purse';

/**
 * A statement of one purse (`projectId`), or of the money that named none (`null`).
 * @example purseStatement(input, project.id).totals.closingKobo
 */
export function purseStatement(input: StatementInput, projectId: string | null): Statement {
  const project = input.projects.find((p) => p.id === projectId) ?? null;
  return build(input, (row) => row.projectId === projectId, 'purse', project?.name ?? NO_PURSE, [], project?.amountPerMemberKobo ?? null);
}

/** A statement of the whole group: every purse and the money that named none, with a summary per purse. */
export function groupStatement(input: StatementInput): Statement {
  const ids: (string | null)[] = input.projects.filter((p) => p.groupId === input.group.id).map((p) => p.id);
  if (input.contributions.some((c) => c.groupId === input.group.id && c.projectId === null)) ids.push(null);
  const purses = ids.map((id) => {
    const one = purseStatement(input, id);
    const project = input.projects.find((p) => p.id === id);
    return { projectId: id, name: one.purseName ?? NO_PURSE, targetKobo: project ? project.targetAmountKobo : null, totals: one.totals };
  });
  return build(input, () => true, 'group', null, purses);
}

function build(
  input: StatementInput,
  inScope: (row: { projectId: string | null }) => boolean,
  kind: Statement['kind'],
  purseName: string | null,
  purses: PurseSummary[],
  owedKobo: number | null = null,
): Statement {
  const { from, to } = input.range;
  const before = (day: string) => from !== null && day < from;
  const within = (day: string) => (from === null || day >= from) && (to === null || day <= to);
  const byEnd = (day: string) => to === null || day <= to;
  const showAll = input.showMemberAmounts ?? true;
  const shown = (userId: string | null) => showAll || userId === null || userId === (input.viewerId ?? null);
  const contributions = input.contributions.filter((c) => c.groupId === input.group.id && inScope(c));
  const payouts = input.payouts.filter((p) => p.groupId === input.group.id && inScope(p));

  const all = ledgerMovements(contributions, payouts);
  const opening = all.filter((m) => before(m.day)).reduce((sum, m) => sum + m.signedKobo, 0);
  const inRange = all.filter((m) => within(m.day));
  const sumOf = (type: MovementType) => inRange.filter((m) => m.type === type).reduce((sum, m) => sum + Math.abs(m.signedKobo), 0);
  const cashKobo = sumOf('cash');
  const inKobo = sumOf('contribution') + cashKobo;
  const reversedKobo = sumOf('reversal');
  const outKobo = sumOf('payout');

  let balance = opening;
  const movements: StatementMovement[] = inRange.map(({ signedKobo, bookedAt: _bookedAt, ...m }) => {
    balance += signedKobo;
    return { ...m, amountKobo: shown(m.userId) ? signedKobo : null, balanceKobo: showAll ? balance : null };
  });

  const pendingContributions = contributions.filter((c) => c.status === 'pending' && byEnd(lagosDay(c.createdAt)));
  const pendingPayouts = payouts.filter((p) => p.status === 'pending' && byEnd(lagosDay(p.paidAt)));
  const item = (row: ContributionRow | PayoutRow, kindOf: StatementItem['kind']): StatementItem => {
    const isContribution = kindOf === 'contribution';
    const c = row as ContributionRow;
    const p = row as PayoutRow;
    const at = isContribution ? (c.status === 'rejected' ? (c.decidedAt ?? c.createdAt) : c.createdAt) : p.status === 'rejected' ? (p.decidedAt ?? p.paidAt) : p.paidAt;
    const userId = isContribution ? c.userId : null;
    return {
      id: row.id,
      kind: kindOf,
      at,
      day: lagosDay(at),
      projectId: row.projectId,
      who: isContribution ? c.userFullName : p.recipient,
      userId,
      details: isContribution ? (c.status === 'rejected' ? c.adminNotes : c.paymentNotes) : p.status === 'rejected' ? p.rejectionReason : p.purpose,
      reference: isContribution ? c.transactionRef : null,
      amountKobo: shown(userId) ? row.amountKobo : null,
      status: row.status === 'rejected' ? 'rejected' : 'pending',
      hasReceipt: row.proofSha256 !== null,
    };
  };
  const rejectedItems = [
    ...contributions.filter((c) => c.status === 'rejected').map((c) => item(c, 'contribution')),
    ...payouts.filter((p) => p.status === 'rejected').map((p) => item(p, 'payout')),
  ].filter((i) => within(i.day));

  // Where each member stood at the end of the period, by shared/member-dues.ts: confirmed money only.
  const paidByEnd = new Map<string, MemberMoney>();
  for (const c of contributions) {
    if (c.status !== 'confirmed' || c.decidedAt === null || !byEnd(lagosDay(c.decidedAt))) continue;
    const sum = paidByEnd.get(c.userId) ?? { confirmedKobo: 0, pendingKobo: 0 };
    sum.confirmedKobo += c.amountKobo;
    paidByEnd.set(c.userId, sum);
  }
  const active = input.members
    .filter((m) => m.groupId === input.group.id && !m.deleted && m.status === 'active')
    .map((m) => ({ userId: m.userId, fullName: m.fullName, username: m.username }));
  const dues = purseDues(owedKobo, active, paidByEnd);
  const defaulters = [...dues.part, ...dues.awaiting, ...dues.none]
    .map((m) => ({ userId: m.userId, name: m.fullName, leftKobo: m.leftKobo }))
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    kind,
    groupName: input.group.name,
    purseName,
    range: input.range,
    totals: {
      openingKobo: opening,
      inKobo,
      cashKobo,
      reversedKobo,
      outKobo,
      closingKobo: balance,
      pendingInKobo: pendingContributions.reduce((sum, c) => sum + c.amountKobo, 0),
      pendingOutKobo: pendingPayouts.reduce((sum, p) => sum + p.amountKobo, 0),
    },
    movements,
    byMember: memberLines(inRange, shown),
    pending: [...pendingContributions.map((c) => item(c, 'contribution')), ...pendingPayouts.map((p) => item(p, 'payout'))].sort(byTime),
    rejected: rejectedItems.sort(byTime),
    defaulters,
    owedKobo: dues.owedKobo,
    everyonePaid: dues.everyonePaid,
    partners: input.partners.filter((p) => p.groupId === input.group.id && !p.deleted).map((p) => p.fullName),
    purses,
    checkCode: input.checkCode,
    madeAt: input.madeAt,
    showMemberAmounts: showAll,
  };
}

/**
 * `bookedAt`: when the movement entered the books (confirmed, reversed, payout recorded or approved).
 * Movements are ordered by their Lagos day, then by it: a payout is dated the day it was paid, so
 * within that day it follows the money confirmed before it was booked, and the running balance
 * never dips below zero only because of the order of one day's lines.
 */
type LedgerMovement = Omit<StatementMovement, 'amountKobo' | 'balanceKobo'> & { signedKobo: number; bookedAt: string };

/** Every movement of money of these rows, in time order (ties by id, so the order is stable). */
function ledgerMovements(contributions: readonly ContributionRow[], payouts: readonly PayoutRow[]): LedgerMovement[] {
  const out: LedgerMovement[] = [];
  for (const c of contributions) {
    if ((c.status !== 'confirmed' && c.status !== 'reversed') || c.decidedAt === null) continue;
    const base = { projectId: c.projectId, who: c.userFullName, userId: c.userId, reference: c.transactionRef, hasReceipt: c.proofSha256 !== null };
    const type: MovementType = c.recordedBy !== null ? 'cash' : 'contribution';
    out.push({ ...base, id: c.id, at: c.decidedAt, day: lagosDay(c.decidedAt), type, details: c.paymentNotes, status: 'confirmed', signedKobo: c.amountKobo, bookedAt: c.decidedAt });
    if (c.status === 'reversed' && c.reversedAt !== null) {
      out.push({ ...base, id: `${c.id}:reversal`, at: c.reversedAt, day: lagosDay(c.reversedAt), type: 'reversal', details: c.reversalReason, status: 'reversed', signedKobo: -c.amountKobo, bookedAt: c.reversedAt });
    }
  }
  for (const p of payouts) {
    if (p.status !== 'approved') continue;
    out.push({
      id: p.id,
      at: p.paidAt,
      day: lagosDay(p.paidAt),
      type: 'payout',
      projectId: p.projectId,
      who: p.recipient,
      userId: null,
      details: p.purpose,
      reference: null,
      status: 'approved',
      hasReceipt: p.proofSha256 !== null,
      approvedBy: p.decidedBy === null ? null : (p.decidedByName ?? ''),
      signedKobo: -p.amountKobo,
      bookedAt: p.decidedAt ?? p.createdAt,
    });
  }
  return out.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : byTime({ at: a.bookedAt, id: a.id }, { at: b.bookedAt, id: b.id })));
}

function byTime(a: { at: string; id: string }, b: { at: string; id: string }): number {
  return a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function memberLines(movements: readonly LedgerMovement[], shown: (userId: string | null) => boolean): MemberLine[] {
  const lines = new Map<string, { userId: string; name: string; payments: number; paid: number; cash: number; reversed: number }>();
  for (const m of movements) {
    if (m.userId === null) continue;
    const line = lines.get(m.userId) ?? { userId: m.userId, name: m.who, payments: 0, paid: 0, cash: 0, reversed: 0 };
    if (m.type === 'reversal') line.reversed += -m.signedKobo;
    else {
      line.payments += 1;
      line.paid += m.signedKobo;
      if (m.type === 'cash') line.cash += m.signedKobo;
    }
    lines.set(m.userId, line);
  }
  return [...lines.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((l) => {
      const show = shown(l.userId);
      return {
        userId: l.userId,
        name: l.name,
        payments: l.payments,
        paidKobo: show ? l.paid : null,
        cashKobo: show ? l.cash : null,
        reversedKobo: show ? l.reversed : null,
        netKobo: show ? l.paid - l.reversed : null,
      };
    });
}
