/**
 * The shapes of transaction references that Nigerian bank and wallet apps print: the nine banks of
 * receipt-data.ts, plus references of mixed letters and digits whose letters OCR may read as digits
 * (TRF + base-32-ish, Flutterwave-style FLW…, Paystack-style lower-case codes).
 */
import { bankReference, type BankKey, type LagosTime, type Random } from './receipt-data';

export type ReferenceKind = BankKey | 'trf' | 'flw' | 'paystack';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
const run = (r: Random, alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[r.int(0, alphabet.length - 1)]).join('');

/**
 * A reference of that kind for a transfer at `lagos`, as the app prints it.
 * @example referenceOf(seeded(1), 'trf', lagos) // 'TRFLJO71V5XDL0GPK'
 */
export function referenceOf(r: Random, kind: ReferenceKind, lagos: LagosTime): string {
  switch (kind) {
    // A wallet's transfer code: TRF and 14 letters and digits, 0 beside O and 1 beside I (issue 22's TRFLJO71V5XDL0GPK).
    case 'trf': return `TRF${run(r, ALPHANUMERIC, 14)}`;
    case 'flw': return `FLW${run(r, ALPHANUMERIC, 12)}`;
    // Printed in lower case; the reader upper-cases every reference.
    case 'paystack': return run(r, LOWER_ALPHANUMERIC, 12);
    default: return bankReference(r, kind, lagos);
  }
}
