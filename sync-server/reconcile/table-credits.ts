import { firstLineOf, type UnreadableEntry, type UnreadableReason } from '../../shared/statement-unreadable';
import { parseAmountCell, type AmountCell, type CellValue } from './amount-cell';
import { parseDateCell } from './date-cell';
import { decideDateOrder, type DateOrder } from './date-order';
import { findHeader, type StatementColumns } from './header-row';
import { statementProblem, type StatementProblem } from './messages';
import type { ParseOptions, ReadOutcome, UnkeyedCredit } from './statement-credit';

/** One row of a statement table and its number as the admin sees it (1-based). */
export interface TableRow {
  line: number;
  cells: CellValue[];
}

// A row with no date that names a total or a balance is the statement's summary, not a movement.
const SUMMARY = /\b(?:totals?|summary|sub ?total|opening|closing|brought forward|carried forward|b\/f|c\/f|balance)\b/i;

function text(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).replace(/\s+/g, ' ').trim();
}

type Bad = { kind: 'bad'; reason: UnreadableReason; what: string };
type Movement = { kind: 'credit'; kobo: number } | { kind: 'debit' } | { kind: 'none' } | Bad;

function sideOf(cell: string): 'credit' | 'debit' | null {
  if (/^(?:c|cr|credit|deposit|inflow)$/i.test(cell)) return 'credit';
  if (/^(?:d|dr|debit|withdrawal|outflow)$/i.test(cell)) return 'debit';
  return null;
}

function movementOf(row: TableRow, columns: StatementColumns, labels: string[]): Movement {
  const money = (column: number): AmountCell | Bad => {
    const parsed = parseAmountCell(column < 0 ? null : (row.cells[column] ?? null));
    if (parsed.kind !== 'invalid') return parsed;
    return { kind: 'bad', reason: 'amount-not-a-number', what: `the amount "${text(row.cells[column])}" in ${labels[column]} is not a number` };
  };
  if (columns.credit >= 0) {
    const credit = money(columns.credit);
    const debit = money(columns.debit);
    if (credit.kind === 'bad') return credit;
    if (debit.kind === 'bad') return debit;
    const creditKobo = credit.kind === 'amount' ? credit.kobo : 0;
    const debitKobo = debit.kind === 'amount' ? debit.kobo : 0;
    if (creditKobo > 0) return { kind: 'credit', kobo: creditKobo };
    // A negative figure in the credit column is money going back out (a reversal).
    return creditKobo < 0 || debitKobo !== 0 ? { kind: 'debit' } : { kind: 'none' };
  }
  const amount = money(columns.amount);
  if (amount.kind === 'bad') return amount;
  if (amount.kind !== 'amount' || amount.kobo === 0) return { kind: 'none' };
  let side = amount.side;
  if (columns.side >= 0) {
    const sideText = text(row.cells[columns.side]);
    side = sideOf(sideText) ?? side;
    if (side === null) return { kind: 'bad', reason: 'side-unknown', what: `the type "${sideText}" in ${labels[columns.side]} is neither Cr nor Dr` };
  }
  // With no Dr/Cr marker, a signed Amount column gives money out as negative figures.
  side ??= amount.kobo < 0 ? 'debit' : 'credit';
  return side === 'credit' ? { kind: 'credit', kobo: Math.abs(amount.kobo) } : { kind: 'debit' };
}

const isBlank = (row: TableRow) => row.cells.every((cell) => text(cell) === '');

/** The row as the admin finds it in their file: its non-empty cells. */
const rowText = (row: TableRow) => firstLineOf(row.cells.map(text).filter((cell) => cell !== '').join(' | '));

/**
 * The credits of a statement table: finds the header under the title rows, decides whether the
 * file writes dates day or month first (date-order.ts), keeps credits, counts debits, skips blank,
 * opening-balance and total rows, and lists every row it cannot read (its number, its cells, why)
 * instead of refusing the file for one bad row.
 * @example tableCredits([{ line: 1, cells: ['Date', 'Credit'] }, { line: 2, cells: ['24/11/2026', '5,000'] }])
 */
export function tableCredits(rows: readonly TableRow[], options: ParseOptions = {}): ReadOutcome | StatementProblem {
  const header = findHeader(rows.map((row) => row.cells));
  if (!header) return statementProblem('statement-columns-not-found');
  const { columns } = header;
  const labels = rows[header.index]!.cells.map((cell) => text(cell) || 'an unnamed column');
  const body = rows.slice(header.index + 1).filter((row) => !isBlank(row));
  const dated = function* () {
    for (const row of body) {
      const cell = row.cells[columns.date];
      if (typeof cell === 'string') yield { where: `row ${row.line}`, text: cell };
    }
  };
  const decided = decideDateOrder(dated(), options.dateOrder);
  if (!decided.ok) return decided;
  const order: DateOrder = decided.order ?? 'day-first';
  const credits: UnkeyedCredit[] = [];
  const unreadable: UnreadableEntry[] = [];
  let skippedDebits = 0;
  const unread = (row: TableRow, reason: UnreadableReason, detail: string) =>
    unreadable.push({ unit: 'Row', line: row.line, firstLine: rowText(row), reason, detail });
  for (const row of body) {
    const movement = movementOf(row, columns, labels);
    if (movement.kind === 'none') continue;
    const dateCell = row.cells[columns.date] ?? null;
    const postedAt = parseDateCell(dateCell, order);
    if (postedAt === null && row.cells.some((cell) => typeof cell === 'string' && SUMMARY.test(cell))) continue;
    if (movement.kind === 'bad') {
      unread(row, movement.reason, movement.what);
      continue;
    }
    if (movement.kind === 'debit') {
      skippedDebits += 1;
      continue;
    }
    if (postedAt === null) {
      const shown = text(dateCell);
      if (shown === '') unread(row, 'date-missing', `the date in ${labels[columns.date]} is missing`);
      else unread(row, 'date-not-a-date', `the date "${shown}" in ${labels[columns.date]} is not a date`);
      continue;
    }
    const balance = parseAmountCell(columns.balance < 0 ? null : (row.cells[columns.balance] ?? null));
    const reference = columns.reference < 0 ? '' : text(row.cells[columns.reference]);
    credits.push({
      line: row.line,
      postedAt,
      amountKobo: movement.kobo,
      narration: [columns.party, columns.narration].map((column) => (column < 0 ? '' : text(row.cells[column]))).join(' ').trim(),
      reference: reference === '' || reference === '--' ? null : reference,
      balanceKobo: balance.kind === 'amount' ? (balance.side === 'debit' ? -balance.kobo : balance.kobo) : null,
    });
  }
  return { ok: true, credits, skippedDebits, unreadable, dateOrder: decided.order };
}
