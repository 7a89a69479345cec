/**
 * One line of a pasted alert, described once: the labelled fields it carries ("Acct:", "Amt:",
 * "DT:", "Desc :", "Avail Bal:"…, several on one line for single-line alerts), whether it opens an
 * alert ("Credit", "Money Out Alert!", "Txn: Debit", "Debit: 320XXXX658"), whether it is the bank's
 * advertising, and any amount written in a sentence or alone. The splitter (sms-segments.ts) and
 * the reader (alert-reading.ts) both work from this. Lines are bounded (MAX_ALERT_LINE) before they
 * get here, and every pattern is anchored or has bounded repeats, so each line costs linear time.
 */
import { bareAmount, sentenceAmount, type AlertAmount, type Side } from './alert-amount';
import { findDate } from './alert-date';

export type FieldKind =
  | 'account'
  | 'amount'
  | 'side'
  | 'desc'
  | 'date'
  | 'time'
  | 'balance'
  | 'total'
  | 'reference'
  | 'charges'
  | 'party'
  | 'help';

/** A label and what follows it up to the next label on the line. */
export interface Field {
  kind: FieldKind;
  value: string;
  /** The side the label itself gives: "CR Amt", "DR:", "Credit:", "Debit:". */
  side: Side | null;
  /** "CR:"/"DR:" starting a line: Wema's alerts open with their amount. */
  opens?: true;
}

export interface AlertLine {
  text: string;
  fields: Field[];
  /** The text before the line's first label (the whole line when it has none). */
  prefix: string;
  /** The line opens an alert; the side it names, when it names one. */
  opener: { side: Side | null } | null;
  /** The bank's advertising or help line ("Dial *966#…", "Download Keymobile bit.ly/…"). */
  ad: boolean;
  /** An amount written in a sentence on this line, with the side its verb gives. */
  sentence: { amount: AlertAmount; side: Side } | null;
  /** The line is only an amount ("NGN1,000.00"). */
  bare: AlertAmount | null;
  /** The line is only a date (and time): "04-JAN-26 17:46", "09-May-2022 @ 5:32 PM". */
  dateOnly: boolean;
}

