import * as z from 'zod';
import { MESSAGES, zodError } from './errors';

// What people type between digits: "0803 123 4567", "+234 (803) 123-4567", "0803.123.4567".
const SEPARATORS = /[\s\-.()]/g;
// SPEC §5: optional '+', first digit 1-9, then 1 to 14 more digits (2 to 15 digits in all).
const INTERNATIONAL = /^\+?([1-9]\d{1,14})$/;
// DESIGN: the Nigerian local form, trunk '0' then the 10-digit national number.
const NIGERIAN_LOCAL = /^0(\d{10})$/;
// "+234 0803 123 4567": the country code and the trunk '0' together, a very common way to type a
// Nigerian number. Dropping the 0 keeps one person on one number (and one account).
const NIGERIAN_WITH_TRUNK = /^\+?2340(\d{10})$/;

/**
 * Normalises a typed phone number to E.164 with '+', or null when it is not valid.
 * A Nigerian local number ("0" then 10 digits) becomes +234….
 * @example normalizePhone('0803 123 4567') === '+2348031234567'; normalizePhone('2348031234567') === '+2348031234567'
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(SEPARATORS, '');
  const local = NIGERIAN_LOCAL.exec(compact);
  if (local) return `+234${local[1]}`;
  const withTrunk = NIGERIAN_WITH_TRUNK.exec(compact);
  if (withTrunk) return `+234${withTrunk[1]}`;
  const international = INTERNATIONAL.exec(compact);
  return international ? `+${international[1]}` : null;
}

/**
 * A required phone number, output in E.164; the spec's MESSAGES.phoneInvalid for anything invalid, empty or missing.
 * @example phoneSchema.parse('+234 (803) 123-4567') === '+2348031234567'
 */
export const phoneSchema = z.string(zodError('phoneInvalid')).transform((input, ctx) => {
  const phone = normalizePhone(input);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return phone;
});
