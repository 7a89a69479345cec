import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_METHOD_IDS,
  allowedPaymentTypesSchema,
  parseAllowedPaymentTypes,
  paymentMethod,
  paymentMethodIdSchema,
  type PaymentMethodId,
} from './payment-methods';

const ALL = [...PAYMENT_METHOD_IDS];

describe('the payment method catalogue', () => {
  it('holds the nine methods of the spec, in order', () => {
    expect(PAYMENT_METHOD_IDS).toEqual([
      'bank_transfer',
      'mobile_money',
      'zelle',
      'cashapp',
      'venmo',
      'paypal',
      'wire_transfer',
      'crypto',
      'cash',
    ]);
    expect(PAYMENT_METHODS.map((method) => method.id)).toEqual(ALL);
  });

  it.each([
    { id: 'bank_transfer', label: 'Bank Transfer', countries: ['NG', 'GLOBAL'], requiresAccount: true },
    { id: 'mobile_money', label: 'Mobile Money', countries: ['NG'], requiresAccount: true },
    { id: 'zelle', label: 'Zelle', countries: ['US'], requiresAccount: true },
    { id: 'cashapp', label: 'Cash App', countries: ['US'], requiresAccount: true },
    { id: 'venmo', label: 'Venmo', countries: ['US'], requiresAccount: true },
    { id: 'paypal', label: 'PayPal', countries: ['GLOBAL'], requiresAccount: true },
    { id: 'wire_transfer', label: 'Wire Transfer', countries: ['GLOBAL'], requiresAccount: true },
    { id: 'crypto', label: 'Crypto', countries: ['GLOBAL'], requiresAccount: true },
    { id: 'cash', label: 'Cash', countries: ['GLOBAL'], requiresAccount: false },
  ] as const)('describes $id as $label', ({ id, label, countries, requiresAccount }) => {
    const method = paymentMethod(id);
    expect(method).toMatchObject({ id, label, countries, requiresAccount });
    expect(method.description.length).toBeGreaterThan(10);
    // A short emoji: one or two code points plus an optional variation selector.
    expect([...method.icon].length).toBeGreaterThanOrEqual(1);
    expect([...method.icon].length).toBeLessThanOrEqual(2);
    expect(method.icon).toMatch(/\p{Extended_Pictographic}/u);
  });

  it('describes bank transfer in words a payer understands', () => {
    expect(paymentMethod('bank_transfer').description).toBe('Transfer directly to the purse bank account');
  });

  it('throws for an id forced past the type', () => {
    expect(() => paymentMethod('bitcoin' as PaymentMethodId)).toThrow('Unknown payment method: bitcoin');
  });

  it('defaults new projects to the spec list', () => {
    expect(DEFAULT_PAYMENT_METHODS).toEqual(['bank_transfer', 'mobile_money', 'zelle', 'cashapp', 'paypal']);
  });
});

describe('parseAllowedPaymentTypes', () => {
  it.each([
    { name: 'the defaults', json: JSON.stringify(DEFAULT_PAYMENT_METHODS), ids: [...DEFAULT_PAYMENT_METHODS] },
    { name: 'one method', json: '["cash"]', ids: ['cash'] },
    { name: 'a shuffled list', json: '["paypal","bank_transfer"]', ids: ['bank_transfer', 'paypal'] },
    { name: 'repeats', json: '["zelle","zelle"]', ids: ['zelle'] },
    { name: 'unknown ids among known ones', json: '["bitcoin","venmo",7,null]', ids: ['venmo'] },
    { name: 'all nine', json: JSON.stringify(ALL), ids: ALL },
    { name: 'null', json: null, ids: ALL },
    { name: 'undefined', json: undefined, ids: ALL },
    { name: 'empty text', json: '', ids: ALL },
    { name: 'an empty list', json: '[]', ids: ALL },
    { name: 'only unknown ids', json: '["bitcoin"]', ids: ALL },
    { name: 'broken JSON', json: '["cash"', ids: ALL },
    { name: 'a JSON string', json: '"cash"', ids: ALL },
    { name: 'a JSON object', json: '{"cash":true}', ids: ALL },
    { name: 'JSON null', json: 'null', ids: ALL },
    { name: 'a comma list', json: 'cash,paypal', ids: ALL },
  ])('reads $name', ({ json, ids }) => {
    expect(parseAllowedPaymentTypes(json)).toEqual(ids);
  });

  it('answers a fresh array each time', () => {
    const first = parseAllowedPaymentTypes(null);
    first.pop();
    expect(parseAllowedPaymentTypes(null)).toHaveLength(9);
  });
});

describe('paymentMethodIdSchema', () => {
  it.each(ALL)('accepts %s', (id) => {
    expect(paymentMethodIdSchema.parse(id)).toBe(id);
  });

  it.each([undefined, '', 'bitcoin', 'Bank_Transfer', 3])('refuses %j with the spec text', (input) => {
    expect(paymentMethodIdSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a payment method',
    ]);
  });
});

describe('allowedPaymentTypesSchema', () => {
  it.each([
    { name: 'JSON text', input: '["bank_transfer","cash"]', ids: ['bank_transfer', 'cash'] },
    { name: 'an array', input: ['cash', 'bank_transfer'], ids: ['bank_transfer', 'cash'] },
    { name: 'an array with repeats', input: ['cash', 'cash'], ids: ['cash'] },
    { name: 'the defaults', input: [...DEFAULT_PAYMENT_METHODS], ids: [...DEFAULT_PAYMENT_METHODS] },
  ])('reads $name', ({ input, ids }) => {
    expect(allowedPaymentTypesSchema.parse(input)).toEqual(ids);
  });

  it.each([
    { name: 'missing', input: undefined },
    { name: 'null', input: null },
    { name: 'an empty array', input: [] },
    { name: 'empty JSON list', input: '[]' },
    { name: 'empty text', input: '' },
    { name: 'broken JSON', input: '["cash"' },
    { name: 'a JSON object', input: '{"cash":true}' },
    { name: 'a bare id', input: 'cash' },
    { name: 'a number', input: 5 },
  ])('refuses $name with "Please select at least one payment method"', ({ input }) => {
    expect(allowedPaymentTypesSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'Please select at least one payment method',
    ]);
  });

  it.each([
    { name: 'an unknown id in an array', input: ['cash', 'bitcoin'] },
    { name: 'an unknown id in JSON text', input: '["bitcoin"]' },
  ])('refuses $name with "Please select a payment method"', ({ input }) => {
    const result = allowedPaymentTypesSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please select a payment method']);
  });
});
