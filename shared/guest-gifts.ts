/**
 * Gifts from people outside the group (issue 27 §4): a fundraiser (a burial, a wedding, a project)
 * may let anyone with its link give, with their name, a phone number a code confirms, the amount
 * and the receipt. The admin reviews a gift like any payment, marked as a guest's.
 */
import * as z from 'zod';
import { fullNameSchema, otpSchema } from './auth-schemas';
import { amountSchema } from './amount-schemas';
import { optionalText, rowIdSchema } from './group-schemas';
import { phoneSchema } from './phone';

/**
 * Whether a purse takes guests: 'off'; 'private' (their gifts count, the roll-call leaves them
 * out); 'named' (the roll-call lists each by first name and amount). Only a 'collection' purse
 * (a target and a deadline) takes guests: a levy, dues and a rotation are the members' own.
 */
export const GUEST_GIVING = ['off', 'private', 'named'] as const;
export type GuestGiving = (typeof GUEST_GIVING)[number];
export const guestGivingSchema = z.enum(GUEST_GIVING);

/** Whether people outside the group may give to a purse: a collection that allows it. */
export function takesGuests(purse: { kind: string; guestGiving?: GuestGiving | null }): boolean {
  return purse.kind === 'collection' && (purse.guestGiving ?? 'off') !== 'off';
}

/** POST /api/guest-gifts/{projectId}/code: a code to the giver's phone. */
export const guestCodeSchema = z.object({ phoneNumber: phoneSchema });

/**
 * POST /api/guest-gifts/{projectId} (multipart, the receipt as the file `receipt`): the gift, with
 * the code that proves the phone. The amount comes out in kobo.
 */
export const guestGiftSchema = z.object({
  /** The gift's id, made by the phone and kept across its tries: one sent again after its answer was lost is answered with the gift, not given twice. */
  id: rowIdSchema.optional(),
  fullName: fullNameSchema,
  phoneNumber: phoneSchema,
  otp: otpSchema,
  amount: amountSchema,
  notes: optionalText(500, 'Notes', { multiline: true }),
});
export type GuestGift = z.output<typeof guestGiftSchema>;

/**
 * A guest as the roll-call names them: their first name only.
 * @example guestFirstName('  Tunde  Bakare ') === 'Tunde'
 */
export function guestFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
