/**
 * Splits a paste of bank alert texts into one text per alert. Alerts may be separated by blank
 * lines or simply follow each other: a new alert starts where a line repeats the account or the
 * amount of the alert being read, or opens with "Credit"/"Debit" after an amount was seen.
 */

type Kind = 'account' | 'amount' | 'opener';

const KINDS: [Kind, RegExp][] = [
  ['account', /\b(?:acct|acc|ac|a\/c|account)\s*(?:no\.?|number)?\s*[:\-]/i],
  ['amount', /\b(?:amt|amount)\s*[:\-]|\b(?:received|credited with|debited with|sent)\s+(?:NGN|₦|N)\s?\d/i],
  ['opener', /^\s*(?:\[[^\]]{1,20}\]\s*)?(?:credit|debit)(?:\s+(?:alert|transaction|txn))?\s*!?\s*(?:$|amt|acc)|\btxn\s*:\s*(?:credit|debit)\b|\b(?:credit|debit) alert\b/i],
];

function kindsOf(line: string): Set<Kind> {
  return new Set(KINDS.filter(([, pattern]) => pattern.test(line)).map(([kind]) => kind));
}

/**
 * The alerts in a pasted text, each its own lines joined by '\n', in paste order.
 * @example smsSegments('Amt: NGN5,000 CR\nDate: 24/11/2026\nAmt: NGN200 DR').length === 2
 */
export function smsSegments(text: string): string[] {
  const segments: string[] = [];
  let current: string[] = [];
  let seen = new Set<Kind>();
  const close = () => {
    if (current.length > 0) segments.push(current.join('\n'));
    current = [];
    seen = new Set();
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') {
      close();
      continue;
    }
    const kinds = kindsOf(line);
    const repeats = (kinds.has('account') && seen.has('account')) || (kinds.has('amount') && seen.has('amount'));
    if (current.length > 0 && (repeats || (kinds.has('opener') && seen.has('amount')))) close();
    current.push(line);
    for (const kind of kinds) seen.add(kind);
  }
  close();
  return segments;
}
