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
 * it starts, the rest of that row, then the row below.
 * @example [...labelledValues(rows, ['recipient'])] // [{ value: '', row: 3 }, { value: 'CHINEDU OKAFOR', row: 4 }]
 */
export function* labelledValues(rows: ReceiptRow[], labels: string[], skip?: (row: number) => boolean): Generator<LabelledValue> {
  for (const label of labels) {
    const pattern = labelPattern(label);
    for (const [index, row] of rows.entries()) {
      if (skip?.(index)) continue;
      const match = pattern.exec(row.text);
      if (!match) continue;
      yield { value: cleanValue(row.text.slice(match[0].length)), row: index };
      const next = rows[index + 1];
      if (next) yield { value: cleanValue(next.text), row: index + 1 };
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
  return new RegExp(`^(?:(?:[a-z]{1,2}|\\d|[^A-Za-z0-9\\s]{1,2})\\s+)?[^A-Za-z0-9]{0,3}(?:${label})(?![A-Za-z])\\s*[:;.|\\-–]*\\s*`, 'i');
}

function cleanValue(text: string): string {
  return text.replace(/^[\s:;|\-–]+/, '').trim();
}
