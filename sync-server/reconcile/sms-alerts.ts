import { parseAmountCell } from './amount-cell';
import { parseDateCell } from './date-cell';
import { MAX_STATEMENT_ROWS, rowProblem, statementProblem, type StatementProblem } from './messages';
import { smsSegments } from './sms-segments';
import type { ReadOutcome, UnkeyedCredit } from './statement-credit';

// The amount after its label ("Amt: NGN5,000.00 CR", "CR Amt:5,000.00") or in a sentence
// ("You have received NGN5,000.00 from …"); the figure is taken up to the next space so that a
// garbled one ("5,0O0") is reported rather than silently cut short.
const AMOUNT = /(?:\b(CR|DR|credit|debit)\s*)?\b(?:amt|amount)\s*[:\-]?\s*(?:NGN|₦|N(?=\s?\d))?\s*(\d\S*)(?:\s*(CR|DR)\b)?|\b(received|credited with|debited with|sent)\s+(?:NGN|₦|N)\s?(\d\S*)/i;
const LABEL = String.raw`(?:acct|acc|ac|amt|amount|desc|des|narration|narr|details|remarks?|date|dt|time|avail(?:able)?\.? bal|bal|balance|ref|reference|session id|total|cr amt|dr amt)\s*[:\-]`;
const DESC = new RegExp(String.raw`\b(?:desc|des|narration|narr|details|remarks?)\s*[:\-]\s*(.+?)\s*(?=\b${LABEL}|$)`, 'im');
const FROM = /\b(?:received|credited with)\s+\S+\s+\S*\s*(from\s+[^.\n]+?)(?:\.(?:\s|$)|\s+(?:on|at)\s+\d|$)/im;
const DATE_AFTER_LABEL = /\b(?:date|dt|time|txn date)\s*[:\-]\s*(.+?)\s*(?=\b(?:bal|avail|desc|amt|acc|ref)\b|$)/im;
const DATE_ANYWHERE =
  /\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[-/ ](?:[A-Za-z]{3}|\d{1,2})[-/ ]\d{2,4})(?:[ T:,]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?/;
const REFERENCE = /\b(?:ref(?:erence)?(?:\s*no\.?)?|session\s*id|trans(?:action)?\s*ref|txn\s*ref)\s*(?:[:\-]\s*|\s+)([A-Za-z0-9][A-Za-z0-9\-/]{3,})/i;
const BALANCE = /\b(?:avail(?:able)?\.?\s*bal(?:ance)?|avl\.?\s*bal|bal(?:ance)?|new balance is)\s*[:\-]?\s*(?:NGN|₦|N(?=\s?\d))?\s*(-?\d[\d,]*(?:\.\d{1,2})?)/i;
const CREDIT_WORD = /\b(?:credit|credited|received|cr amt)\b/i;
const DEBIT_WORD = /\b(?:debit|debited|sent|dr amt|withdrawal)\b/i;
// Lines that are the bank's advertising, not the narration (Zenith prints the narration unlabelled).
const NOT_NARRATION = new RegExp(String.raw`\b${LABEL}|dial|\*\d+#|call|www\.|https?:|^\[?[A-Za-z ]*\]?\s*(?:credit|debit)(?: alert)?!?$|\btxn\s*:`, 'i');

function amountOf(alert: string): { kobo: number; side: 'credit' | 'debit' | null } | { bad: string } | null {
  const match = AMOUNT.exec(alert);
  if (!match) return null;
  const figure = (match[2] ?? match[5] ?? '').replace(/[.,;:]+$/, '');
  const parsed = parseAmountCell(figure);
  if (parsed.kind !== 'amount' || parsed.kobo <= 0) return { bad: figure };
  const sideWord = (match[3] ?? match[1] ?? match[4] ?? '').toLowerCase();
  let side = parsed.side;
  if (/^(?:cr|credit|received|credited with)$/.test(sideWord)) side = 'credit';
  if (/^(?:dr|debit|debited with|sent)$/.test(sideWord)) side = 'debit';
  return { kobo: parsed.kobo, side };
}

function narrationOf(alert: string): string {
  const labelled = DESC.exec(alert)?.[1] ?? FROM.exec(alert)?.[1];
  if (labelled) return labelled.replace(/\s+/g, ' ').trim();
  return alert
    .split('\n')
    .filter((line) => !NOT_NARRATION.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * No alert's line is longer: a paste with a longer one is not alerts. Lines are bounded (and runs of
 * blanks made one space) before any pattern runs, because patterns with several `\s*` in a row
 * cost more than linear time on a long run of blanks: 900 KB of spaces once took minutes.
 */
const MAX_ALERT_LINE = 1_000;

/**
 * The credits in a paste of credit-alert texts; debit alerts are counted, and the first alert
 * that does not parse refuses the paste. Null when the text holds no alert at all.
 * @example smsCredits('Acct: 0123****89\nAmt: NGN5,000.00 CR\nDesc: TRF FROM ADA\nDate: 24-11-2026 10:21')
 */
export function smsCredits(pasted: string): ReadOutcome | StatementProblem | null {
  const text = pasted.replace(/[^\S\n]+/g, ' ');
  if (text.split('\n').some((line) => line.length > MAX_ALERT_LINE)) return null;
  const alerts = smsSegments(text).filter((segment) => AMOUNT.test(segment));
  if (alerts.length === 0) return null;
  if (alerts.length > MAX_STATEMENT_ROWS) return statementProblem('statement-too-large');
  const credits: UnkeyedCredit[] = [];
  let skippedDebits = 0;
  for (const [index, alert] of alerts.entries()) {
    const line = index + 1;
    const amount = amountOf(alert);
    if (amount === null) continue;
    if ('bad' in amount) return rowProblem('Alert', line, `the amount "${amount.bad}" is not a number`);
    const words = alert.replace(DESC, ' ');
    const side = amount.side ?? (CREDIT_WORD.test(words) ? 'credit' : DEBIT_WORD.test(words) ? 'debit' : null);
    if (side === null) return rowProblem('Alert', line, 'we cannot tell whether it is a credit or a debit');
    if (side === 'debit') {
      skippedDebits += 1;
      continue;
    }
    const dateText = DATE_AFTER_LABEL.exec(alert)?.[1] ?? DATE_ANYWHERE.exec(alert)?.[0];
    const postedAt = dateText === undefined ? null : (parseDateCell(dateText) ?? parseDateCell(DATE_ANYWHERE.exec(dateText)?.[0] ?? ''));
    if (postedAt === null) return rowProblem('Alert', line, dateText === undefined ? 'the date is missing' : `the date "${dateText}" is not a date`);
    const balance = parseAmountCell(BALANCE.exec(alert)?.[1] ?? null);
    credits.push({
      line,
      postedAt,
      amountKobo: amount.kobo,
      narration: narrationOf(alert),
      reference: REFERENCE.exec(alert)?.[1]?.toUpperCase() ?? null,
      balanceKobo: balance.kind === 'amount' ? balance.kobo : null,
    });
  }
  return { ok: true, credits, skippedDebits };
}
