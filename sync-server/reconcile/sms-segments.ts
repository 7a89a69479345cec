/**
 * Splits a paste of bank alerts into one alert each (issue 22 §4). Alerts arrive copied every
 * way: separated by blank lines, or following each other with none ("…Bal:NGN1,929.24" then
 * "Debit:…", "Acc#:…"), or with a blank line between every line of one alert (a copy from some
 * phones), or with a blank line inside (Moniepoint's "CREDIT ALERT" header). So blank lines are
 * not trusted alone: a new alert starts where a line opens one after an amount was read, repeats
 * a field the alert already has (a second account, amount, date…), or is an account after the
 * amount of an alert with no heading; after a blank line, plain text after a complete alert is a
 * block of its own too. The bank's advertising and balance lines stay with the alert above.
 */
import { describeLine, kindsOf, type AlertLine, type FieldKind } from './alert-lines';

/** One alert (or one block of text that is not an alert) as pasted. */
export interface Segment {
  lines: AlertLine[];
}

// Fields an alert prints once: seeing one again means the next alert has begun.
const ONCE: ReadonlySet<FieldKind | 'opener'> = new Set(['opener', 'account', 'amount', 'date', 'time', 'desc', 'balance']);

interface PastedLine {
  line: AlertLine;
  /** Blank lines just before it. */
  blanks: number;
}

/**
 * True when the paste is one copy with a blank line after every line: no two lines touch, and most
 * lines carry an alert's labels (a list of one-line sentence alerts or notes is not such a copy).
 */
function doubleSpaced(lines: readonly PastedLine[]): boolean {
  const gaps = lines.slice(1).map((pasted) => pasted.blanks);
  const labelledLines = lines.filter((pasted) => pasted.line.fields.length > 0).length;
  return gaps.length >= 2 && gaps.every((gap) => gap >= 1) && gaps.filter((gap) => gap === 1).length >= 2 && labelledLines * 2 >= lines.length;
}

const labelled = (line: AlertLine) => line.fields.length > 0 || line.opener !== null || line.sentence !== null || line.bare !== null;

/**
 * The alerts in a pasted text (lines already single-spaced), in paste order.
 * @example alertSegments('Amt: NGN5,000 CR\nDate: 24/11/2026\nAmt: NGN200 DR').length === 2
 */
export function alertSegments(text: string): Segment[] {
  const lines: PastedLine[] = [];
  let blanks = 0;
  for (const raw of text.split('\n')) {
    const trimmed = raw.trim();
    if (trimmed === '') blanks += 1;
    else {
      lines.push({ line: describeLine(trimmed), blanks });
      blanks = 0;
    }
  }
  // In a double-spaced copy one blank line is no boundary; two or more are.
  const blankBreak = doubleSpaced(lines) ? 2 : 1;
  const segments: Segment[] = [];
  let current: AlertLine[] = [];
  let seen = new Set<FieldKind | 'opener'>();
  let hasAmount = false;
  const close = () => {
    if (current.length > 0) segments.push({ lines: current });
    current = [];
    seen = new Set();
    hasAmount = false;
  };
  for (const { line, blanks: before } of lines) {
    const kinds = kindsOf(line);
    const repeats = [...kinds].some((kind) => ONCE.has(kind) && seen.has(kind));
    // A heading opens the next alert once this one has its amount, or fields of its own (a
    // heading that is the amount line, Union's "CR: NGN5,000.00" after "Acct:", does not).
    const opens = line.opener !== null && (hasAmount || (!kinds.has('amount') && [...seen].some((kind) => ONCE.has(kind))));
    // Most banks print the account first ("Acct:" then the amount); where the account follows the
    // amount (Access, Wema), a heading opened the alert. So an account after an amount, in an alert
    // with no heading, is the next alert's first line.
    const accountAfterAmount = kinds.has('account') && hasAmount && !current.some((previous) => previous.opener);
    // After a blank line: plain text after a complete alert is a block of its own, and an alert
    // after plain text (a greeting, a note) does not take that text in.
    const plainAfterAlert = before >= blankBreak && hasAmount && !labelled(line) && !line.ad && !line.dateOnly;
    const alertAfterPlain = before >= 1 && labelled(line) && !current.some(labelled);
    if (current.length > 0 && (repeats || opens || accountAfterAmount || plainAfterAlert || alertAfterPlain)) close();
    current.push(line);
    for (const kind of kinds) seen.add(kind);
    if (kinds.has('amount')) hasAmount = true;
  }
  close();
  return segments;
}
