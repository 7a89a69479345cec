import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/errors';
import { nairaInput } from '../../../../shared/money';
import { deadlineDay, purseChanges, purseEditSchema, purseEditValues } from './purse-edit';

const purse = {
  description: 'Food and drinks',
  targetAmountKobo: 500_000_00,
  amountPerMemberKobo: null,
  deadline: '2026-12-31T22:59:59.000Z',
  bankName: 'GTBank',
  accountNumber: '0123456789',
  accountName: 'Ajo Circle',
  allowedPaymentTypes: ['bank_transfer' as const, 'mobile_money' as const],
};
const form = purseEditValues(purse);
const edit = (change: Partial<typeof form>) => purseEditSchema(purse).safeParse({ ...form, ...change });
const changesOf = (change: Partial<typeof form>) => purseChanges(purse, purseEditSchema(purse).parse({ ...form, ...change }));

describe('the Manage purse form', () => {
  it('starts from the purse as it is, the deadline as its Lagos day', () => {
    // A collection: whether guests may give too (issue 27 §4), 'off' for a purse synced before it.
    expect(form).toEqual({ description: 'Food and drinks', targetAmount: '500000', amountPerMember: '', deadline: '2026-12-31', bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle', guestGiving: 'off' });
  });

  it('changes nothing when nothing was edited', () => {
    expect(changesOf({})).toEqual({ changes: {}, bank: null });
  });

  it.each([
    ['the target, in kobo', { targetAmount: '750000' }, { targetAmountKobo: 750_000_00 }],
    ['the amount per member, in kobo', { amountPerMember: '20000' }, { amountPerMemberKobo: 20_000_00 }],
    ['the description', { description: 'Only drinks' }, { description: 'Only drinks' }],
    ['an emptied description, to none', { description: ' ' }, { description: null }],
    ['the deadline, to the end of that day in Lagos', { deadline: '2027-01-15' }, { deadline: '2027-01-15T22:59:59.000Z' }],
    ['an emptied deadline, to none', { deadline: '' }, { deadline: null }],
    ['whether guests may give (issue 27 §4)', { guestGiving: 'named' as const }, { guestGiving: 'named' }],
  ])('sends only %s', (_what, change, expected) => {
    expect(changesOf(change)).toEqual({ changes: expected, bank: null });
  });

  it('shows the old account beside the new one when the account changes (spaces dropped from the number)', () => {
    expect(changesOf({ bankName: 'Zenith', accountNumber: '555 000 1111' })).toEqual({
      changes: { bankName: 'Zenith', accountNumber: '5550001111' },
      bank: {
        before: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' },
        after: { bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Ajo Circle' },
      },
    });
  });

  it.each([
    [{ accountNumber: '' }, 'accountNumber', MESSAGES.accountNumberRequired],
    [{ accountNumber: '12345' }, 'accountNumber', MESSAGES.accountNumberNuban],
    [{ bankName: '' }, 'bankName', MESSAGES.bankNameRequired],
    [{ targetAmount: '0' }, 'targetAmount', MESSAGES.targetAmountPositive],
    [{ amountPerMember: '-20' }, 'amountPerMember', MESSAGES.amountPositive],
    [{ deadline: '31/12/2026' }, 'deadline', MESSAGES.deadlineInvalid],
  ])('refuses %o on %s', (change, field, message) => {
    const issues = edit(change).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, message]);
  });
});

it('drops an amount per member emptied by the admin, and keeps one left as it was', () => {
  const levy = { ...purse, amountPerMemberKobo: 20_000_00 };
  const values = purseEditValues(levy);
  expect(values.amountPerMember).toBe('20000');
  expect(purseChanges(levy, purseEditSchema(levy).parse(values)).changes).toEqual({});
  expect(purseChanges(levy, purseEditSchema(levy).parse({ ...values, amountPerMember: '' })).changes).toEqual({ amountPerMemberKobo: null });
});

it("starts a dues purse's late fine from the rule in force, and sends it only when changed", () => {
  const dues = { ...purse, kind: 'dues' as const, amountPerMemberKobo: 5_000_00, lateFines: [{ since: '2026-01-01', kobo: 500_00, percent: null, graceDays: 7 }] };
  const values = purseEditValues(dues);
  expect(values.lateFine).toEqual({ kind: 'fixed', amount: '500', graceDays: '7' });
  const parse = (lateFine: typeof values.lateFine) => purseChanges(dues, purseEditSchema(dues).parse({ ...values, lateFine })).changes;
  expect(parse(values.lateFine)).toEqual({});
  expect(parse({ kind: 'percent', amount: '10', graceDays: '0' })).toEqual({ lateFine: { kobo: null, percent: 10, graceDays: 0 } });
  expect(parse({ kind: 'none', amount: '', graceDays: '' })).toEqual({ lateFine: { kobo: null, percent: null, graceDays: 0 } });
  // A collection has no fine field at all.
  expect(purseEditValues(purse)).not.toHaveProperty('lateFine');
  expect(purseChanges(purse, purseEditSchema(purse).parse(form)).changes).toEqual({});
});

describe('deadlineDay and nairaInput', () => {
  it('reads a deadline on Lagos time and none as empty', () => {
    expect(deadlineDay('2026-12-31T23:30:00.000Z')).toBe('2027-01-01');
    expect(deadlineDay(null)).toBe('');
  });

  it('writes whole naira plainly and keeps kobo', () => {
    expect(nairaInput(500_000_00)).toBe('500000');
    expect(nairaInput(1_500_50)).toBe('1500.50');
  });
});
