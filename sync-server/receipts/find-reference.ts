import { labelledValue } from './labelled-value';
import type { ReceiptRow } from './ocr-rows';
import { referenceShape } from './reference-shape';

// Most specific first: "Reference" alone would also match inside a longer label's row.
const REFERENCE_LABELS = [
  'transaction ref(?:erence)?(?: no\\.?| number| id)?',
  'trans(?:action)?\\.? ref\\.?(?: no\\.?)?',
  'ref(?:erence)?(?: no\\.?| number| id| code)?',
  // "ID" read as "\D", "lD" or "|D".
  'transaction (?:[il1|\\\\]?d|no\\.?|number)',
  'txn (?:id|ref)',
  'receipt (?:no\\.?|number)',
];
// "ID" read as "D", "lD" or "1D" on a photo.
const SESSION_LABELS = ['(?:nip )?session\\s?[il1|]?d'];
// Trailing buttons some apps print beside the value.
const BUTTON_WORDS = /(COPY|SHARE)+$/;

/**
 * The bank's transaction reference: letters and digits, upper-cased, spaces and marks removed.
 * @example findReference([{ text: 'Transaction Reference: FT 24329 ABC12', height: 0 }]) === 'FT24329ABC12'
 */
export function findReference(rows: ReceiptRow[]): string | null {
  const found = labelledValue(rows, REFERENCE_LABELS);
  if (!found) return null;
  // The value ends at a column gap: what follows is another column or specks at the screen's edge.
  const value = found.value.split(/\s{2,}/)[0] ?? '';
  const reference = referenceShape(value.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(BUTTON_WORDS, ''));
  return reference.length >= 6 && reference.length <= 40 && /\d/.test(reference) ? reference : null;
}

/**
 * The NIP session ID: after its label, or else a bare run of 30 digits (OCR spaces and O/0 fixed).
 * @example findSessionId([{ text: 'Session ID 0000 1324 1124 1022 0512 3456 7890 12', height: 0 }]) === '000013241124102205123456789012'
 */
export function findSessionId(rows: ReceiptRow[]): string | null {
  const found = labelledValue(rows, SESSION_LABELS);
  if (found) {
    const digits = digitsOf(found.value);
    if (digits !== null && digits.length >= 20 && digits.length <= 32) return digits;
  }
  for (const row of rows) {
    for (const run of row.text.match(/[\dOo][\dOo\s]{28,40}[\dOo]/g) ?? []) {
      const digits = digitsOf(run);
      if (digits !== null && digits.length === 30) return digits;
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
