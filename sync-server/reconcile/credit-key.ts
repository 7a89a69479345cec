import { createHash } from 'node:crypto';
import type { StatementCredit, UnkeyedCredit } from './statement-credit';

function fingerprint(credit: UnkeyedCredit): string {
  // Case and spacing differ between a bank's CSV, XLSX and HTML exports of the same line; the
  // row number and the balance are left out because an overlapping export moves and recomputes them.
  // An alert without a date is keyed by what it does print (its balance too, which then tells two
  // equal transfers apart): pasted again, it gets the same key.
  const narration = credit.narration.toUpperCase().replace(/\s+/g, ' ').trim();
  const reference = (credit.reference ?? '').toUpperCase().replace(/\s+/g, '');
  const when = credit.postedAt ?? `undated:${credit.balanceKobo ?? ''}`;
  return [when, credit.amountKobo, reference, narration].join('\u001f');
}

/**
 * Gives each credit its stable key: a hash of its time, amount, reference and narration, and of
 * how many identical lines came before it in the file. The same statement imported twice, or a
 * later export covering the same days, gives the same credits the same keys; two identical lines
 * (the same payer sending the same sum twice in a minute) still get two keys.
 * @example withKeys([a, a])[0].key !== withKeys([a, a])[1].key
 */
export function withKeys(credits: readonly UnkeyedCredit[]): StatementCredit[] {
  const seen = new Map<string, number>();
  return credits.map((credit) => {
    const print = fingerprint(credit);
    const occurrence = seen.get(print) ?? 0;
    seen.set(print, occurrence + 1);
    const key = createHash('sha256').update(`${print}\u001f${occurrence}`).digest('base64url').slice(0, 22);
    return { ...credit, key };
  });
}
