/**
 * Reads one pasted alert (a Segment from sms-segments.ts): its amount, whether money came in or
 * went out, where its date is, its narration, reference and balance; or why it cannot be read.
 * The side comes from what the bank writes beside the amount ("CR Amt", "CR:", "Amt: … CR", a
 * verb in a sentence) before a heading ("Credit", "Money Out Alert!", "Txn:DR"), never from a
 * "CR"/"DR" inside the narration ("NIP CR/MOB/DR ADEBAYO" is a name). A minus written with a
 * debit marker on the amount ("DR Amt:-300,000.00") is a reversal: money coming back in.
 */
import type { UnreadableReason } from '../../shared/statement-unreadable';
import { amountValue, type AlertAmount, type Side } from './alert-amount';
import { findDate, findTime } from './alert-date';
import type { Field } from './alert-lines';
import type { Segment } from './sms-segments';

/** Where the alert's date is: its text, or a labelled date that is not one (`found: false`). */
export type AlertDate = { text: string; found: boolean } | null;

export type AlertReading =
  | {
      kind: Side;
      amountKobo: number;
      date: AlertDate;
      narration: string;
      reference: string | null;
      balanceKobo: number | null;
    }
  | { kind: 'unreadable'; reason: UnreadableReason; detail: string };

const FROM = /\bfrom\s+([^.\n]{2,80}?)(?:\.(?:\s|$)|\s+(?:into|on|at|via)\s|$)/i;
const NEW_BALANCE = /\bnew balance is\s+((?:NGN|₦|N)\s?\d[\d,]*(?:\.\d+)?)/i;

const fieldsOf = (segment: Segment) => segment.lines.flatMap((line) => line.fields);
const flip = (side: Side): Side => (side === 'credit' ? 'debit' : 'credit');

type Found = { amount: AlertAmount; side: Side | null; figure: string };

function amountOf(segment: Segment): Found | null {
  for (const field of fieldsOf(segment)) {
    if (field.kind !== 'amount') continue;
    const amount = amountValue(field.value);
    if (amount) return { amount, side: field.side, figure: field.value };
  }
  for (const line of segment.lines) if (line.sentence) return { amount: line.sentence.amount, side: line.sentence.side, figure: line.text };
  for (const line of segment.lines) if (line.bare) return { amount: line.bare, side: null, figure: line.text };
  return null;
}

function dateOf(segment: Segment): AlertDate {
  const fields = fieldsOf(segment);
  const time = fields.find((field) => field.kind === 'time');
  const labelled = fields.find((field) => field.kind === 'date') ?? (time && findDate(time.value) ? time : undefined);
  if (labelled) {
    const found = findDate(labelled.value);
    if (!found) return { text: labelled.value, found: false };
    // Moniepoint prints the time on its own line: "Date: 15/01/26" then "Time: 03:09 PM".
    const clock = labelled !== time && time && found.text === found.text.split(' ')[0] ? findTime(time.value) : null;
    return { text: clock ? `${found.text} ${clock}` : found.text, found: true };
  }
  // A line that is a date, then dates in the alert's own words; never a date inside a narration.
  const places = [
    ...segment.lines.filter((line) => line.dateOnly).map((line) => line.text),
    ...segment.lines.map((line) => line.prefix),
    ...fields.filter((field) => field.kind !== 'desc').map((field) => field.value),
  ];
  for (const place of places) {
    const found = findDate(place);
    if (found) return { text: found.text, found: true };
  }
  return null;
}

function narrationOf(segment: Segment): string {
  const parts: string[] = [];
  let afterDesc = false;
  for (const line of segment.lines) {
    const desc = line.fields.filter((field) => field.kind === 'desc').map((field) => field.value);
    if (desc.length > 0) parts.push(...desc);
    // A narration the bank wrapped onto the next line (Fidelity) has no label of its own.
    else if (afterDesc && line.fields.length === 0 && !line.ad && !line.dateOnly) parts.push(line.text);
    afterDesc = desc.length > 0 || (afterDesc && line.fields.length === 0);
  }
  if (parts.length === 0) {
    // Zenith prints the narration on a line of its own, between the date and the amount.
    for (const line of segment.lines) {
      if (line.fields.length === 0 && !line.ad && !line.dateOnly && !line.opener && !line.sentence && !line.bare) parts.push(line.text);
    }
  }
  if (parts.length === 0) {
    const sentence = segment.lines.find((line) => line.sentence)?.text ?? '';
    const from = FROM.exec(sentence)?.[1];
    if (from) parts.push(`from ${from}`);
    else if (sentence) parts.push(sentence);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

function balanceOf(segment: Segment): number | null {
  const field = fieldsOf(segment).find((candidate) => candidate.kind === 'balance');
  const text = field?.value ?? segment.lines.map((line) => NEW_BALANCE.exec(line.text)?.[1]).find((match) => match !== undefined);
  const amount = text === undefined ? null : amountValue(text);
  if (!amount || 'bad' in amount) return null;
  return amount.negative || amount.side === 'debit' ? -amount.kobo : amount.kobo;
}

function referenceOf(fields: Field[]): string | null {
  const value = fields.find((field) => field.kind === 'reference')?.value ?? '';
  return /^([A-Za-z0-9][A-Za-z0-9\-/]{3,})/.exec(value)?.[1]?.toUpperCase() ?? null;
}

/**
 * @example readAlert(alertSegments('Acct:**737\nAmt:N100.00CR\nDesc:OPAY DIGITAL SERVICES LIMITED')[0]) -> { kind: 'credit', amountKobo: 10000, date: null, … }
 */
export function readAlert(segment: Segment): AlertReading {
  const found = amountOf(segment);
  const alertLike = segment.lines.some((line) => line.opener || line.fields.some((field) => field.kind !== 'help'));
  if (!found) {
    return alertLike
      ? { kind: 'unreadable', reason: 'amount-missing', detail: 'no amount was found' }
      : { kind: 'unreadable', reason: 'not-an-alert', detail: 'no amount, no credit or debit marker and no alert labels' };
  }
  if ('bad' in found.amount) return { kind: 'unreadable', reason: 'amount-not-a-number', detail: `the amount "${found.amount.bad}" is not a number` };
  const { kobo, negative } = found.amount;
  const marked = found.side ?? found.amount.side;
  const heading = segment.lines.find((line) => line.opener?.side)?.opener?.side ?? null;
  let side: Side | null;
  if (marked) side = negative ? flip(marked) : marked;
  // Keystone writes its debits "Debit!… Amt:NGN-57,000.00": the minus repeats the heading.
  else if (heading) side = negative && heading === 'credit' ? 'debit' : heading;
  else side = negative ? 'debit' : null;
  if (side === null) return { kind: 'unreadable', reason: 'side-unknown', detail: 'no credit or debit marker' };
  return {
    kind: side,
    amountKobo: kobo,
    date: dateOf(segment),
    narration: narrationOf(segment),
    reference: referenceOf(fieldsOf(segment)),
    balanceKobo: balanceOf(segment),
  };
}
