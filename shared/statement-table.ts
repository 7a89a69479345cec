import { shared_movementCash, shared_movementPayment, shared_movementPayout, shared_movementReversal } from './i18n/paraglide/messages.js';
import { NO_PURSE, type MovementType, type Statement } from './statement';

/**
 * A statement as one table for spreadsheets (issue 11 §5): a header row naming the columns, one
 * row per movement of money, a blank row, then the summary lines. The CSV and the XLSX are both
 * written from it, so they cannot disagree. Money cells carry kobo; each format writes naira.
 * The files stay in English whatever the app's language: a document for banks and accountants.
 */

/**
 * A cell of the table. Dates are cells of their own, not text, so the XLSX can write real dates
 * (issue 23): `day` is a Lagos calendar day ('YYYY-MM-DD'), `lagosTime` an instant shown on Lagos
 * wall-clock time (West Africa Time), labelled WAT, as the PDF shows it.
 */
export type Cell = string | { kobo: number } | { day: string } | { lagosTime: string } | null;

const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/**
 * An ISO instant as Lagos wall-clock time to the minute (WAT is UTC+1 all year, no summer time).
 * @example lagosMinute('2026-12-15T09:00:00.000Z') === '2026-12-15 10:00'
 */
export function lagosMinute(iso: string): string {
  return new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export const STATEMENT_COLUMNS = ['Date', 'Type', 'Member / recipient', 'Purse', 'Purpose / notes', 'Reference', 'Amount (NGN)', 'Status', 'Balance (NGN)', 'Receipt'] as const;

/** A movement's type as a reader says it; the PDF uses the same words. */
export const TYPE_LABELS: Record<MovementType, string> = { contribution: 'Payment', cash: 'Cash payment', reversal: 'Reversal', payout: 'Payout' };

const TYPE_TEXTS = { contribution: shared_movementPayment, cash: shared_movementCash, reversal: shared_movementReversal, payout: shared_movementPayout };

/** TYPE_LABELS on the screen, in the reader's language. @example movementTypeText('payout') === 'Payout' */
export function movementTypeText(type: MovementType): string {
  return TYPE_TEXTS[type]();
}

const money = (kobo: number | null): Cell => (kobo === null ? null : { kobo });

export function statementTable(s: Statement, purseNames: ReadonlyMap<string, string>): Cell[][] {
  const purseOf = (projectId: string | null) => (projectId === null ? NO_PURSE : (purseNames.get(projectId) ?? ''));
  const movements = s.movements.map((m): Cell[] => [
    { day: m.day },
    TYPE_LABELS[m.type],
    m.who,
    purseOf(m.projectId),
    m.details,
    m.reference,
    money(m.amountKobo),
    // A payout nobody approved says so where its status is (issue 23 §2).
    m.approvedBy === null ? 'approved by nobody' : m.status,
    money(m.balanceKobo),
    m.hasReceipt ? 'yes' : 'no',
  ]);
  const t = s.totals;
  const period = s.range.from === null && s.range.to === null ? 'All dates' : `${s.range.from ?? 'the start'} to ${s.range.to ?? 'today'}`;
  const summary: Cell[][] = [
    ['Statement', s.purseName === null ? s.groupName : `${s.groupName}: ${s.purseName}`],
    ['Period', period],
    ['Opening balance', money(t.openingKobo)],
    ['Money in (confirmed)', money(t.inKobo)],
    ['of which cash recorded', money(t.cashKobo)],
    ['Reversed', money(t.reversedKobo)],
    ['Paid out', money(t.outKobo)],
    ['Closing balance', money(t.closingKobo)],
    ['Payments awaiting confirmation', money(t.pendingInKobo)],
    ['Payouts awaiting approval', money(t.pendingOutKobo)],
    ...s.purses.map((p): Cell[] => [`Purse ${p.name}: closing balance`, money(p.totals.closingKobo)]),
    ...s.byMember.map((l): Cell[] => [`Paid by ${l.name}`, money(l.netKobo), `${l.payments} payment${l.payments === 1 ? '' : 's'}`]),
    ...s.pending.map((i): Cell[] => [`Pending ${i.kind}: ${i.who}`, money(i.amountKobo), i.details]),
    ...s.rejected.map((i): Cell[] => [`Rejected ${i.kind}: ${i.who}`, money(i.amountKobo), i.details]),
    ['Not yet paid', s.defaulters.map((d) => d.name).join(', ')],
    ['Accountability partners', s.partners.join(', ')],
    ['Check code', s.checkCode],
    ['Made at', { lagosTime: s.madeAt }],
  ];
  return [[...STATEMENT_COLUMNS], ...movements, [], ...summary];
}
