import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/errors';
import { cashFormSchema, paidOnDay, payoutFormSchema } from './books-forms';

const good = { amount: '30000', recipient: 'Mama Nkechi Catering', purpose: 'Food for the party', paidOn: '2026-01-05' };
const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : { field: String(result.error!.issues[0]!.path[0]), message: result.error!.issues[0]!.message };

describe('payoutFormSchema', () => {
  it.each([
    ['takes a payout within what is available', 30_000_00, good, null],
    ['takes a payout of exactly what is available', 30_000_00, { ...good, amount: '30000' }, null],
    ['refuses a payout over what is available, with the server’s words', 29_999_99, good, { field: 'amount', message: MESSAGES.payoutOverBalance }],
    ['refuses any payout from an empty purse', 0, { ...good, amount: '1' }, { field: 'amount', message: MESSAGES.payoutOverBalance }],
    ['refuses a missing recipient', 50_000_00, { ...good, recipient: '  ' }, { field: 'recipient', message: MESSAGES.payoutRecipientRequired }],
    ['refuses a missing purpose', 50_000_00, { ...good, purpose: '' }, { field: 'purpose', message: MESSAGES.payoutPurposeRequired }],
    ['refuses a day in the future', 50_000_00, { ...good, paidOn: '2999-01-01' }, { field: 'paidOn', message: MESSAGES.paidOnFuture }],
    ['refuses a zero amount', 50_000_00, { ...good, amount: '0' }, { field: 'amount', message: MESSAGES.amountPositive }],
  ])('%s', (_what, available, values, expected) => {
    expect(firstMessage(payoutFormSchema(available).safeParse(values))).toEqual(expected);
  });

  it('gives the amount in kobo and the day as the write sends it', () => {
    const parsed = payoutFormSchema(100_000_00).parse({ ...good, amount: '1500.50' });
    expect(parsed.amount).toBe(1_500_50);
    expect(paidOnDay(parsed.paidOn)).toBe('2026-01-05');
  });
});

describe('cashFormSchema', () => {
  it('needs a member', () => {
    expect(firstMessage(cashFormSchema.safeParse({ userId: '', amount: '5000', paidOn: '2026-01-05', notes: '' }))).toEqual({ field: 'userId', message: MESSAGES.noMemberSelected });
  });

  it('turns empty notes into none', () => {
    expect(cashFormSchema.parse({ userId: 'u1', amount: '5000', paidOn: '2026-01-05', notes: ' ' }).notes).toBeNull();
  });
});
