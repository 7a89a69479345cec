import { describe, expect, it } from 'vitest';
import type { PaymentMethodId } from '../../../../shared/payment-methods';
import { initialPurseValue, makePaymentOptions, mendKeptChoices } from './make-payment-options';
import { NO_PURSE } from './payment-forms';

const DEFAULTS: PaymentMethodId[] = ['bank_transfer', 'mobile_money', 'zelle', 'cashapp', 'paypal'];
const banked = { id: 'p1', allowedPaymentTypes: DEFAULTS, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
const zelleOnly = { id: 'p2', allowedPaymentTypes: DEFAULTS, zelleEmail: 'ada@example.com' };
const bare = { id: 'p3', allowedPaymentTypes: DEFAULTS };

describe('makePaymentOptions', () => {
  it.each([
    ['no group chosen yet', '', [banked], 'p1', { project: null, needsPurse: false, methods: [], preferredMethod: '' }],
    ['a group with no purse: cash only', 'g1', [], NO_PURSE, { project: null, needsPurse: false, methods: ['cash'], preferredMethod: 'cash' }],
    ['a group with purses, none chosen', 'g1', [banked, zelleOnly], '', { project: null, needsPurse: true, methods: [], preferredMethod: '' }],
    ['no purse chosen by the old value', 'g1', [banked], NO_PURSE, { project: null, needsPurse: true, methods: [], preferredMethod: '' }],
    ['a purse with a bank account', 'g1', [banked, zelleOnly], 'p1', { project: 'p1', needsPurse: false, methods: ['bank_transfer'], preferredMethod: 'bank_transfer' }],
    ['a purse with Zelle details only', 'g1', [banked, zelleOnly], 'p2', { project: 'p2', needsPurse: false, methods: ['zelle'], preferredMethod: 'zelle' }],
    ['an old purse with no details', 'g1', [bare], 'p3', { project: 'p3', needsPurse: false, methods: [], preferredMethod: '' }],
  ] as const)('%s', (_name, groupId, purses, projectId, expected) => {
    const options = makePaymentOptions(groupId, purses, projectId);
    expect({ ...options, project: options.project?.id ?? null, methods: options.methods.map((m) => m.id) }).toEqual(expected);
  });
});

describe('initialPurseValue', () => {
  it.each([
    [[], NO_PURSE],
    [[{ id: 'p1' }], 'p1'],
    [[{ id: 'p1' }, { id: 'p2' }], ''],
  ])('for %o is %j', (purses, value) => {
    expect(initialPurseValue(purses)).toBe(value);
  });
});

describe('mendKeptChoices: a form kept on the phone, opened again', () => {
  const typed = { amount: '5000', reference: 'TRX-9', notes: 'for March' };
  const pursesOf = (groupId: string) => (groupId === 'g1' ? [banked, zelleOnly] : groupId === 'g2' ? [banked] : []);
  it.each([
    ['still fits: kept as it was', { groupId: 'g1', projectId: 'p2', paymentType: 'zelle' }, { groupId: 'g1', projectId: 'p2', paymentType: 'zelle' }],
    ['a group left since: the form starts its own way, the typed text stays', { groupId: 'gone', projectId: 'p1', paymentType: 'bank_transfer' }, {}],
    ['a purse closed since, the group has one left: that one', { groupId: 'g2', projectId: 'p9', paymentType: 'zelle' }, { groupId: 'g2', projectId: 'p1', paymentType: 'bank_transfer' }],
    ['a purse closed since, several left: choose again', { groupId: 'g1', projectId: 'p9', paymentType: 'bank_transfer' }, { groupId: 'g1', projectId: '', paymentType: '' }],
    ['a method the purse no longer offers', { groupId: 'g1', projectId: 'p1', paymentType: 'zelle' }, { groupId: 'g1', projectId: 'p1', paymentType: 'bank_transfer' }],
    ['no purse in a group that has none now: cash', { groupId: 'g3', projectId: NO_PURSE, paymentType: 'bank_transfer' }, { groupId: 'g3', projectId: NO_PURSE, paymentType: 'cash' }],
  ])('%s', (_name, choices, expected) => {
    expect(mendKeptChoices({ ...typed, ...choices }, ['g1', 'g2', 'g3'], pursesOf)).toEqual({ ...typed, ...expected });
  });
});
