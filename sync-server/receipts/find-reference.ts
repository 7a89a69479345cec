import { labelledValue } from './labelled-value';
import type { ReceiptRow } from './ocr-rows';
import { referenceShape } from './reference-shape';
import { byGlyphWidth } from './glyph-widths';
import { valueWords, type ValueSource } from './value-region';

// Most specific first: "Reference" alone would also match inside a longer label's row.
const REFERENCE_LABELS = [
  '(?:transaction|payment|transfer) ref(?:erence)?(?: no\\.?| number| id| code)?',
  'trans(?:action)?\\.? ref\\.?(?: no\\.?)?',
  'ref(?:erence)?(?: no\\.?| number| id| code)?',
  // "ID" read as "\D", "lD" or "|D".
  'transaction (?:[il1|\\\\]?d|no\\.?|number)',
  'txn (?:id|ref)',
  'payment (?:[il1|]d|no\\.?|number)',
  'receipt (?:no\\.?|number)',
];
// "ID" read as "D", "lD" or "1D" on a photo.
// Some apps print "NIP Session" with no ID.
const SESSION_LABELS = ['(?:nip )?session\\s?[il1|]?d', 'nip session'];
// Trailing buttons some apps print beside the value.
const BUTTON_WORDS = /(COPY|SHARE)+$/;

/**
 * The bank's transaction reference: letters and digits, upper-cased, spaces and marks removed.
 * @example findReference([{ text: 'Transaction Reference: FT 24329 ABC12', height: 0 }]) === 'FT24329ABC12'
 */
export function findReference(rows: ReceiptRow[]): string | null {
  return locateReference(rows)?.reference ?? null;
}

/**
 * The reference (as findReference) and where it was read.
 * @example locateReference(rows) // { reference: 'FT24329ABC12', source: { rows: [6], text: 'FT 24329 ABC12' } }
 */
export function locateReference(rows: ReceiptRow[]): { reference: string; source: ValueSource } | null {
  const found = labelledValue(rows, REFERENCE_LABELS);
  if (!found) return bareReference(rows);
  // The value ends at a column gap: what follows is another column or specks at the screen's edge.
  const value = found.value.split(/\s{2,}/)[0] ?? '';
  const source = { rows: [found.row], text: value };
  const read = value.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(BUTTON_WORDS, '');
  // Glyph widths first (O or 0 where letters and digits mix), then the bank's shape of reference.
  const symbols = valueWords(rows, source).flatMap((word) => word.symbols ?? []);
  const reference = referenceShape(byGlyphWidth(read, symbols));
  const fits = reference.length >= 6 && reference.length <= 40 && /\d/.test(reference);
  return fits ? { reference, source } : bareReference(rows);
}

// References whose bank prefix and digits say what they are wherever they stand: on a photo the
// label is often misread ("{RANSACTION REF", "rer:"), the reference itself not.
const BANK_SHAPED = /^(?:GTB|FBN|ZIB|ACB|UBA|KUD|MFDS|FT|P)\d{12,}$/;

/** A bank-shaped reference on any row (after its shape's slips are undone), when no label led to one. */
function bareReference(rows: ReceiptRow[]): { reference: string; source: ValueSource } | null {
  for (const [index, row] of rows.entries()) {
    for (const token of row.text.split(/\s+/)) {
      const reference = referenceShape(token.toUpperCase().replace(/[^A-Z0-9]/g, ''));
      if (BANK_SHAPED.test(reference)) return { reference, source: { rows: [index], text: token } };
    }
  }
  return null;
}

/**
 * The NIP session ID: after its label, or else a bare run of 30 digits (OCR spaces and O/0 fixed).
 * @example findSessionId([{ text: 'Session ID 0000 1324 1124 1022 0512 3456 7890 12', height: 0 }]) === '000013241124102205123456789012'
 */
export function findSessionId(rows: ReceiptRow[]): string | null {
  return locateSessionId(rows)?.sessionId ?? null;
}

/**
 * The session ID (as findSessionId) and where it was read.
 * @example locateSessionId(rows) // { sessionId: '0000…', source: { rows: [7], text: '0000 1324 …' } }
 */
export function locateSessionId(rows: ReceiptRow[]): { sessionId: string; source: ValueSource } | null {
  const found = labelledValue(rows, SESSION_LABELS);
  if (found) {
    const digits = digitsOf(found.value);
    if (digits !== null && digits.length >= 20 && digits.length <= 32) return { sessionId: digits, source: { rows: [found.row], text: found.value } };
  }
  for (const [index, row] of rows.entries()) {
    for (const run of row.text.match(/[\dOo][\dOo\s]{28,40}[\dOo]/g) ?? []) {
      const digits = digitsOf(run);
      if (digits !== null && digits.length === 30) return { sessionId: digits, source: { rows: [index], text: run } };
    }
  }
  return null;
}

/** The digits of a value where OCR read 0 as O and 1 as l or I, or null when other letters remain. */
function digitsOf(value: string): string | null {
  // A bar may sit between two pieces of a wrapped ID ("0000152611 |  560387").
  const first = /[\dOolI][\dOolI\s|-]*/.exec(value)?.[0] ?? '';
  const digits = first.replace(/[\s|-]/g, '').replace(/[Oo]/g, '0').replace(/[lI]/g, '1');
  return /^\d+$/.test(digits) && /\d{4}/.test(digits) ? digits : null;
}
