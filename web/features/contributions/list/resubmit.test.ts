import { describe, expect, it } from 'vitest';
import type { LocalPurse } from '../../../data/db';
import { NO_PURSE } from '../pay/payment-forms';
import { resubmitPrefill } from './resubmit';

const purse = {
  id: 'xmas',
  groupId: 'g1',
  name: 'Xmas Party',
  allowedPaymentTypes: ['bank_transfer', 'cash'],
  bankName: 'GTBank',
  accountNumber: '0123456789',
  accountName: 'Ajo Circle',
} as unknown as LocalPurse;

const rejected = { groupId: 'g1', projectId: 'xmas', amountKobo: 250_000, paymentType: 'cash', transactionRef: 'OPAY-3', paymentNotes: 'June dues' };

describe('resubmitPrefill', () => {
  it('starts the new payment from the rejected one: group, purse, method, amount, reference and notes', () => {
    expect(resubmitPrefill(rejected, [{ id: 'g1' }], [purse])).toEqual({
      groupId: 'g1',
      projectId: 'xmas',
      paymentType: 'cash',
      amount: '2500',
      reference: 'OPAY-3',
      notes: 'June dues',
    });
  });

  it('keeps kobo exactly and leaves an empty reference empty', () => {
    expect(resubmitPrefill({ ...rejected, amountKobo: 150_050, transactionRef: null, paymentNotes: null }, [{ id: 'g1' }], [purse])).toMatchObject({
      amount: '1500.50',
      reference: '',
      notes: '',
    });
  });

  it('offers the purse’s first way to pay when the old method is no longer offered', () => {
    expect(resubmitPrefill({ ...rejected, paymentType: 'zelle' }, [{ id: 'g1' }], [purse])?.paymentType).toBe('bank_transfer');
  });

  it('leaves the purse to choose when the old one is no longer open, and has none to choose in a group without purses', () => {
    const other = { ...purse, id: 'rent' } as LocalPurse;
    expect(resubmitPrefill(rejected, [{ id: 'g1' }], [other])).toMatchObject({ projectId: '', paymentType: '' });
    expect(resubmitPrefill(rejected, [{ id: 'g1' }], [])).toMatchObject({ projectId: NO_PURSE, paymentType: 'cash' });
  });

  it('has nothing to start from when the group is no longer on the phone', () => {
    expect(resubmitPrefill(rejected, [{ id: 'g2' }], [purse])).toBeNull();
  });
});
