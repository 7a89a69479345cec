/**
 * The books' forms, from the shared schemas the server validates with (shared/books.ts), so the
 * phone refuses what the server would, with the same words, before anything is queued.
 */
import { createPayoutSchema, recordCashSchema } from '../../../shared/books';
import { MESSAGES } from '../../../shared/errors';

/**
 * Record payout: amount, to whom, what for, the day it was paid. A payout larger than what the
 * purse may still pay out (`availableKobo`: collected − paid out − payouts waiting for approval,
 * as the server counts) is refused here already.
 * @example payoutFormSchema(40_000_00).safeParse({ amount: '50000', recipient: 'Caterer', purpose: 'Food', paidOn: '2026-11-20' }).success === false
 */
export function payoutFormSchema(availableKobo: number) {
  return createPayoutSchema.pick({ amount: true, recipient: true, purpose: true, paidOn: true }).superRefine((payout, ctx) => {
    if (typeof payout.amount === 'number' && payout.amount > availableKobo) ctx.addIssue({ code: 'custom', path: ['amount'], message: MESSAGES.payoutOverBalance });
  });
}

/** Record cash payment: the member, the amount, the day and optional notes. */
export const cashFormSchema = recordCashSchema.pick({ userId: true, amount: true, paidOn: true, notes: true });

/**
 * The day a validated paidOn (midnight UTC, ISO) names, as the write functions send it.
 * @example paidOnDay('2026-11-20T00:00:00.000Z') === '2026-11-20'
 */
export function paidOnDay(iso: string): string {
  return iso.slice(0, 10);
}

