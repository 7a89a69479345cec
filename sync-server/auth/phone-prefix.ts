/**
 * Where a phone number sends a code, as far as SMS pumping cares: its country and its prefix. A
 * pumper makes the app text many numbers of one range it is paid for (a foreign or premium block),
 * so codes are also counted per prefix and per foreign country (rate-limit.ts, otp-codes.ts).
 */

/** The country the app is for: its local numbers are the ones normalizePhone (shared/phone.ts) turns into +234…. */
export const HOME_COUNTRY_CODE = '234';

// ITU-T E.164 country codes: 1 and 7 are one digit, these are two, every other one is three.
const ONE_DIGIT = new Set(['1', '7']);
const TWO_DIGITS = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(' '),
);

// Nigeria's mobile numbers: ten national digits in the operators' ranges 0701-0709, 0802-0809,
// 0810-0819, 0901-0909 and 0911-0919 (0703…, 0803…, 0813…, 0903…, 0915…). Nearly every member of
// a Nigerian group has one; anything else at home is a landline, a non-geographic or premium
// range (0700, 0800) or an unassigned one, which nobody signs up with in numbers.
const HOME_MOBILE = /^(70[1-9]|80[2-9]|81\d|90[1-9]|91[1-9])\d{7}$/;

/** How many digits a prefix keeps after the country code: Nigeria's operator prefix (803), a UK mobile block (791), a US area code. */
const PREFIX_DIGITS = 3;

/**
 * The country code of an E.164 number ('+…').
 * @example countryCode('+2348031234567') === '234'; countryCode('+447911123456') === '44'; countryCode('+14155550100') === '1'
 */
export function countryCode(phoneNumber: string): string {
  const digits = phoneNumber.replace(/^\+/, '');
  if (ONE_DIGIT.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (TWO_DIGITS.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

export interface PhoneRange {
  /** '+234803': the country code and the first digits of the national number. */
  prefix: string;
  country: string;
  /** A Nigerian mobile prefix: where a real group's members are. */
  usual: boolean;
  foreign: boolean;
}

/**
 * The range a number belongs to, for the SMS-pumping caps.
 * @example phoneRange('+2348031234567') -> { prefix: '+234803', country: '234', usual: true, foreign: false }
 * @example phoneRange('+23413456789') -> { prefix: '+234134', country: '234', usual: false, foreign: false }
 */
export function phoneRange(phoneNumber: string): PhoneRange {
  const country = countryCode(phoneNumber);
  const national = phoneNumber.replace(/^\+/, '').slice(country.length);
  const foreign = country !== HOME_COUNTRY_CODE;
  return {
    prefix: `+${country}${national.slice(0, PREFIX_DIGITS)}`,
    country,
    usual: !foreign && HOME_MOBILE.test(national),
    foreign,
  };
}
