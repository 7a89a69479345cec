import type { CellValue } from './amount-cell';

/** Where each column of a statement table is; -1 when the statement has no such column. */
export interface StatementColumns {
  date: number;
  credit: number;
  debit: number;
  amount: number;
  /** The Dr/Cr column beside a single Amount column. */
  side: number;
  narration: number;
  /** The other party's name, which some banks (Kuda, OPay) print apart from the narration. */
  party: number;
  reference: number;
  balance: number;
}

type Role = keyof StatementColumns;

// Labels as banks print them, after `normaliseLabel`. Earlier entries win: a transaction date
// is preferred to a value date, which some banks print without the time.
const LABELS: [Role, RegExp][] = [
  ['date', /^(?:trans(?:action)?|txn|tran|posted|posting|post|booking|entry)? ?date(?: ?time)?$|^date posted$|^(?:trans(?:action)?|txn) time$/],
  ['date', /^value date$/],
  ['credit', /^(?:credits?|deposits?|money in|lodgements?|cr|credit amount|paid in|inflow)$/],
  ['debit', /^(?:debits?|withdrawals?|dr|money out|debit amount|paid out|outflow)$/],
  ['amount', /^(?:amount|amt|transaction amount|trans amount|txn amount)$/],
  ['side', /^(?:type|dr cr|cr dr|d c|c d|transaction type|trans type|txn type|debit credit|credit debit)$/],
  // OPay and PalmPay print "Transaction Detail" (sometimes plural); the party's name is in it.
  ['narration', /^(?:narration|narrative|description|remarks?|details|particulars|memo|transaction details?|transaction description|trans description)$/],
  ['party', /^(?:to from|from to|counterparty|counter party|sender|sender name|from|beneficiary|beneficiary sender|sender beneficiary|sender receiver|receiver sender|recipient sender|sender recipient)$/],
  ['reference', /^(?:ref(?:erence)?|ref no|reference no|reference number|trans(?:action)? ref(?:erence)?|txn ref|session id|transaction id)$/],
  ['balance', /^(?:balance|bal|running balance|closing balance|available balance|book balance|balance after)$/],
];

/**
 * A header label reduced to lower-case words: "Credit (₦)" -> "credit", "Reference No." ->
 * "reference no", "Dr/Cr" -> "dr cr".
 * @example normaliseLabel(' Trans. Date ') === 'trans date'
 */
export function normaliseLabel(cell: CellValue): string {
  if (typeof cell !== 'string') return '';
  return cell
    .toLowerCase()
    .replace(/\(.*?\)|₦|\bngn\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The columns of a header row, or null when the row is not one (it needs a date column and a
 * credit or amount column).
 * @example columnsOf(['Trans Date', 'Narration', 'Debit', 'Credit', 'Balance'])?.credit === 3
 */
export function columnsOf(row: readonly CellValue[]): StatementColumns | null {
  const columns: StatementColumns = { date: -1, credit: -1, debit: -1, amount: -1, side: -1, narration: -1, party: -1, reference: -1, balance: -1 };
  const rank: Partial<Record<Role, number>> = {};
  row.forEach((cell, index) => {
    const label = normaliseLabel(cell);
    if (label === '') return;
    LABELS.forEach(([role, pattern], order) => {
      if (!pattern.test(label)) return;
      if (rank[role] !== undefined && rank[role] <= order) return;
      rank[role] = order;
      columns[role] = index;
    });
  });
  if (columns.date < 0 || (columns.credit < 0 && columns.amount < 0)) return null;
  return columns;
}

/** How far down the title rows (account name, period, opening balance) may go before the header. */
export const HEADER_SEARCH_ROWS = 40;

/**
 * Finds the header row under a statement's title rows.
 * @example findHeader([['GTBank statement'], ['Trans Date', 'Credit']]) -> { index: 1, columns: {...} }
 */
export function findHeader(rows: readonly (readonly CellValue[])[]): { index: number; columns: StatementColumns } | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const columns = columnsOf(rows[index]!);
    if (columns) return { index, columns };
  }
  return null;
}
