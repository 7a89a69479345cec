import type { ReceiptRow } from './ocr-rows';

/** A value found after a label: the text and the row it was read from. */
export interface LabelledValue {
  value: string;
  row: number;
}

/**
 * Reads the value after the first label that matches at the start of a row, in the order the
 * labels are given: the rest of that row, or the next row when the label stands alone (stacked
 * layouts print the label above its value).
 * @example labelledValue(rows, ['transaction reference', 'ref(?:erence)?']) // { value: 'FT24329ABC', row: 6 }
 */
export function labelledValue(rows: ReceiptRow[], labels: string[], skip?: (row: number) => boolean): LabelledValue | null {
  for (const found of labelledValues(rows, labels, skip)) if (found.value !== '') return found;
  return null;
}

/**
 * Every place a value may sit after one of the labels, best first: for each label and each row
 * it starts, the rest of that row, then the row below when the label stands alone on its row.
 * @example [...labelledValues(rows, ['recipient'])] // [{ value: '', row: 3 }, { value: 'CHINEDU OKAFOR', row: 4 }]
 */
export function* labelledValues(rows: ReceiptRow[], labels: string[], skip?: (row: number) => boolean): Generator<LabelledValue> {
  for (const label of labels) {
    const pattern = labelPattern(label);
    for (const [index, row] of rows.entries()) {
      if (skip?.(index)) continue;
      const match = pattern.exec(row.text);
      if (!match) continue;
      const rest = cleanValue(row.text.slice(match[0].length));
      yield { value: rest, row: index };
      // The row below holds the value only when the label stands alone (a mark or two aside):
      // under "Recipient Bank  GTBank" sits the next field, not this one's value.
      const next = rows[index + 1];
      if (next && rest.replace(/[^A-Za-z0-9]/g, '').length <= 1) yield { value: cleanValue(next.text), row: index + 1 };
    }
  }
}

/** True when the row starts with one of the labels. @example startsWithLabel('Session ID: 0900…', ['session id']) === true */
export function startsWithLabel(text: string, labels: string[]): boolean {
  return labels.some((label) => labelPattern(label).test(text));
}

// A label at the start of a row, whole words only, followed by the usual separators. A photo's
// screen edge may leave a speck before it ("i Reference", "§  Beneficiary", "4 Remark"): one
// lowercase letter pair, digit or mark, then a space, is skipped.
function labelPattern(label: string): RegExp {
  // A label's words may stand a column gap apart: a monospace slip's space is wider than its letters' height.
  const words = label.replace(/ /g, '\\s+');
  return new RegExp(`^(?:(?:[a-z]{1,2}|\\d|[^A-Za-z0-9\\s]{1,2})\\s+)?[^A-Za-z0-9]{0,3}(?:${words})(?![A-Za-z])\\s*[:;.|\\-–]*\\s*`, 'i');
}

function cleanValue(text: string): string {
  return text.replace(/^[\s:;|\-–]+/, '').trim();
}
