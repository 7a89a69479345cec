import { describe, it, expect } from 'vitest';
import type * as z from 'zod';
import {
  fullNameSchema,
  groupRegisterWithOtpSchema,
  loginUsernameSchema,
  loginWithOtpSchema,
  otpSchema,
  otpSentSchema,
  registerWithOtpSchema,
  roleSchema,
  sendLoginOtpSchema,
  sendOtpSchema,
  sessionUserSchema,
  signUpFormSchema,
  usernameSchema,
} from './auth-schemas';

const PHONE = 'Please enter a valid phone number with country code (e.g., +234, +1, +44)';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function messagesAt(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('usernameSchema', () => {
  it.each([
    { input: 'ada', output: 'ada' },
    { input: '  ada  ', output: 'ada' },
    { input: 'a'.repeat(20), output: 'a'.repeat(20) },
    { input: 'Mama Tunde', output: 'Mama Tunde' },
  ])('accepts $input', ({ input, output }) => {
    expect(usernameSchema.parse(input)).toBe(output);
  });

  it.each([
    { input: 'ab', message: 'Username must be at least 3 characters' },
    { input: '  ab  ', message: 'Username must be at least 3 characters' },
    { input: '', message: 'Username must be at least 3 characters' },
    { input: 'a'.repeat(21), message: 'Username must be less than 20 characters' },
    { input: undefined, message: 'Username is required' },
    { input: 42, message: 'Username is required' },
  ])('refuses $input with "$message"', ({ input, message }) => {
    expect(messages(usernameSchema, input)).toEqual([message]);
  });
});

describe('loginUsernameSchema', () => {
  it.each([
    { input: 'ab', output: 'ab' },
    { input: ' x ', output: 'x' },
    { input: 'a'.repeat(40), output: 'a'.repeat(40) },
  ])('accepts $input', ({ input, output }) => {
    expect(loginUsernameSchema.parse(input)).toBe(output);
  });

  it.each([undefined, '', '   ', null])('refuses %j with "Username is required"', (input) => {
    expect(messages(loginUsernameSchema, input)).toEqual(['Username is required']);
  });
});

describe('fullNameSchema', () => {
  it.each([
    { input: 'Ada Obi', output: 'Ada Obi' },
    { input: '  Jo ', output: 'Jo' },
    { input: 'A'.repeat(100), output: 'A'.repeat(100) },
  ])('accepts $input', ({ input, output }) => {
    expect(fullNameSchema.parse(input)).toBe(output);
  });

  it.each([
    { input: '', message: 'Full name is required' },
    { input: 'A', message: 'Full name is required' },
    { input: ' A ', message: 'Full name is required' },
    { input: undefined, message: 'Full name is required' },
    { input: 'A'.repeat(101), message: 'Full name must be 100 characters or less' },
  ])('refuses $input with "$message"', ({ input, message }) => {
    expect(messages(fullNameSchema, input)).toEqual([message]);
  });
});

describe('roleSchema', () => {
  it.each(['admin', 'member'])('accepts %s', (role) => {
    expect(roleSchema.parse(role)).toBe(role);
  });

  it.each([undefined, '', 'Admin', 'owner', 1])('refuses %j with "Please select your role"', (input) => {
    expect(messages(roleSchema, input)).toEqual(['Please select your role']);
  });
});

describe('otpSchema', () => {
  it.each([
    { input: '123456', output: '123456' },
    { input: '000000', output: '000000' },
    { input: ' 123456 ', output: '123456' },
  ])('accepts $input', ({ input, output }) => {
    expect(otpSchema.parse(input)).toBe(output);
  });

  it.each([undefined, '', '12345', '1234567', '12345a', '12 456', '１２３４５６', 123456])(
    'refuses %j with "OTP must be 6 digits"',
    (input) => {
      expect(messages(otpSchema, input)).toEqual(['OTP must be 6 digits']);
    },
  );
});

describe('sendLoginOtpSchema', () => {
  it('normalises the phone and trims the username', () => {
    expect(sendLoginOtpSchema.parse({ username: ' ada ', phoneNumber: '0803 123 4567' })).toEqual({
      username: 'ada',
      phoneNumber: '+2348031234567',
    });
  });

  it('accepts a short login username', () => {
    expect(sendLoginOtpSchema.parse({ username: 'jo', phoneNumber: '+447911123456' }).username).toBe('jo');
  });

  it.each([
    { name: 'an empty body', input: {}, errors: { username: 'Username is required', phoneNumber: PHONE } },
    { name: 'a blank username', input: { username: ' ', phoneNumber: '08031234567' }, errors: { username: 'Username is required' } },
    { name: 'a bad phone', input: { username: 'ada', phoneNumber: '12345678901234567' }, errors: { phoneNumber: PHONE } },
    { name: 'an empty phone', input: { username: 'ada', phoneNumber: '' }, errors: { phoneNumber: PHONE } },
  ])('refuses $name', ({ input, errors }) => {
    expect(messagesAt(sendLoginOtpSchema, input)).toEqual(errors);
  });
});

describe('loginWithOtpSchema', () => {
  it('reads a complete body', () => {
    expect(loginWithOtpSchema.parse({ username: 'ada', phoneNumber: '+2348031234567', otp: '654321' })).toEqual({
      username: 'ada',
      phoneNumber: '+2348031234567',
      otp: '654321',
    });
  });

  it.each([
    { name: 'an empty body', input: {}, errors: { username: 'Username is required', phoneNumber: PHONE, otp: 'OTP must be 6 digits' } },
    { name: 'a short code', input: { username: 'ada', phoneNumber: '08031234567', otp: '123' }, errors: { otp: 'OTP must be 6 digits' } },
  ])('refuses $name', ({ input, errors }) => {
    expect(messagesAt(loginWithOtpSchema, input)).toEqual(errors);
  });
});

describe('sendOtpSchema', () => {
  it('normalises the phone', () => {
    expect(sendOtpSchema.parse({ phoneNumber: '+1 (415) 555-0100' })).toEqual({ phoneNumber: '+14155550100' });
  });

  it('refuses a missing phone', () => {
    expect(messagesAt(sendOtpSchema, {})).toEqual({ phoneNumber: PHONE });
  });
});

describe('signUpFormSchema', () => {
  const form = { fullName: ' Ada Obi ', username: 'ada_o', phoneNumber: '0803-123-4567' };

  it('defaults the role to member', () => {
    expect(signUpFormSchema.parse(form)).toEqual({
      fullName: 'Ada Obi',
      username: 'ada_o',
      phoneNumber: '+2348031234567',
      role: 'member',
    });
  });

  it('keeps a chosen admin role', () => {
    expect(signUpFormSchema.parse({ ...form, role: 'admin' }).role).toBe('admin');
  });

  it.each([
    {
      name: 'an empty form',
      input: { fullName: '', username: '', phoneNumber: '' },
      errors: { fullName: 'Full name is required', username: 'Username must be at least 3 characters', phoneNumber: PHONE },
    },
    { name: 'a long username', input: { ...form, username: 'x'.repeat(21) }, errors: { username: 'Username must be less than 20 characters' } },
    { name: 'an empty role', input: { ...form, role: '' }, errors: { role: 'Please select your role' } },
    { name: 'an unknown role', input: { ...form, role: 'superuser' }, errors: { role: 'Please select your role' } },
  ])('refuses $name', ({ input, errors }) => {
    expect(messagesAt(signUpFormSchema, input)).toEqual(errors);
  });
});

describe('registerWithOtpSchema', () => {
  const body = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567', role: 'admin', otp: '123456' };

  it('reads the spec body, placeholder password included', () => {
    expect(registerWithOtpSchema.parse({ ...body, password: 'otp-auth' })).toEqual({
      fullName: 'Ada Obi',
      username: 'ada',
      phoneNumber: '+2348031234567',
      role: 'admin',
      password: 'otp-auth',
      otp: '123456',
    });
  });

  it('needs no password and defaults the role to member', () => {
    const { role: _role, ...withoutRole } = body;
    expect(registerWithOtpSchema.parse(withoutRole)).toMatchObject({ role: 'member' });
  });

  it.each([
    { name: 'a bad code', input: { ...body, otp: 'abcdef' }, errors: { otp: 'OTP must be 6 digits' } },
    { name: 'a missing code', input: { ...body, otp: undefined }, errors: { otp: 'OTP must be 6 digits' } },
    { name: 'a short name', input: { ...body, fullName: 'A' }, errors: { fullName: 'Full name is required' } },
    { name: 'a bad role', input: { ...body, role: 'root' }, errors: { role: 'Please select your role' } },
  ])('refuses $name', ({ input, errors }) => {
    expect(messagesAt(registerWithOtpSchema, input)).toEqual(errors);
  });
});

describe('groupRegisterWithOtpSchema', () => {
  const body = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567', otp: '123456' };

  it('reads the wizard body and drops anything else', () => {
    expect(groupRegisterWithOtpSchema.parse({ ...body, role: 'admin' })).toEqual({
      fullName: 'Ada Obi',
      username: 'ada',
      phoneNumber: '+2348031234567',
      otp: '123456',
    });
  });

  it.each([
    {
      name: 'an empty body',
      input: {},
      errors: { fullName: 'Full name is required', username: 'Username is required', phoneNumber: PHONE, otp: 'OTP must be 6 digits' },
    },
    { name: 'a short username', input: { ...body, username: 'ab' }, errors: { username: 'Username must be at least 3 characters' } },
  ])('refuses $name', ({ input, errors }) => {
    expect(messagesAt(groupRegisterWithOtpSchema, input)).toEqual(errors);
  });
});

describe('sessionUserSchema', () => {
  const user = { id: 'u-1', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', role: 'member' };

  it('reads a stored user', () => {
    expect(sessionUserSchema.parse(user)).toEqual(user);
  });

  it('drops extra fields such as a password', () => {
    expect(sessionUserSchema.parse({ ...user, password: 'x' })).toEqual(user);
  });

  it.each([
    { name: 'no id', input: { ...user, id: undefined } },
    { name: 'an unknown role', input: { ...user, role: 'owner' } },
    { name: 'null', input: null },
  ])('refuses $name', ({ input }) => {
    expect(sessionUserSchema.safeParse(input).success).toBe(false);
  });
});

describe('otpSentSchema', () => {
  it.each([
    { expiresAt: '2025-03-10T12:10:00.000Z' },
    { expiresAt: '2025-03-10T12:10:00Z', developmentOtp: '123456' },
    { expiresAt: '2025-03-10T13:10:00+01:00' },
  ])('reads %j', (answer) => {
    expect(otpSentSchema.parse(answer)).toEqual(answer);
  });

  it.each([{}, { expiresAt: 'in ten minutes' }, { expiresAt: '2025-03-10' }, { expiresAt: '2025-03-10T12:10:00Z', developmentOtp: 123456 }])(
    'refuses %j',
    (answer) => {
      expect(otpSentSchema.safeParse(answer).success).toBe(false);
    },
  );
});
