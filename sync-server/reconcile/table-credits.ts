import { parseAmountCell, type AmountCell, type CellValue } from './amount-cell';
import { parseDateCell } from './date-cell';
import { findHeader, type StatementColumns } from './header-row';
import { rowProblem, statementProblem, type StatementProblem } from './messages';
import type { ReadOutcome, UnkeyedCredit } from './statement-credit';

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

type Movement = { kind: 'credit'; kobo: number } | { kind: 'debit' } | { kind: 'none' } | { kind: 'bad'; what: string };

function sideOf(cell: string): 'credit' | 'debit' | null {
  if (/^(?:c|cr|credit|deposit|inflow)$/i.test(cell)) return 'credit';
  if (/^(?:d|dr|debit|withdrawal|outflow)$/i.test(cell)) return 'debit';
  return null;
}

function movementOf(row: TableRow, columns: StatementColumns, labels: string[]): Movement {
  const money = (column: number): AmountCell | { kind: 'bad'; what: string } => {
    const parsed = parseAmountCell(column < 0 ? null : (row.cells[column] ?? null));
    if (parsed.kind !== 'invalid') return parsed;
    return { kind: 'bad', what: `the amount "${text(row.cells[column])}" in ${labels[column]} is not a number` };
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
    if (side === null) return { kind: 'bad', what: `the type "${sideText}" in ${labels[columns.side]} is neither Cr nor Dr` };
  }
  // With no Dr/Cr marker, a signed Amount column gives money out as negative figures.
  side ??= amount.kobo < 0 ? 'debit' : 'credit';
  return side === 'credit' ? { kind: 'credit', kobo: Math.abs(amount.kobo) } : { kind: 'debit' };
}

/**
 * The credits of a statement table: finds the header under the title rows, keeps credits, counts
 * debits, skips blank, opening-balance and total rows, and refuses the whole table at the first
 * row that does not parse.
 * @example tableCredits([{ line: 1, cells: ['Date', 'Credit'] }, { line: 2, cells: ['24/11/2026', '5,000'] }])
 */
export function tableCredits(rows: readonly TableRow[]): ReadOutcome | StatementProblem {
  const header = findHeader(rows.map((row) => row.cells));
  if (!header) return statementProblem('statement-columns-not-found');
  const { columns } = header;
  const labels = rows[header.index]!.cells.map((cell) => text(cell) || 'an unnamed column');
  const credits: UnkeyedCredit[] = [];
  let skippedDebits = 0;
  for (const row of rows.slice(header.index + 1)) {
    if (row.cells.every((cell) => text(cell) === '')) continue;
    const movement = movementOf(row, columns, labels);
    if (movement.kind === 'none') continue;
    const dateCell = row.cells[columns.date] ?? null;
    const postedAt = parseDateCell(dateCell);
    if (postedAt === null && row.cells.some((cell) => typeof cell === 'string' && SUMMARY.test(cell))) continue;
    if (movement.kind === 'bad') return rowProblem('Row', row.line, movement.what);
    if (movement.kind === 'debit') {
      skippedDebits += 1;
      continue;
    }
    if (postedAt === null) {
      const shown = text(dateCell);
      const what = shown === '' ? `the date in ${labels[columns.date]} is missing` : `the date "${shown}" in ${labels[columns.date]} is not a date`;
      return rowProblem('Row', row.line, what);
    }
    const balance = parseAmountCell(columns.balance < 0 ? null : (row.cells[columns.balance] ?? null));
    const reference = columns.reference < 0 ? '' : text(row.cells[columns.reference]);
    credits.push({
      line: row.line,
      postedAt,
      amountKobo: movement.kobo,
      narration: [columns.party, columns.narration].map((column) => (column < 0 ? '' : text(row.cells[column]))).join(' ').trim(),
      reference: reference === '' ? null : reference,
      balanceKobo: balance.kind === 'amount' ? (balance.side === 'debit' ? -balance.kobo : balance.kobo) : null,
    });
  }
  return { ok: true, credits, skippedDebits };
}