// Each group is a field kind, in FieldKind order below; longer labels first inside a group.
const LABEL_GROUPS: [FieldKind | 'cr-dr' | 'credit-debit', string][] = [
  ['account', String.raw`acct\.? ?no|account ?(?:no|number)|acct|acc#|acc|a\/c|ac`],
  ['amount', String.raw`cr ?amt|dr ?amt|amt|amount`],
  ['cr-dr', String.raw`cr|dr`],
  ['credit-debit', String.raw`credit|debit`],
  ['side', String.raw`txn|trans(?:action)? type`],
  ['desc', String.raw`desc\.?|des|description|narration|narr|details|remarks?`],
  ['date', String.raw`txn date|trans date|date|dt`],
  ['time', String.raw`time`],
  ['balance', String.raw`avail(?:able)?\.? ?bal(?:ance)?|av\.? ?bal|avl\.? ?bal|balance|bal|you now have`],
  ['total', String.raw`total`],
  ['reference', String.raw`reference(?: ?no)?|ref(?: ?no)?|refid|session ?id`],
  ['charges', String.raw`chgs|charges?|com\+vat|fee`],
  ['help', String.raw`help`],
];
// A label stands after a space, a comma, a full stop or the line's start, and ends with a colon
// (spaces allowed before it: "Desc :", "Bal :") or a dash and a space ("DT- 26/JUL/2022").
const LABEL = new RegExp(
  String.raw`(?<![A-Za-z0-9/+*#&])(?:${LABEL_GROUPS.map(([, source]) => `(${source})`).join('|')})\s{0,2}(?::|-(?=\s))`,
  'gi',
);
const PARTY = /^(to|from)\s{0,2}:\s*(.*)$/i;
const BRANDS = String.raw`(?:wema|alat|moniepoint|gtbank|gtb|zenith|access|uba|fidelity|union|sterling|keystone|polaris|fcmb|ecobank|stanbic|jaiz|opay|kuda|palmpay|vfd|firstbank)`;
// "Credit", "Debit!", "Wema Debit", "CREDIT ALERT", "Moniepoint Credit Alert", "Credit Alert! Acct:…".
const OPENER = new RegExp(String.raw`^(?:\[?${BRANDS}\]?:? )?(credit|debit)(?: (?:alert|transaction|txn))?(?:\s*[!.]?$|!|(?= alert\b))`, 'i');
const CREDIT_DEBIT_ALERT = /^(credit|debit) alert\b/i;
const MONEY_IN_OUT = /^money (in|out) alert\b/i;
const AD = /\*\d+[\d*#]|\*\d*[A-Za-z]+#|bit\.ly|https?:\/\/|www\.|\bdial\b|\bdownload\b|\blink (?:your )?nin\b|\bchat with\b|\bwhatsapp\b|\bT&Cs?\b/i;
// An account written where a "Debit:" label usually puts an amount (First Bank: "Debit: 311XXXX343").
const ACCOUNT_LIKE = /^[\d*]*[Xx*]{2,}[\dXx*.]*$/;

const sideWord = (word: string): Side => (/^(?:cr|credit|in)/i.test(word) ? 'credit' : 'debit');

function fieldsOf(line: string): Field[] {
  const found: { kind: FieldKind; side: Side | null; start: number; end: number; opens?: boolean }[] = [];
  for (const match of line.matchAll(LABEL)) {
    const group = match.slice(1, LABEL_GROUPS.length + 1).findIndex((part) => part !== undefined);
    const [name] = LABEL_GROUPS[group]!;
    const label = match[group + 1]!;
    const start = match.index;
    const end = start + match[0].length;
    if (name === 'cr-dr') found.push({ kind: 'amount', side: sideWord(label), start, end, opens: start === 0 });
    else if (name === 'credit-debit') found.push({ kind: 'amount', side: sideWord(label), start, end });
    else if (name === 'amount') found.push({ kind: 'amount', side: /^[cd]r/i.test(label) ? sideWord(label) : null, start, end });
    else found.push({ kind: name, side: null, start, end });
  }
  const fields = found.map((field, index): Field => {
    const value = line.slice(field.end, found[index + 1]?.start ?? line.length).trim().replace(/[,;]+$/, '');
    return { kind: field.kind, value, side: field.side, ...(field.opens ? { opens: true } : {}) };
  });
  const party = PARTY.exec(line);
  if (party && fields.length === 0) fields.push({ kind: 'party', value: party[2]!.trim(), side: null });
  // "Debit: 311XXXX343" names the account; "Debit: NGN500.00" (Kuda) the amount.
  return fields.map((field) => (field.kind === 'amount' && ACCOUNT_LIKE.test(field.value.split(' ')[0] ?? '') ? { ...field, kind: 'account' } : field));
}

function openerOf(line: string, fields: Field[]): AlertLine['opener'] {
  const money = MONEY_IN_OUT.exec(line);
  if (money) return { side: sideWord(money[1]!) };
  const word = OPENER.exec(line) ?? CREDIT_DEBIT_ALERT.exec(line);
  if (word) return { side: sideWord(word[1]!) };
  const first = fields[0];
  if (first && line.search(LABEL) === 0) {
    // "Txn: Credit", "Txn:DR": the side label opens UBA's and Fidelity's alerts.
    if (first.kind === 'side') return { side: /^(?:cr|credit)/i.test(first.value) ? 'credit' : /^(?:dr|debit)/i.test(first.value) ? 'debit' : null };
    // "Debit: 320XXXX658 …" (First Bank), "Debit: NGN500.00" (Kuda), "CR:NGN 50,000.00" (Wema).
    if ((/^(?:credit|debit)\b/i.test(line) || first.opens) && first.side) return { side: first.side };
  }
  return null;
}

/**
 * Describes one line (already trimmed and single-spaced).
 * @example describeLine('CR Amt:7,500.00').fields -> [{ kind: 'amount', value: '7,500.00', side: 'credit' }]
 */
export function describeLine(text: string): AlertLine {
  const fields = fieldsOf(text);
  const date = fields.length === 0 ? findDate(text) : null;
  const firstLabel = text.search(LABEL);
  return {
    text,
    fields,
    prefix: firstLabel < 0 ? text : text.slice(0, firstLabel),
    opener: openerOf(text, fields),
    ad: fields.length === 0 && AD.test(text),
    sentence: fields.some((field) => field.kind === 'amount') ? null : sentenceAmount(text),
    bare: fields.length === 0 ? bareAmount(text) : null,
    dateOnly: date !== null && date.start === 0 && /^[\s.,]*$/.test(text.slice(date.end)),
  };
}

/** The field kinds a line carries, counting an amount in a sentence or alone as an amount. */
export function kindsOf(line: AlertLine): Set<FieldKind | 'opener'> {
  const kinds = new Set<FieldKind | 'opener'>(line.fields.map((field) => field.kind));
  if (line.sentence || line.bare) kinds.add('amount');
  if (line.dateOnly) kinds.add('date');
  if (line.opener) kinds.add('opener');
  return kinds;
}
