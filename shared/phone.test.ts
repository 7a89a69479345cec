import { describe, it, expect } from 'vitest';
import * as z from 'zod';
import { MESSAGES } from './errors';
import { normalizePhone, phoneSchema } from './phone';

const PHONE_MESSAGE = MESSAGES.phoneInvalid;

const valid = [
  { input: '+2348031234567', phone: '+2348031234567' },
  { input: '2348031234567', phone: '+2348031234567' },
  { input: '08031234567', phone: '+2348031234567' },
  { input: '0803 123 4567', phone: '+2348031234567' },
  { input: '0803-123-4567', phone: '+2348031234567' },
  { input: '0803.123.4567', phone: '+2348031234567' },
  { input: '(0803) 123 4567', phone: '+2348031234567' },
  { input: '+234 (803) 123-4567', phone: '+2348031234567' },
  { input: '  +234 803 123 4567  ', phone: '+2348031234567' },
  { input: '+447911123456', phone: '+447911123456' },
  { input: '+1 (415) 555-0100', phone: '+14155550100' },
  { input: '12', phone: '+12' },
  { input: '+123456789012345', phone: '+123456789012345' },
  { input: '09012345678', phone: '+2349012345678' },
  { input: '+234 0803 123 4567', phone: '+2348031234567' },
  { input: '23408031234567', phone: '+2348031234567' },
];

const invalid = [
  { name: 'empty', input: '' },
  { name: 'only separators', input: ' - ( ) . ' },
  { name: 'one digit', input: '1' },
  { name: 'plus and one digit', input: '+1' },
  { name: '16 digits', input: '1234567890123456' },
  { name: 'plus and 16 digits', input: '+1234567890123456' },
  { name: 'leading zero, not Nigerian length', input: '0803123456' },
  { name: 'leading zero, 12 digits', input: '080312345678' },
  { name: 'plus then trunk zero', input: '+08031234567' },
  { name: 'double zero prefix', input: '00447911123456' },
  { name: 'letters', input: '0803ABC4567' },
  { name: 'double plus', input: '++2348031234567' },
  { name: 'plus in the middle', input: '234+8031234567' },
  { name: 'slash separator', input: '0803/123/4567' },
  { name: 'words', input: 'call me' },
];

describe('normalizePhone', () => {
  it.each(valid)('normalises $input to $phone', ({ input, phone }) => {
    expect(normalizePhone(input)).toBe(phone);
  });

  it.each(invalid)('refuses $name ($input)', ({ input }) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('uses the spec text verbatim', () => {
    expect(PHONE_MESSAGE).toBe('Please enter a valid phone number with country code (e.g., +234, +1, +44)');
  });

  it.each(valid)('outputs $phone for $input', ({ input, phone }) => {
    expect(phoneSchema.parse(input)).toBe(phone);
  });

  it.each([...invalid, { name: 'missing', input: undefined }, { name: 'a number', input: 2348031234567 }])(
    'refuses $name with the phone message',
    ({ input }) => {
      const result = phoneSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([PHONE_MESSAGE]);
    },
  );

  it('reports a missing phone inside an object at its path', () => {
    const result = z.object({ phoneNumber: phoneSchema }).safeParse({});
    expect(result.error?.issues[0]).toMatchObject({ path: ['phoneNumber'], message: PHONE_MESSAGE });
  });
});
