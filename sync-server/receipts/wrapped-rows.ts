import type { ReceiptRow } from './ocr-rows';

// The first word(s) of a two-line label ("Transaction" over "Reference", "Reference" over
// "Number"), never a name's label (so "Recipient  ADA" over "Account Number  0123…" stays two
// fields), and what may finish them.
const LABEL_HEAD = /^(\W{0,3}(?:transaction|trans\.?|payment|transfer|txn|value|debit|reference|ref\.?|nip session|nip|session|available))\s+(?!\W*(?:no\b|number|id\b|ref|date|time|status|balance|amount|session))(\S.*)$/i;
const LABEL_TAIL = /^((?:no\.?|number|session(?: id)?|id|ref(?:erence)?\.?(?: no\.?| number)?|date|time|status|balance|amount))(?![A-Za-z])[\s:.]*(.*)$/i;
// A banner ("Transaction Successful") is no wrapped label, whatever follows it.
const BANNER = /^(?:successful|success|pending|failed|completed|reversed|declined)\b/i;
// An identifier's tail left on its own line: digits only (a session ID or reference cut at the edge).
const DIGITS_ONLY = /^\d{1,30}$/;
const ENDS_WITH_ID = /[A-Za-z0-9]*\d[A-Za-z0-9]{6,}$/;

/**
 * Puts back together what a narrow screen wrapped onto the next line: a label printed over two
 * lines with its value beside both ("Session 1000042611…" over "ID 70087646" becomes "Session ID
 * 1000042611… 70087646"), and an identifier's digits that ran onto a line of their own. Only
 * lines closer than a line's height are joined: fields are spaced further apart than that.
 * @example joinWrappedRows(rows).map((r) => r.text) // ['Transaction No.  2611120131486849407 60258']
 */
export function joinWrappedRows(rows: ReceiptRow[]): ReceiptRow[] {
  const out: ReceiptRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const next = rows[index + 1];
    const joined = next && close(row, next) ? joinLabel(row, next) ?? joinDigits(row, next) : null;
    if (joined) {
      out.push(joined);
      index += 1;
    } else out.push(row);
  }
  return out;
}

function joinLabel(row: ReceiptRow, nextRow: ReceiptRow): ReceiptRow | null {
  const next = withoutLeadingSpeck(nextRow);
  const head = LABEL_HEAD.exec(row.text);
  const tail = LABEL_TAIL.exec(next.text);
  // The tail starts under the head: a line starting in the value column is no label.
  if (!head || !tail || BANNER.test(head[2]!) || !leftAligned(row, next)) return null;
  // "Reference" is a whole label too: only "Number", "No." or "ID" under it finish it ("Date" is the next field).
  if (/^\W*ref/i.test(head[1]!) && !/^(?:no|number|id)/i.test(tail[1]!)) return null;
  const value = [head[2]!.trim(), tail[2]!.trim()].filter((part) => part !== '').join(' ');
  return { text: `${head[1]!.trim()} ${tail[1]!}  ${value}`, height: Math.max(row.height, next.height), cells: [...(row.cells ?? []), ...(next.cells ?? [])] };
}

/** The row without a one-character speck before its first word (a photo's screen edge: "f  ID  0218…"). */
function withoutLeadingSpeck(row: ReceiptRow): ReceiptRow {
  const [first, ...rest] = row.cells ?? [];
  if (!first || rest.length === 0 || first.text.replace(/[^A-Za-z0-9]/g, '').length > 1) return row;
  return { ...row, text: row.text.replace(/^\S+\s+/, ''), cells: rest };
}

function joinDigits(row: ReceiptRow, next: ReceiptRow): ReceiptRow | null {
  // Single characters either side are specks at a photo's screen edge ("4  541782680  8").
  const parts = next.text.split(/\s{2,}/).filter((part, index, all) => part.length > 1 || (index > 0 && index < all.length - 1));
  const digits = parts.length === 1 ? parts[0]! : next.text;
  if (!DIGITS_ONLY.test(digits) || !ENDS_WITH_ID.test(row.text)) return null;
  return { text: `${row.text} ${digits}`, height: Math.max(row.height, next.height), cells: [...(row.cells ?? []), ...(next.cells ?? [])] };
}

function leftAligned(row: ReceiptRow, next: ReceiptRow): boolean {
  const [above, below] = [boundsOf(row), boundsOf(next)];
  return above !== null && below !== null && Math.abs(above.left - below.left) <= Math.max(12, 0.6 * (below.bottom - below.top));
}

/**
 * Whether the next row is a wrapped line of this one: the gap between them is under 1.2 line
 * heights, or `heights` (wrapped lines measured 0.3–0.9, separate fields 1.9 and more); never without boxes.
 * @example close(sessionRow, digitsRow) === true
 */
export function close(row: ReceiptRow, next: ReceiptRow, heights = 1.2): boolean {
  const [above, below] = [boundsOf(row), boundsOf(next)];
  if (!above || !below) return false;
  return below.top - above.bottom < heights * Math.min(above.bottom - above.top, below.bottom - below.top);
}

function boundsOf(row: ReceiptRow): { top: number; bottom: number; left: number } | null {
  const cells = row.cells ?? [];
  if (cells.length === 0) return null;
  return { top: Math.min(...cells.map((c) => c.box.y0)), bottom: Math.max(...cells.map((c) => c.box.y1)), left: Math.min(...cells.map((c) => c.box.x0)) };
}
