/**
 * The money in an alert: after its label ("Amt: NGN5,000.00 CR", "CR Amt:7,500.00", "CR: NGN5,000.00",
 * "Debit: NGN500.00"), in a sentence ("N500.00 has been credited…", "You have received NGN2,500.00",
 * "Credit NGN150,000.00 to Acct…") or alone on its line ("NGN1,000.00", Wema). Amounts are exact
 * kobo; the sign and a Cr/Dr written beside the figure are kept for the side (alert-reading.ts).
 */
import { parseAmountCell } from './amount-cell';

export type Side = 'credit' | 'debit';

/** A figure as the alert writes it: its kobo (always positive), its sign, and a side written with it. */
export type AlertAmount = { kobo: number; negative: boolean; side: Side | null } | { bad: string };

const CURRENCY = String.raw`(?:NGN|₦|N(?=\s?[-\d]))`;
const FIGURE = String.raw`-?\d[\d,]*(?:\.\d+)?`;
const CREDIT_VERB = /^(?:credited|arrived|received|deposited|reversed|credit)$/i;
// The amount, then what happened to it: "NGN11,000.00 has just arrived", "N500.00 has been credited".
const AMOUNT_THEN_VERB = new RegExp(
  String.raw`${CURRENCY}\s?(${FIGURE})\s+(?:has\s+(?:just\s+)?(?:been\s+)?|was\s+|is\s+)?(credited|debited|arrived|received|deposited|sent|paid|withdrawn|reversed)\b`,
  'i',
);
// What happened, then the amount: "credited with NGN2.00", "You have received NGN2,500.00".
const VERB_THEN_AMOUNT = new RegExp(String.raw`\b(credited|debited|received|sent|paid|deposited|withdrawn)\s+(?:with\s+|you\s+)?${CURRENCY}\s?(${FIGURE})`, 'i');
// Access's sentence form: "Credit NGN150,000.00 to Acct XX3968".
const SIDE_THEN_AMOUNT = new RegExp(String.raw`^(?:\S+:\s+)?(credit|debit)\s+${CURRENCY}\s?(${FIGURE})\s+(?:to|from|into|in)\b`, 'i');
const BARE_AMOUNT = new RegExp(String.raw`^${CURRENCY}\s?(${FIGURE})\s*(CR|DR)?\.?$`, 'i');

const sideOfVerb = (verb: string): Side => (CREDIT_VERB.test(verb) ? 'credit' : 'debit');

function fromFigure(figure: string, side: Side | null): AlertAmount {
  const negative = figure.startsWith('-');
  const parsed = parseAmountCell(negative ? figure.slice(1) : figure);
  if (parsed.kind !== 'amount' || parsed.kobo <= 0) return { bad: figure };
  return { kobo: parsed.kobo, negative, side: side ?? parsed.side };
}

/**
 * The figure after an amount label: currency, sign and a trailing Cr/Dr allowed; anything else
 * in the figure makes it "not a number" (the figure is reported, never cut short).
 * @example amountValue('NGN5,500.00,') -> { kobo: 550000, negative: false, side: null }
 * @example amountValue('NGN-57,000.00') -> { kobo: 5700000, negative: true, side: null }
 */
export function amountValue(value: string): AlertAmount | null {
  let text = value.trim().replace(/^-\s*(?=(?:NGN|₦|N)?\s?\d)/i, '-');
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  }
  text = text.replace(new RegExp(`^${CURRENCY}\\s?`, 'i'), '');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  if (text === '') return null;
  const [figure = '', next = ''] = text.split(/\s+/, 2);
  let clean = figure.replace(/[.,;:]+$/, '');
  let side: Side | null = null;
  const glued = /^(.*\d)(CR|DR)$/i.exec(clean);
  if (glued) {
    clean = glued[1]!;
    side = glued[2]!.toUpperCase() === 'CR' ? 'credit' : 'debit';
  } else if (/^(?:CR|DR)\b/i.test(next)) side = next.slice(0, 2).toUpperCase() === 'CR' ? 'credit' : 'debit';
  return fromFigure(`${negative ? '-' : ''}${clean}`, side);
}

/** An amount written in a sentence, with the side its verb gives. */
export function sentenceAmount(line: string): { amount: AlertAmount; side: Side } | null {
  const before = AMOUNT_THEN_VERB.exec(line);
  if (before) return { amount: fromFigure(before[1]!, null), side: sideOfVerb(before[2]!) };
  const after = VERB_THEN_AMOUNT.exec(line);
  if (after) return { amount: fromFigure(after[2]!, null), side: sideOfVerb(after[1]!) };
  const access = SIDE_THEN_AMOUNT.exec(line);
  if (access) return { amount: fromFigure(access[2]!, null), side: sideOfVerb(access[1]!) };
  return null;
}

/** A line that is only an amount ("NGN1,000.00"). */
export function bareAmount(line: string): AlertAmount | null {
  const match = BARE_AMOUNT.exec(line);
  if (!match) return null;
  const side = match[2] ? (match[2].toUpperCase() === 'CR' ? 'credit' : 'debit') : null;
  return fromFigure(match[1]!, side);
}
