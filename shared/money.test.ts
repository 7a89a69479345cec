import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod';
import { MESSAGES } from './errors';
import {
  MAX_AMOUNT_KOBO,
  MAX_GROUP_TOTAL_KOBO,
  MAX_KOBO,
  formatNaira,
  formatNairaExact,
  koboToDecimalString,
  nairaInput,
  nairaToKobo,
} from './money';
import { amountSchema, targetAmountSchema } from './amount-schemas';

const anyKobo = fc.bigInt({ min: BigInt(-MAX_KOBO), max: BigInt(MAX_KOBO) }).map(Number);

describe('nairaToKobo', () => {
  it.each([
    { input: '1500.5', kobo: 150050 },
    { input: '1500.50', kobo: 150050 },
    { input: '1500', kobo: 150000 },
    { input: '0.01', kobo: 1 },
    { input: '0.1', kobo: 10 },
    { input: '0.29', kobo: 29 },
    { input: '-5', kobo: -500 },
    { input: '-0.01', kobo: -1 },
    { input: '0', kobo: 0 },
    { input: '-0', kobo: 0 },
    { input: '007', kobo: 700 },
    { input: '  1500  ', kobo: 150000 },
    { input: '1,500.50', kobo: 150050 },
    { input: '1,234,567', kobo: 123456700 },
    { input: '₦1,500', kobo: 150000 },
    { input: '₦0.99', kobo: 99 },
    { input: '-₦5', kobo: -500 },
    { input: '9999999999999.99', kobo: MAX_KOBO },
    { input: '9,999,999,999,999.99', kobo: MAX_KOBO },
    { input: '-9999999999999.99', kobo: -MAX_KOBO },
    { input: '000000000000000000001', kobo: 100 },
  ])('parses the string $input as $kobo kobo', ({ input, kobo }) => {
    expect(nairaToKobo(input)).toBe(kobo);
  });

  it.each([
    { input: 1500.5, kobo: 150050 },
    { input: 1500, kobo: 150000 },
    { input: 0.01, kobo: 1 },
    { input: 0.29, kobo: 29 },
    { input: 1.15, kobo: 115 },
    { input: -5, kobo: -500 },
    { input: -0, kobo: 0 },
    { input: 9999999999999.99, kobo: MAX_KOBO },
  ])('parses the number $input as $kobo kobo', ({ input, kobo }) => {
    expect(nairaToKobo(input)).toBe(kobo);
  });

  it('never answers negative zero', () => {
    expect(Object.is(nairaToKobo('-0.00'), 0)).toBe(true);
    expect(Object.is(nairaToKobo(-0), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1.234',
    '1.',
    '.5',
    '1e5',
    '1E5',
    '0x10',
    '+5',
    '--5',
    '₦-5',
    '5-',
    '1 500',
    '1,50',
    '15,00',
    '1,5000',
    '0,500',
    ',500',
    '1,500,',
    '1500,000',
    '₦₦5',
    'NGN 5',
    '5 naira',
    '1.2.3',
    'Infinity',
    'NaN',
    '10000000000000',
    '-10000000000000',
    '9999999999999.999',
    '99999999999999999999999999',
  ])('refuses the string %j', (input) => {
    expect(nairaToKobo(input)).toBeNull();
  });

  it.each([
    { name: 'NaN', input: Number.NaN },
    { name: 'Infinity', input: Number.POSITIVE_INFINITY },
    { name: '-Infinity', input: Number.NEGATIVE_INFINITY },
    { name: '0.1 + 0.2', input: 0.1 + 0.2 },
    { name: '1.005', input: 1.005 },
    { name: '1e21', input: 1e21 },
    { name: '1e-7', input: 1e-7 },
    { name: 'MAX_KOBO / 100 + 1', input: 10_000_000_000_000 },
  ])('refuses the number $name', ({ input }) => {
    expect(nairaToKobo(input)).toBeNull();
  });

  it('round-trips every decimal string it writes', () => {
    fc.assert(fc.property(anyKobo, (kobo) => nairaToKobo(koboToDecimalString(kobo)) === kobo));
  });

  it('parses every 2-decimal JS number exactly', () => {
    fc.assert(fc.property(anyKobo, (kobo) => nairaToKobo(kobo / 100) === kobo));
  });

  it('sums parsed amounts exactly', () => {
    // Up to 9 amounts of at most MAX_KOBO stay below Number.MAX_SAFE_INTEGER.
    fc.assert(
      fc.property(fc.array(anyKobo, { maxLength: 9 }), (amounts) => {
        const texts = amounts.map(koboToDecimalString);
        const sum = texts.reduce((total, text) => total + (nairaToKobo(text) ?? Number.NaN), 0);
        const exact = amounts.reduce((total, kobo) => total + BigInt(kobo), 0n);
        return BigInt(sum) === exact;
      }),
    );
  });

  it('is exact where float multiplication is not', () => {
    // 0.29 * 100 === 28.999999999999996 and 1.15 * 100 === 114.99999999999999 in floats.
    expect(nairaToKobo('0.29')).toBe(29);
    expect(nairaToKobo('1.15')).toBe(115);
    expect(nairaToKobo('0.1')! + nairaToKobo('0.2')!).toBe(nairaToKobo('0.3'));
  });
});

describe('koboToDecimalString', () => {
  it.each([
    { kobo: 150000, text: '1500.00' },
    { kobo: 150050, text: '1500.50' },
    { kobo: -500, text: '-5.00' },
    { kobo: 1, text: '0.01' },
    { kobo: -1, text: '-0.01' },
    { kobo: 10, text: '0.10' },
    { kobo: 0, text: '0.00' },
    { kobo: -0, text: '0.00' },
    { kobo: MAX_KOBO, text: '9999999999999.99' },
    { kobo: Number.MAX_SAFE_INTEGER, text: '90071992547409.91' },
    // Past 2^53: a total the database holds (SQLite integers are 64-bit) still shows.
    { kobo: Number.MAX_SAFE_INTEGER + 1, text: '90071992547409.92' },
    { kobo: -(2 ** 60), text: '-11529215046068469.76' },
    { kobo: 2 ** 63, text: '92233720368547758.08' },
    { kobo: 1e21, text: '10000000000000000000.00' },
  ])('writes $kobo kobo as $text', ({ kobo, text }) => {
    expect(koboToDecimalString(kobo)).toBe(text);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws on the non-integer kobo %s',
    (kobo) => {
      expect(() => koboToDecimalString(kobo)).toThrow(RangeError);
    },
  );
});

describe('formatNaira', () => {
  it.each([
    { kobo: 150000, text: '₦1,500' },
    { kobo: 0, text: '₦0' },
    { kobo: 100, text: '₦1' },
    { kobo: 149, text: '₦1' },
    { kobo: 150, text: '₦2' },
    { kobo: 250, text: '₦3' },
    { kobo: 49, text: '₦0' },
    { kobo: 50, text: '₦1' },
    { kobo: -500, text: '-₦5' },
    { kobo: -150, text: '-₦2' },
    { kobo: -1, text: '₦0' },
    { kobo: -49, text: '₦0' },
    { kobo: 123456789, text: '₦1,234,568' },
    { kobo: 100000000, text: '₦1,000,000' },
    { kobo: MAX_KOBO, text: '₦10,000,000,000,000' },
    { kobo: 2 ** 63, text: '₦92,233,720,368,547,758' },
    { kobo: -(2 ** 60), text: '-₦11,529,215,046,068,470' },
  ])('shows $kobo kobo as $text', ({ kobo, text }) => {
    expect(formatNaira(kobo)).toBe(text);
  });

  it('uses the naira sign U+20A6', () => {
    expect(formatNaira(100).codePointAt(0)).toBe(0x20a6);
  });

  it('throws on non-integer kobo', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
  });
});

describe('formatNairaExact', () => {
  it.each([
    { kobo: 123_450, text: '₦1,234.50' },
    { kobo: 150_000, text: '₦1,500' },
    { kobo: 1, text: '₦0.01' },
    { kobo: -250, text: '-₦2.50' },
    { kobo: MAX_KOBO, text: '₦9,999,999,999,999.99' },
  ])('$kobo kobo reads $text', ({ kobo, text }) => {
    expect(formatNairaExact(kobo)).toBe(text);
  });
});

const amountRows = [
  { input: '1500.5', kobo: 150050 },
  { input: 1500.5, kobo: 150050 },
  { input: '₦1,500', kobo: 150000 },
  { input: ' 0.01 ', kobo: 1 },
  { input: '1,000,000,000', kobo: MAX_AMOUNT_KOBO },
  { input: 1e9, kobo: MAX_AMOUNT_KOBO },
];

describe('amountSchema', () => {
  it.each(amountRows)('reads $input as $kobo kobo', ({ input, kobo }) => {
    expect(amountSchema.parse(input)).toBe(kobo);
  });

  it.each([
    { name: 'missing', input: undefined, message: 'Amount is required' },
    { name: 'null', input: null, message: 'Amount is required' },
    { name: 'empty', input: '', message: 'Amount is required' },
    { name: 'blank', input: '   ', message: 'Amount is required' },
    { name: 'text', input: 'abc', message: 'Amount must be a positive number' },
    { name: '3 decimals', input: '1.234', message: 'Amount must be a positive number' },
    { name: '3-decimal number', input: 1.234, message: 'Amount must be a positive number' },
    { name: 'NaN', input: Number.NaN, message: 'Amount must be a positive number' },
    { name: 'Infinity', input: Number.POSITIVE_INFINITY, message: 'Amount must be a positive number' },
    { name: 'boolean', input: true, message: 'Amount must be a positive number' },
    { name: 'zero', input: 0, message: 'Amount must be a positive number' },
    { name: 'zero string', input: '0.00', message: 'Amount must be a positive number' },
    { name: 'negative', input: -5, message: 'Amount must be a positive number' },
    { name: 'negative string', input: '-0.01', message: 'Amount must be a positive number' },
    { name: 'a kobo above the limit', input: '1000000000.01', message: 'Amount must be ₦1,000,000,000 or less' },
    { name: 'too large', input: '10000000000000', message: 'Amount must be ₦1,000,000,000 or less' },
    { name: 'too large number', input: 1e15, message: 'Amount must be ₦1,000,000,000 or less' },
  ])('refuses $name with "$message"', ({ input, message }) => {
    const result = amountSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('reports a missing amount inside an object at its path', () => {
    const result = z.object({ amount: amountSchema }).safeParse({});
    expect(result.error?.issues[0]).toMatchObject({ path: ['amount'], message: 'Amount is required' });
  });
});

describe('targetAmountSchema', () => {
  it.each(amountRows)('reads $input as $kobo kobo', ({ input, kobo }) => {
    expect(targetAmountSchema.parse(input)).toBe(kobo);
  });

  it.each([
    { name: 'missing', input: undefined, message: 'Target amount is required' },
    { name: 'empty', input: '', message: 'Target amount is required' },
    { name: 'text', input: 'lots', message: 'Target amount must be a positive number' },
    { name: '3 decimals', input: '10.001', message: 'Target amount must be a positive number' },
    { name: 'zero', input: '0', message: 'Target amount must be a positive number' },
    { name: 'negative', input: -100, message: 'Target amount must be a positive number' },
    { name: 'a kobo above the limit', input: 1000000000.01, message: 'Target amount must be ₦1,000,000,000 or less' },
    { name: 'too large', input: '99,999,999,999,999', message: 'Target amount must be ₦1,000,000,000 or less' },
  ])('refuses $name with "$message"', ({ input, message }) => {
    const result = targetAmountSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('the money limits', () => {
  it('are named in their messages', () => {
    expect(MESSAGES.amountTooLarge).toContain(formatNaira(MAX_AMOUNT_KOBO));
    expect(MESSAGES.targetAmountTooLarge).toContain(formatNaira(MAX_AMOUNT_KOBO));
    for (const text of [MESSAGES.groupTotalLimit, MESSAGES.memberTotalLimit, MESSAGES.groupTargetsLimit]) {
      expect(text).toContain(formatNaira(MAX_GROUP_TOTAL_KOBO));
    }
  });

  it('keep the totals of 900 full groups exact', () => {
    expect(MAX_GROUP_TOTAL_KOBO % MAX_AMOUNT_KOBO).toBe(0);
    expect(Number.isSafeInteger(900 * MAX_GROUP_TOTAL_KOBO)).toBe(true);
  });
});

describe('nairaInput: kobo as typed into an amount field', () => {
  it.each([
    [500_000_00, '500000'],
    [150_050, '1500.50'],
    [5, '0.05'],
  ])('%i kobo reads %s', (kobo, text) => {
    expect(nairaInput(kobo)).toBe(text);
  });
  it('is read back to the same kobo', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_KOBO }), (kobo) => nairaToKobo(nairaInput(kobo)) === kobo));
  });
});
