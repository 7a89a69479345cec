import { koboToDecimalString } from './money';
import { lagosMinute, type Cell } from './statement-table';

/**
 * RFC 4180 CSV (CRLF, quotes doubled) in UTF-8 with a byte order mark, so Excel shows ₦ and names
 * right. Text a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return)
 * gets a leading apostrophe: names and notes are user text. Money is a plain number in naira; a
 * day is 'YYYY-MM-DD'; a moment is Lagos time labelled 'WAT' (a reader in Nigeria never converts
 * from UTC, and the PDF shows the same wall-clock time).
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') {
    if ('kobo' in cell) return koboToDecimalString(cell.kobo);
    if ('day' in cell) return cell.day;
    return `${lagosMinute(cell.lagosTime)} WAT`;
  }
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
