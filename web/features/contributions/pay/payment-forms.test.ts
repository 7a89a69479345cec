import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/errors';
import type { PaymentMethodId } from '../../../../shared/payment-methods';
import { defaultMethodFor, editPaymentSchema, makePaymentSchema, methodsFor, NO_PURSE, paymentDialogSchema, payToLines, payToMethodFor } from './payment-forms';

const proof = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'receipt.jpg', { type: 'image/jpeg' });
const valid = { groupId: 'g1', projectId: NO_PURSE, paymentType: 'bank_transfer', amount: '1,500.50', reference: ' TX-1 ', notes: '', proof };

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('makePaymentSchema', () => {
  it('gives kobo, no purse as null and empty texts as null', () => {
    expect(makePaymentSchema.parse(valid)).toEqual({ groupId: 'g1', projectId: null, paymentType: 'bank_transfer', amount: 150050, reference: 'TX-1', notes: null, proof, period: null });
  });

  it('keeps a chosen purse', () => {
    expect(makePaymentSchema.parse({ ...valid, projectId: 'p1' }).projectId).toBe('p1');
  });

  it('asks for the purse when none is chosen in a group that has purses', () => {
    expect(errorsOf(makePaymentSchema.safeParse({ ...valid, projectId: '' }))).toEqual({ projectId: MESSAGES.purseRequired });
  });

  it('says what is missing in the spec’s words', () => {
    const result = makePaymentSchema.safeParse({ groupId: '', projectId: NO_PURSE, paymentType: '', amount: '', reference: '', notes: '', proof: null });
    expect(errorsOf(result)).toEqual({
      groupId: MESSAGES.groupRequired,
      paymentType: MESSAGES.paymentTypeRequired,
      amount: MESSAGES.amountRequired,
      proof: MESSAGES.proofRequired,
    });
  });

  it.each(['0', '-5', 'abc', '1.234'])('refuses the amount %s as not positive', (amount) => {
    expect(errorsOf(makePaymentSchema.safeParse({ ...valid, amount }))).toEqual({ amount: MESSAGES.amountPositive });
  });

  it('refuses an unknown payment method', () => {
    expect(errorsOf(makePaymentSchema.safeParse({ ...valid, paymentType: 'bitcoin' }))).toEqual({ paymentType: MESSAGES.paymentTypeRequired });
  });
});

describe('paymentDialogSchema', () => {
  it('needs only the amount; the proof may be left out', () => {
    expect(paymentDialogSchema.parse({ projectId: 'p1', amount: '2000', description: '', transactionRef: '', proof: null })).toEqual({
      projectId: 'p1', amount: 200000, description: null, transactionRef: null, proof: null, period: null,
    });
    expect(paymentDialogSchema.parse({ projectId: 'p1', amount: '2000', description: '', transactionRef: '', proof: null, period: '3' }).period).toBe(3);
    expect(errorsOf(paymentDialogSchema.safeParse({ projectId: '', amount: '', description: '', transactionRef: '', proof: null }))).toEqual({
      amount: MESSAGES.amountRequired,
    });
  });
});

describe('payment methods for a purse', () => {
  const ids = (list: { id: PaymentMethodId }[]) => list.map((m) => m.id);
  const bank = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
  const defaults: PaymentMethodId[] = ['bank_transfer', 'mobile_money', 'zelle', 'cashapp', 'paypal'];

  it('offers the allowed methods the purse holds details for, in catalogue order', () => {
    expect(ids(methodsFor({ allowedPaymentTypes: ['paypal', 'bank_transfer'], ...bank, paypalEmail: 'a@b.co' }))).toEqual(['bank_transfer', 'paypal']);
    expect(ids(methodsFor({ allowedPaymentTypes: defaults, ...bank }))).toEqual(['bank_transfer']);
  });

  it('offers only cash with no purse: there is no account to pay into', () => {
    expect(ids(methodsFor(null))).toEqual(['cash']);
  });

  it.each<{ name: string; purse: Parameters<typeof payToMethodFor>[0]; shown: PaymentMethodId | null; sent: PaymentMethodId }>([
    { name: 'a bank account', purse: { allowedPaymentTypes: defaults, ...bank }, shown: 'bank_transfer', sent: 'bank_transfer' },
    { name: 'a bank account and cash', purse: { allowedPaymentTypes: ['cash', 'bank_transfer'], ...bank }, shown: 'bank_transfer', sent: 'bank_transfer' },
    { name: 'only Zelle details', purse: { allowedPaymentTypes: defaults, zelleEmail: 'a@b.co' }, shown: 'zelle', sent: 'zelle' },
    { name: 'an old purse with no details', purse: { allowedPaymentTypes: defaults }, shown: null, sent: 'bank_transfer' },
    { name: 'an old Zelle-only purse with no details', purse: { allowedPaymentTypes: ['zelle'] }, shown: null, sent: 'zelle' },
  ])('with $name shows $shown and sends $sent', ({ purse, shown, sent }) => {
    expect(payToMethodFor(purse)).toBe(shown);
    expect(defaultMethodFor(purse)).toBe(sent);
  });
});

describe('payToLines', () => {
  const project = {
    bankName: 'GTBank', accountNumber: '0123456789', accountName: '  ', routingNumber: null, swiftCode: null,
    zelleEmail: 'pay@example.com', zellePhone: null, cashappHandle: null, venmoHandle: null, paypalEmail: null, paymentInstructions: 'OPay 0803',
  };

  it('lists only the filled-in details of the chosen method', () => {
    expect(payToLines(project, 'bank_transfer')).toEqual([
      { label: 'Bank Name', value: 'GTBank' },
      { label: 'Account Number', value: '0123456789' },
    ]);
    expect(payToLines(project, 'zelle')).toEqual([{ label: 'Zelle Email', value: 'pay@example.com' }]);
    expect(payToLines(project, 'cash')).toEqual([]);
    // Mobile money has no columns: its instructions are shown as written, not as bank lines.
    expect(payToLines(project, 'mobile_money')).toEqual([]);
  });
});

describe('editPaymentSchema', () => {
  it('gives kobo and nulls for cleared texts', () => {
    expect(editPaymentSchema.parse({ amount: '2000', reference: ' ', notes: 'June' })).toEqual({ amount: 200000, reference: null, notes: 'June' });
  });

  it('refuses a zero amount', () => {
    expect(errorsOf(editPaymentSchema.safeParse({ amount: '0', reference: '', notes: '' }))).toEqual({ amount: MESSAGES.amountPositive });
  });
});
