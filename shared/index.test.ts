import { describe, it, expect } from 'vitest';
import * as shared from './index';

describe('shared index', () => {
  it.each([
    'MESSAGES',
    'MAX_KOBO',
    'nairaToKobo',
    'koboToDecimalString',
    'formatNaira',
    'amountSchema',
    'targetAmountSchema',
    'normalizePhone',
    'phoneSchema',
    'parseJoinLink',
    'PAYMENT_METHOD_IDS',
    'PAYMENT_METHODS',
    'paymentMethod',
    'DEFAULT_PAYMENT_METHODS',
    'parseAllowedPaymentTypes',
    'paymentMethodIdSchema',
    'allowedPaymentTypesSchema',
    'progressPercent',
    'daysLeft',
    'isDeadlineSoon',
    'relativeTime',
    'usernameSchema',
    'loginUsernameSchema',
    'fullNameSchema',
    'roleSchema',
    'otpSchema',
    'sendLoginOtpSchema',
    'loginWithOtpSchema',
    'sendOtpSchema',
    'signUpFormSchema',
    'registerWithOtpSchema',
    'groupRegisterWithOtpSchema',
    'sessionUserSchema',
    'otpSentSchema',
  ])('re-exports %s', (name) => {
    expect(shared).toHaveProperty(name);
    expect((shared as Record<string, unknown>)[name]).toBeDefined();
  });
});
