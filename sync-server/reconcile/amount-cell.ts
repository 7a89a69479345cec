import { nairaToKobo } from '../../shared/money';

/** A cell as the readers give it: text, a spreadsheet number, a spreadsheet date, or empty. */
export type CellValue = string | number | Date | null;

/**
 * What a money cell holds: nothing ('', '-', '0.00' counts as an amount of 0), a signed amount in
 * kobo with the Cr/Dr side when the cell prints one, or something that is not a number.
 */
export type AmountCell =
  | { kind: 'none' }
  | { kind: 'amount'; kobo: number; side: 'credit' | 'debit' | null }
  | { kind: 'invalid' };

// Cells that mean "no amount": blanks and the dashes banks print in the empty column (OPay: "--").
const NONE = /^(?:|-{1,2}|–|—|nil|n\/a)$/i;
// A currency mark before (or after) the figure: ₦, NGN, N (a plain "N" only when digits follow).
const CURRENCY = /^(?:₦|NGN|N(?=[\d\s.(]))\s*|\s*(?:₦|NGN)$/gi;
const SIDE = /\s*(?<![A-Za-z])(CR|DR)\.?$/i;

/**
 * Reads a statement's money cell exactly into kobo: '5,000.00', '₦5,000.00', 'NGN 5,000',
 * '(5,000.00)' and '-5,000.00' (negative), '+3.56', '5000', '5,000.00 CR', a spreadsheet number;
 * '', '-' and '--' are none.
 * @example parseAmountCell('₦5,000.50') -> { kind: 'amount', kobo: 500050, side: null }
 */
export function parseAmountCell(cell: CellValue): AmountCell {
  if (cell === null) return { kind: 'none' };
  if (cell instanceof Date) return { kind: 'invalid' };
  if (typeof cell === 'number') {
    // A spreadsheet number is already a binary double: rounding to the kobo recovers the two
    // decimals the bank wrote (5000.1 * 100 = 500010.00000000006).
    const kobo = Math.round(cell * 100);
    return Number.isSafeInteger(kobo) ? { kind: 'amount', kobo, side: null } : { kind: 'invalid' };
  }
  let text = cell.replace(/\s+/g, ' ').trim();
  if (NONE.test(text)) return { kind: 'none' };
  let side: 'credit' | 'debit' | null = null;
  const sideMatch = SIDE.exec(text);
  if (sideMatch) {
    side = sideMatch[1]!.toUpperCase() === 'CR' ? 'credit' : 'debit';
    text = text.slice(0, sideMatch.index);
  }
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) {
    // Wallet exports sign both columns: "+3.56" in Money In, "-1,000.00" in Money Out.
    text = text.slice(1).trim();
  }
  text = text.replace(CURRENCY, '').trim();
  // A lone '-' after the currency mark ("₦ -") is still an empty cell.
  if (NONE.test(text)) return { kind: 'none' };
  const kobo = nairaToKobo(text);
  if (kobo === null || kobo < 0) return { kind: 'invalid' };
  return { kind: 'amount', kobo: negative && kobo !== 0 ? -kobo : kobo, side };
}
