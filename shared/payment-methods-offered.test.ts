import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors';
import { hasPaymentDetails, offeredPaymentMethods, purseDetailIssues, type PurseDetails } from './payment-methods-offered';
import { DEFAULT_PAYMENT_METHODS, PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods';

const BANK = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };

describe('hasPaymentDetails', () => {
  it.each<[PaymentMethodId, PurseDetails, boolean]>([
    ['cash', {}, true],
    ['bank_transfer', BANK, true],
    ['bank_transfer', { ...BANK, bankName: null }, false],
    ['bank_transfer', { ...BANK, accountNumber: '' }, false],
    ['bank_transfer', { ...BANK, accountName: '   ' }, false],
    ['bank_transfer', {}, false],
    ['mobile_money', BANK, false],
    ['mobile_money', { paymentInstructions: 'OPay 0803 123 4567 (Ada Okafor)' }, true],
    ['zelle', { zelleEmail: 'ada@example.com' }, true],
    ['zelle', { zellePhone: '+1 555 0100' }, true],
    ['zelle', { zelleEmail: '', zellePhone: null }, false],
    ['cashapp', { cashappHandle: '$ada' }, true],
    ['cashapp', {}, false],
    ['venmo', { venmoHandle: '@ada' }, true],
    ['venmo', { paypalEmail: 'ada@example.com' }, false],
    ['paypal', { paypalEmail: 'ada@example.com' }, true],
    ['paypal', {}, false],
    ['wire_transfer', { swiftCode: 'GTBINGLA', accountNumber: '0123456789' }, true],
    ['wire_transfer', { routingNumber: '021000021', accountNumber: '12345678' }, true],
    ['wire_transfer', { swiftCode: 'GTBINGLA' }, false],
    ['wire_transfer', BANK, false],
    ['crypto', { paymentInstructions: 'USDT (TRC20): TXyz…' }, true],
    ['crypto', {}, false],
  ])('%s with %o: %s', (method, purse, expected) => {
    expect(hasPaymentDetails(method, purse)).toBe(expected);
  });
});

describe('offeredPaymentMethods', () => {
  it.each<[string, Parameters<typeof offeredPaymentMethods>[0], PaymentMethodId[]]>([
    ['no purse: cash only', null, ['cash']],
    ['the default methods with only a bank account', { allowedPaymentTypes: DEFAULT_PAYMENT_METHODS, ...BANK }, ['bank_transfer']],
    ['the default methods with no details (an old purse)', { allowedPaymentTypes: DEFAULT_PAYMENT_METHODS }, []],
    [
      'the default methods with every detail',
      { allowedPaymentTypes: DEFAULT_PAYMENT_METHODS, ...BANK, zelleEmail: 'a@b.co', cashappHandle: '$a', paypalEmail: 'a@b.co', venmoHandle: '@a', paymentInstructions: 'OPay' },
      ['bank_transfer', 'mobile_money', 'zelle', 'cashapp', 'paypal'],
    ],
    ['an empty list means all, still filtered by details', { allowedPaymentTypes: [], ...BANK }, ['bank_transfer', 'cash']],
    ['cash allowed', { allowedPaymentTypes: ['cash'] }, ['cash']],
    ['details for a method the purse does not allow', { allowedPaymentTypes: ['cash'], ...BANK }, ['cash']],
  ])('%s', (_name, purse, expected) => {
    expect(offeredPaymentMethods(purse)).toEqual(expected);
  });

  it('answers in catalogue order whatever the allowed order', () => {
    const purse = { allowedPaymentTypes: [...PAYMENT_METHOD_IDS].reverse(), ...BANK, paypalEmail: 'a@b.co' };
    expect(offeredPaymentMethods(purse)).toEqual(['bank_transfer', 'paypal', 'cash']);
  });
});

describe('purseDetailIssues', () => {
  it.each<[string, Parameters<typeof purseDetailIssues>[0], [string, string][]]>([
    ['a bank-transfer purse with its account', { allowedPaymentTypes: ['bank_transfer'], ...BANK }, []],
    [
      'a bank-transfer purse with nothing',
      { allowedPaymentTypes: DEFAULT_PAYMENT_METHODS },
      [
        ['bankName', MESSAGES.bankNameRequired],
        ['accountNumber', MESSAGES.accountNumberRequired],
        ['accountName', MESSAGES.accountNameRequired],
      ],
    ],
    ['a missing account name', { allowedPaymentTypes: ['bank_transfer'], ...BANK, accountName: ' ' }, [['accountName', MESSAGES.accountNameRequired]]],
    ['nine digits', { allowedPaymentTypes: ['bank_transfer'], ...BANK, accountNumber: '012345678' }, [['accountNumber', MESSAGES.accountNumberNuban]]],
    ['eleven digits', { allowedPaymentTypes: ['bank_transfer'], ...BANK, accountNumber: '01234567890' }, [['accountNumber', MESSAGES.accountNumberNuban]]],
    ['letters', { allowedPaymentTypes: ['bank_transfer'], ...BANK, accountNumber: '01234S6789' }, [['accountNumber', MESSAGES.accountNumberNuban]]],
    ['a cash-only purse needs no account', { allowedPaymentTypes: ['cash'] }, []],
    ['a Zelle-only purse needs no bank account', { allowedPaymentTypes: ['zelle'], zelleEmail: 'a@b.co' }, []],
  ])('%s', (_name, purse, expected) => {
    expect(purseDetailIssues(purse).map((issue) => [issue.field, issue.message])).toEqual(expected);
  });
});
