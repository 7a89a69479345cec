/**
 * The request amounts' zod schemas, apart from money.ts: the public landing formats money with
 * money.ts, and a zod schema there would bring zod onto the WhatsApp link's first screen.
 */
import * as z from 'zod';
import { MESSAGES, type MessageKey } from './errors';
import { MAX_AMOUNT_KOBO, parseNaira } from './money';

function nairaAmountSchema(keys: { required: MessageKey; positive: MessageKey; tooLarge: MessageKey }) {
  // Anything parseNaira calls too large is above MAX_AMOUNT_KOBO too: one message for both.
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES[keys.required] : MESSAGES[keys.positive]),
    })
    .transform((input, ctx) => {
      if (typeof input === 'string' && input.trim() === '') {
        ctx.addIssue({ code: 'custom', message: MESSAGES[keys.required] });
        return z.NEVER;
      }
      const parsed = parseNaira(input);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: parsed.reason === 'too-large' ? MESSAGES[keys.tooLarge] : MESSAGES[keys.positive] });
        return z.NEVER;
      }
      if (parsed.kobo <= 0) {
        ctx.addIssue({ code: 'custom', message: MESSAGES[keys.positive] });
        return z.NEVER;
      }
      if (parsed.kobo > MAX_AMOUNT_KOBO) {
        ctx.addIssue({ code: 'custom', message: MESSAGES[keys.tooLarge] });
        return z.NEVER;
      }
      return parsed.kobo;
    });
}

/**
 * A request amount in naira (number or numeric string, at most 2 decimals, at most
 * MAX_AMOUNT_KOBO), output as kobo.
 * @example amountSchema.parse('1500.5') === 150050
 */
export const amountSchema = nairaAmountSchema({
  required: 'amountRequired',
  positive: 'amountPositive',
  tooLarge: 'amountTooLarge',
});

/**
 * A project's target amount in naira, output as kobo; the spec's target messages.
 * @example targetAmountSchema.parse(250000) === 25000000
 */
export const targetAmountSchema = nairaAmountSchema({
  required: 'targetAmountRequired',
  positive: 'targetAmountPositive',
  tooLarge: 'targetAmountTooLarge',
});

/**
 * What each member owes a purse (issue 23 §1), in naira, output as kobo; empty, null or left out
 * means no set amount (null): the purse takes what each member gives.
 * @example perMemberAmountSchema.parse('20000') === 2000000; perMemberAmountSchema.parse('') === null
 */
export const perMemberAmountSchema = z
  .preprocess((value) => (value === '' ? null : value), amountSchema.nullish())
  .transform((kobo) => kobo ?? null);
