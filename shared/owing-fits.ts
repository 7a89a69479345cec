/**
 * Money with no proof, and the members who owe (issue 25 §8): for a bank credit no proof was
 * paired with, the members of the group's levies, dues and rotations it may be from, for the admin
 * to record in one tap. Only a suggestion, never a decision: the admin records it or not.
 *
 * A member fits when the narration names them (shared/payer-name.ts: any order, initials, a name
 * the bank cut short) and they still owe on a purse, or when the amount is what they still have to
 * send there (all of it, or whole periods of it). An amount alone says little when many members owe
 * the same: it names members only while at most MAX_AMOUNT_ONLY fit by amount alone.
 */
import { narrationWords, payerNameIn, payerWords } from './payer-name';

export const MAX_AMOUNT_ONLY = 3;

/** What one member still has to send on one scheduled purse (owing less money awaiting confirmation). */
export interface OwingMember {
  userId: string;
  name: string;
  projectId: string;
  purseName: string;
  toSendKobo: number;
  /** The purse's amount per period (a credit of whole periods fits too). */
  perPeriodKobo: number;
}

export type FitReason = 'name-in-narration' | 'amount-owed' | 'whole-periods';

export interface OwingFit extends OwingMember {
  reasons: FitReason[];
}

/**
 * The owing members a credit may be from, best first: named in the narration and the amount
 * fitting, then named, then the amount alone (when few fit so).
 * @example owingFits({ amountKobo: 500_000, narration: 'TRF FROM OKAFOR ADAEZE' }, [ada])[0].reasons // ['name-in-narration', 'amount-owed']
 */
export function owingFits(credit: { amountKobo: number; narration: string }, owing: readonly OwingMember[]): OwingFit[] {
  const words = narrationWords(credit.narration);
  const fits: OwingFit[] = [];
  for (const member of owing) {
    if (member.toSendKobo <= 0 || credit.amountKobo <= 0) continue;
    const reasons: FitReason[] = [];
    if (payerNameIn(payerWords(member.name), words)) reasons.push('name-in-narration');
    if (credit.amountKobo === member.toSendKobo) reasons.push('amount-owed');
    else if (member.perPeriodKobo > 0 && credit.amountKobo % member.perPeriodKobo === 0 && credit.amountKobo < member.toSendKobo) reasons.push('whole-periods');
    if (reasons.length > 0) fits.push({ ...member, reasons });
  }
  const named = fits.filter((f) => f.reasons.includes('name-in-narration'));
  const amountOnly = fits.filter((f) => !f.reasons.includes('name-in-narration'));
  const rank = (f: OwingFit) => (f.reasons.length > 1 ? 0 : 1);
  named.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  // A named member whose amount fits settles it: no one else is suggested beside them.
  if (named.some((f) => f.reasons.length > 1)) return named.filter((f) => f.reasons.length > 1);
  const ambiguous = new Set(amountOnly.map((f) => f.userId)).size > MAX_AMOUNT_ONLY;
  return [...named, ...(ambiguous ? [] : amountOnly.sort((a, b) => Number(b.reasons.includes('amount-owed')) - Number(a.reasons.includes('amount-owed')) || a.name.localeCompare(b.name)))];
}
