/**
 * Largest amount a decimal(15,2) column holds, in kobo (₦9,999,999,999,999.99).
 * It is below Number.MAX_SAFE_INTEGER, so every valid amount is an exact JS integer.
 * @example nairaToKobo('9999999999999.99') === MAX_KOBO
 */
export const MAX_KOBO = 999_999_999_999_999;

/**
 * The largest single payment or purse target, in kobo (₦1,000,000,000). Far below MAX_KOBO so
 * that totals of many of them stay exact integers; MESSAGES.amountTooLarge names it.
 * @example amountSchema.safeParse('1000000000.01').success === false
 */
export const MAX_AMOUNT_KOBO = 100_000_000_000;

/**
 * The most money one group may hold, in kobo (₦100,000,000,000): its confirmed payments, one
 * member's confirmed and pending payments to it, and its purses' targets each stay within it.
 * 900 groups at this bound still sum below 2^53, so the dashboards' totals over many groups stay
 * exact; the server refuses a payment, confirmation or purse that would pass it.
 */
export const MAX_GROUP_TOTAL_KOBO = 10_000_000_000_000;

// Optional '-', optional '₦', then digits either plain ("1500", leading zeros allowed) or grouped
// by commas in threes with a non-zero first group ("1,500"), then at most two fraction digits.
const NAIRA_PATTERN = /^(-?)₦?(\d+|[1-9]\d{0,2}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

type NairaParse = { ok: true; kobo: number } | { ok: false; reason: 'invalid' | 'too-large' };

// Digit-wise parse: the kobo value is built from the decimal digits as a string, so no float
// multiplication (1500.5 * 100, 0.29 * 100 = 28.999…) can ever round an amount.
export function parseNaira(input: string | number): NairaParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'invalid' };
    // The shortest round-trip form: 1500.5 -> "1500.5", 0.1 + 0.2 -> "0.30000000000000004",
    // 1e21 -> "1e+21"; the last two are rejected by the pattern, as they should be.
    text = String(input);
  } else {
    text = input.trim();
  }
  const match = NAIRA_PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = (whole.replaceAll(',', '') + fraction.padEnd(2, '0')).replace(/^0+/, '');
  // Exact up to MAX_KOBO (< 2^53). A longer digit string may round in Number(), but rounding is
  // monotone and 10^15 is exact, so anything above MAX_KOBO still compares above it.
  const magnitude = digits === '' ? 0 : Number(digits);
  if (magnitude > MAX_KOBO) return { ok: false, reason: 'too-large' };
  // Never return -0: "-0.00" is zero.
  return { ok: true, kobo: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/**
 * Parses a naira amount exactly into integer kobo, or null when it is not a plain naira amount
 * (at most 2 decimals, optional '-', optional '₦', commas only in groups of three, |kobo| <= MAX_KOBO).
 * @example nairaToKobo('₦1,500.50') === 150050; nairaToKobo(1500.5) === 150050; nairaToKobo('1.234') === null
 */
export function nairaToKobo(input: string | number): number | null {
  const parsed = parseNaira(input);
  return parsed.ok ? parsed.kobo : null;
}

function assertKobo(kobo: number): void {
  // Kobo are integers everywhere inside the app; anything else is a bug upstream. Integers past
  // 2^53 are allowed: a database total (SQLite holds 64 bits) must still show, never answer 500.
  if (!Number.isInteger(kobo)) throw new RangeError(`Kobo must be an integer, got ${kobo}`);
}

/** The decimal digits of |kobo|, through BigInt: String() writes 1e21 and above in exponent form. */
function koboDigits(kobo: number): string {
  return BigInt(Math.abs(kobo)).toString();
}

/**
 * Writes integer kobo as the API's decimal(15,2) string. Throws on a non-integer (a bug).
 * @example koboToDecimalString(150000) === '1500.00'; koboToDecimalString(-1) === '-0.01'
 */
export function koboToDecimalString(kobo: number): string {
  assertKobo(kobo);
  const digits = koboDigits(kobo).padStart(3, '0');
  const sign = kobo < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Kobo as a person types naira into an amount field: whole naira without '.00', else the kobo
 * after a point. nairaToKobo reads it back to the same kobo.
 * @example nairaInput(50_000_000) === '500000'; nairaInput(150_050) === '1500.50'
 */
export function nairaInput(kobo: number): string {
  return koboToDecimalString(kobo).replace(/\.00$/, '');
}

const NAIRA_FORMAT = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * Formats kobo for display: en-NG, naira sign, whole naira (half kobo-hundreds round away from zero).
 * Throws on a non-integer (a bug).
 * @example formatNaira(150000) === '₦1,500'; formatNaira(-500) === '-₦5'
 */
export function formatNaira(kobo: number): string {
  assertKobo(kobo);
  // Round to whole naira in integers (as Intl's halfExpand would) so no float division is
  // involved and a tiny negative never prints as "-₦0".
  // BigInt keeps it exact past 2^53, and Intl formats a bigint as it does a number.
  const magnitude = BigInt(koboDigits(kobo));
  const naira = magnitude / 100n + (magnitude % 100n >= 50n ? 1n : 0n);
  return NAIRA_FORMAT.format(kobo < 0 && naira !== 0n ? -naira : naira);
}

/**
 * Formats kobo with its kobo when it has any, for where 50 kobo matter (a bank statement's line,
 * matched to the kobo): whole naira stay as formatNaira writes them.
 * @example formatNairaExact(123450) === '₦1,234.50'; formatNairaExact(150000) === '₦1,500'
 */
export function formatNairaExact(kobo: number): string {
  assertKobo(kobo);
  const digits = koboDigits(kobo).padStart(3, '0');
  if (digits.endsWith('00')) return formatNaira(kobo);
  // The whole naira are formatted as digits, so no float division is involved.
  const whole = NAIRA_FORMAT.format(BigInt(digits.slice(0, -2)));
  return `${kobo < 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}
