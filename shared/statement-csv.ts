import { koboToDecimalString } from './money';
import type { Cell } from './statement-table';

/**
 * RFC 4180 CSV (CRLF, quotes doubled) in UTF-8 with a byte order mark, so Excel shows ₦ and names
 * right. Text a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return)
 * gets a leading apostrophe: names and notes are user text. Money is a plain number in naira.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return koboToDecimalString(cell.kobo);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
