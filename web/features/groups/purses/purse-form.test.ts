import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/errors';
import { createPurseSchema } from '../../../../shared/group-schemas';
import { DEFAULT_PAYMENT_METHODS } from '../../../../shared/payment-methods';
import { EMPTY_PURSE_FORM } from './purse-form';

const BANK = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
const errorsOf = (input: object) =>
  Object.fromEntries((createPurseSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the create-project form', () => {
  it('asks for a name, a target and the bank account, each on its field, when left empty', () => {
    expect(errorsOf(EMPTY_PURSE_FORM)).toEqual({
      name: MESSAGES.projectNameRequired,
      targetAmount: MESSAGES.targetAmountRequired,
      bankName: MESSAGES.bankNameRequired,
      accountNumber: MESSAGES.accountNumberRequired,
      accountName: MESSAGES.accountNameRequired,
    });
  });

  it.each([
    [{ bankName: '' }, { bankName: MESSAGES.bankNameRequired }],
    [{ accountNumber: '' }, { accountNumber: MESSAGES.accountNumberRequired }],
    [{ accountName: '  ' }, { accountName: MESSAGES.accountNameRequired }],
    [{ accountNumber: '012345678' }, { accountNumber: MESSAGES.accountNumberNuban }],
    [{ accountNumber: '0123-456-789' }, {}],
  ])('with %o, says %o', (change, expected) => {
    expect(errorsOf({ ...EMPTY_PURSE_FORM, name: 'Reunion', targetAmount: '500000', ...BANK, ...change })).toEqual(expected);
  });

  it('turns a filled form into kobo, the default methods, no deadline and nulls for empty details', () => {
    const parsed = createPurseSchema.parse({ ...EMPTY_PURSE_FORM, name: 'Reunion', targetAmount: '500,000', ...BANK });
    expect(parsed.targetAmount).toBe(50_000_000);
    expect(parsed.allowedPaymentTypes).toEqual([...DEFAULT_PAYMENT_METHODS]);
    expect(parsed.deadline).toBeNull();
    expect(parsed.bankName).toBe('GTBank');
    expect(parsed.swiftCode).toBeNull();
  });

  it('keeps a picked deadline as the end of that day in Lagos', () => {
    const parsed = createPurseSchema.parse({ ...EMPTY_PURSE_FORM, name: 'R', targetAmount: '1000', deadline: '2026-12-31', ...BANK });
    expect(parsed.deadline).toBe('2026-12-31T22:59:59.000Z');
  });
});
