import { describe, it, expect } from 'vitest';
import { amountSchema } from './amount-schemas';
import { usernameSchema } from './auth-schemas';
import { MESSAGES, messageKeyOf, type MessageKey } from './errors';
import { createGroupSchema } from './group-schemas';
import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { restoreLocaleAfterEach } from './i18n/test-locale';

// The spec's texts, copied by hand from SPEC §5 and §8: a typo in MESSAGES fails here.
const SPEC_TEXTS: [MessageKey, string][] = [
  ['usernameRequired', 'Username is required'],
  ['usernameTooShort', 'Username must be at least 3 characters'],
  ['usernameTooLong', 'Username must be less than 20 characters'],
  ['fullNameRequired', 'Full name is required'],
  ['phoneInvalid', 'Please enter a valid phone number with country code (e.g., +234, +1, +44)'],
  ['roleRequired', 'Please select your role'],
  ['otpInvalid', 'OTP must be 6 digits'],
  ['targetAmountRequired', 'Target amount is required'],
  ['paymentMethodsRequired', 'Please select at least one payment method'],
  ['amountRequired', 'Amount is required'],
  ['amountPositive', 'Amount must be a positive number'],
  ['groupRequired', 'Please select a group'],
  ['paymentTypeRequired', 'Please select a payment method'],
  ['proofRequired', 'Please upload proof of payment'],
  ['missingProjectOrUser', 'Missing project or user'],
  ['fileTooLargeDialogTitle', 'File too large'],
  ['fileTooLargeDialog', 'Please select a file smaller than 5MB'],
  ['invalidFileTitle', 'Invalid File'],
  ['invalidFileUpload', 'Please upload an image file (PNG, JPG, etc.)'],
  ['invalidFileSelect', 'Please select an image file'],
  ['fileTooLargeTitle', 'File Too Large'],
  ['imageTooLarge5MB', 'Please upload an image smaller than 5MB'],
  ['imageTooLarge10MB', 'Please select an image smaller than 10MB'],
  ['missingInformationTitle', 'Missing Information'],
  ['missingInformation', 'Please fill all required fields and upload proof'],
  ['noMemberSelectedTitle', 'No Member Selected'],
  ['noMemberSelected', 'Please select a member to add as accountability partner'],
  ['invalidLink', 'Invalid link format. Please check and try again.'],
  ['loginFailedTitle', 'Login Failed'],
  ['invalidLoginDetails', 'Invalid username or phone number.'],
  ['invalidOtpOrLogin', 'Invalid OTP or login details.'],
  ['sendOtpFailedTitle', 'Failed to Send OTP'],
  ['registrationFailedTitle', 'Registration Failed'],
  ['tryLater', 'Please try again later.'],
  ['joinGroupFailedTitle', 'Failed to Join Group'],
  ['joinGroupPageFailedTitle', 'Failed to join group'],
  ['tryAgain', 'Please try again'],
  ['errorTitle', 'Error'],
  ['createGroupFailed', 'Failed to create group. Please try again.'],
  ['createProjectFailed', 'Failed to create project. Please try again.'],
  ['addPartnerFailed', 'Failed to add accountability partner'],
  ['removePartnerFailed', 'Failed to remove accountability partner'],
  ['confirmPaymentFailed', 'Failed to confirm payment. Please try again.'],
  ['rejectPaymentFailed', 'Failed to reject payment. Please try again.'],
  ['paymentFailedTitle', 'Payment Failed'],
  ['processPaymentFailed', 'Failed to process payment. Please try again.'],
  ['uploadFailedTitle', 'Upload Failed'],
  ['paymentSubmissionFailedTitle', 'Payment Submission Failed'],
  ['submitProofFailed', 'Failed to submit payment proof'],
  ['copyFailedTitle', 'Copy Failed'],
  ['copyUnable', 'Unable to copy to clipboard'],
  ['copyManually', 'Please copy manually'],
  ['groupNotFound', 'Group not found'],
  ['missingGroupOrUser', 'Missing group or user data'],
  ['missingData', 'Missing data'],
  ['groupNotFoundTitle', 'Group Not Found'],
  ['groupNotFoundRegister', "The group you're looking for doesn't exist or the link has expired."],
  ['groupNotFoundLanding', 'This group link may be invalid or expired.'],
  ['groupNotFoundJoin', 'The group link is invalid or the group no longer exists.'],
  ['pageNotFoundTitle', 'Page Not Found'],
];

// Ours, fixed by the brief so server and web agree.
const OUR_TEXTS: [MessageKey, string][] = [
  ['amountTooLarge', 'Amount must be ₦1,000,000,000 or less'],
  ['targetAmountPositive', 'Target amount must be a positive number'],
  ['fullNameTooLong', 'Full name must be 100 characters or less'],
  ['otpExpired', 'This code has expired or was already used. Please request a new code.'],
  ['otpWrong', 'Invalid code. Please check and try again.'],
  ['otpLocked', 'Too many wrong attempts. Please request a new code.'],
  ['otpCooldown', 'Please wait a moment before requesting another code.'],
  ['otpRateLimited', 'Too many codes requested. Please try again later.'],
  ['usernameTaken', 'This username is already taken. Please choose another.'],
  ['phoneTaken', 'This phone number is already registered. Please log in instead.'],
  ['notSignedIn', 'Please log in to continue.'],
  ['forbidden', 'You do not have permission to do this.'],
  ['otpDeliveryFailed', 'We could not send your code. Please try again in a moment.'],
];

describe('MESSAGES', () => {
  it.each(SPEC_TEXTS)('holds the spec text %s verbatim', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each(OUR_TEXTS)('holds our text %s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('holds each text under one key only', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('holds only non-empty, trimmed texts', () => {
    for (const text of Object.values(MESSAGES)) expect(text).toMatch(/^\S(.*\S)?$/);
  });
});

describe('MESSAGES in the reader\'s language', () => {
  restoreLocaleAfterEach();

  it('reads each text in the language current when it is read', () => {
    overwriteGetLocale(() => 'ha');
    expect(MESSAGES.usernameRequired).toBe('Ana buƙatar sunan mai amfani');
    overwriteGetLocale(() => 'en');
    expect(MESSAGES.usernameRequired).toBe('Username is required');
  });

  it('words a schema\'s failure in the language current at validation time', () => {
    overwriteGetLocale(() => 'ha');
    expect(usernameSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Ana buƙatar sunan mai amfani');
    expect(amountSchema.safeParse('-5').error?.issues[0]?.message).toBe('Adadi dole ya fi sifili');
    expect(createGroupSchema.safeParse({ name: 'Ajo\u202e' }).error?.issues[0]?.message).toBe(
      'Sunan ƙungiya yana da haruffan sarrafawa ko na alƙiblar rubutu, waɗanda ba a yarda da su ba',
    );
    overwriteGetLocale(() => 'en');
    expect(usernameSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Username is required');
    expect(amountSchema.safeParse('-5').error?.issues[0]?.message).toBe('Amount must be a positive number');
    expect(createGroupSchema.safeParse({ name: 'Ajo\u202e' }).error?.issues[0]?.message).toBe(
      'Group name contains control or text-direction characters, which are not allowed',
    );
  });

  it('finds the key of an English text whatever the language', () => {
    overwriteGetLocale(() => 'yo');
    expect(messageKeyOf('Username is required')).toBe('usernameRequired');
    expect(messageKeyOf('Not one of ours')).toBeUndefined();
  });
});
