import * as z from 'zod';
import { MESSAGES, zodError } from './errors';
import { perMemberAmountSchema, targetAmountSchema } from './amount-schemas';
import { allowedPaymentTypesSchema, DEFAULT_PAYMENT_METHODS } from './payment-methods';
import { purseDetailIssues } from './payment-methods-offered';
import { safeText } from './text-schema';
import type { FieldName } from './text';
import { localeSchema } from './locale-schema';
import { DUES_FREQUENCIES, isDay } from './dues-schedule';
import { PURSE_KINDS, scheduleIssues } from './purse-schedule';
import { MAX_GRACE_DAYS } from './late-fines';
import { parseNaira } from './money';

/** A client-generated row id (UUID, any version, lower-case). Rows made offline carry one. */
export const rowIdSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Invalid id');

/**
 * Optional free text: trimmed, at most `max` characters, no control or bidi characters (the
 * message names `field`; line breaks only when `multiline`), and null when empty.
 * @example optionalText(100, 'Bank name').parse('  ') === null
 */
export const optionalText = (max: number, field: FieldName, opts: { multiline?: boolean } = {}) =>
  safeText(z.string().trim().max(max, zodError('textTooLong')), field, opts)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * POST /api/groups and the 'group.create' mutation. `adminId` in a body is ignored: the admin is
 * the session user. `id` and `registrationLink` may come from the device (made offline).
 * @example createGroupSchema.parse({ name: 'Class of 2010' })
 */
export const createGroupSchema = z.object({
  id: rowIdSchema.optional(),
  registrationLink: rowIdSchema.optional(),
  name: safeText(z.string(zodError('groupNameRequired')).trim().min(1, zodError('groupNameRequired')).max(100, zodError('textTooLong')), 'Group name'),
  description: optionalText(1000, 'Description', { multiline: true }),
  whatsappLink: optionalText(300, 'WhatsApp link'),
  /** The language of the group's WhatsApp messages (issue 15); English when left out. */
  locale: localeSchema.optional(),
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;
export type CreateGroup = z.output<typeof createGroupSchema>;

/** A deadline as the date input gives it ('2026-12-31') or a full ISO time; empty means none. */
const deadlineSchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const text = value.trim();
    // A bare date means the end of that day in Lagos (UTC+1), when people think a deadline ends.
    const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T23:59:59+01:00`) : new Date(text);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.deadlineInvalid });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** A Lagos calendar day 'YYYY-MM-DD' as the date input gives it; empty means none. */
const daySchema = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value.trim() === '') return null;
    if (!isDay(value.trim())) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.scheduleDayInvalid });
      return z.NEVER;
    }
    return value.trim();
  });

/**
 * An account number as typed. Spaces and dashes between digits ('0123 456-789', how people read
 * a NUBAN out) are dropped, so members copy a number their bank app accepts.
 */
const accountNumberSchema = optionalText(40, 'Account number').transform((value) => {
  const digits = value?.replace(/[\s-]/g, '');
  return digits && /^\d+$/.test(digits) ? digits : value;
});

/**
 * A purse's late fine as its form sends it (issue 25 §6): none, a fixed amount in naira, or a
 * whole percentage (1-100) of the period's amount, with the days of grace after each due day.
 * Output: the rule's fixed kobo or percent and its grace (the server dates it: shared/late-fines.ts).
 * @example lateFineSchema.parse({ kind: 'fixed', amount: '500', graceDays: 7 }) // { kobo: 50000, percent: null, graceDays: 7 }
 */
export const lateFineSchema = z
  .object({
    kind: z.enum(['none', 'fixed', 'percent']),
    amount: z.union([z.number(), z.string(), z.null()]).optional(),
    graceDays: z.union([z.number(), z.string(), z.null()]).optional(),
  })
  .transform((input, ctx) => {
    if (input.kind === 'none') return { kobo: null, percent: null, graceDays: 0 };
    const graceText = typeof input.graceDays === 'string' ? input.graceDays.trim() : input.graceDays;
    const grace = graceText === null || graceText === undefined || graceText === '' ? 0 : Number(graceText);
    if (!Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_DAYS) ctx.addIssue({ code: 'custom', path: ['graceDays'], message: MESSAGES.fineGraceInvalid });
    if (input.kind === 'percent') {
      const percent = typeof input.amount === 'string' ? Number(input.amount.trim().replace(/%$/, '')) : input.amount;
      if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100) ctx.addIssue({ code: 'custom', path: ['amount'], message: MESSAGES.finePercentInvalid });
      else if (ctx.issues.length === 0) return { kobo: null, percent, graceDays: grace };
      return z.NEVER;
    }
    const parsed = input.amount === null || input.amount === undefined ? null : parseNaira(input.amount);
    if (!parsed?.ok || parsed.kobo <= 0 || parsed.kobo > 100_000_000) ctx.addIssue({ code: 'custom', path: ['amount'], message: MESSAGES.fineAmountInvalid });
    else if (ctx.issues.length === 0) return { kobo: parsed.kobo, percent: null, graceDays: grace };
    return z.NEVER;
  });
export type LateFineInput = z.input<typeof lateFineSchema>;

/**
 * POST /api/groups/{groupId}/projects and the 'project.create' mutation (SPEC §5: name and
 * target required, deadline optional, at least one method; the dialog sends the defaults).
 * A purse that allows bank transfer needs its bank account (purseDetailIssues), each missing
 * field named on its own path. Output: amounts in kobo, deadline as ISO or null, methods as a list.
 */
export const createPurseSchema = z
  .object({
    id: rowIdSchema.optional(),
    name: safeText(z.string(zodError('projectNameRequired')).trim().min(1, zodError('projectNameRequired')).max(100, zodError('textTooLong')), 'Purse name'),
    description: optionalText(1000, 'Description', { multiline: true }),
    targetAmount: targetAmountSchema,
    /** What each member owes (a levy), or null (issue 23 §1). */
    amountPerMember: perMemberAmountSchema,
    /** What it collects and on which calendar (issue 25 §1; shared/purse-schedule.ts). */
    kind: z.enum(PURSE_KINDS).optional().default('collection'),
    frequency: z
      .union([z.enum(DUES_FREQUENCIES), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
    startsOn: daySchema,
    endsOn: daySchema,
    /** A levy, dues or rotation: the fine for paying late (issue 25 §6); left out: none. */
    lateFine: lateFineSchema.optional(),
    deadline: deadlineSchema,
    accountName: optionalText(100, 'Account name'),
    accountNumber: accountNumberSchema,
    bankName: optionalText(100, 'Bank name'),
    routingNumber: optionalText(40, 'Routing number'),
    swiftCode: optionalText(20, 'SWIFT code'),
    zelleEmail: optionalText(200, 'Zelle email'),
    zellePhone: optionalText(40, 'Zelle phone'),
    cashappHandle: optionalText(100, 'Cash App handle'),
    venmoHandle: optionalText(100, 'Venmo handle'),
    paypalEmail: optionalText(200, 'PayPal email'),
    paymentInstructions: optionalText(1000, 'Payment instructions', { multiline: true }),
    allowedPaymentTypes: allowedPaymentTypesSchema.optional().transform((list) => list ?? [...DEFAULT_PAYMENT_METHODS]),
  })
  .superRefine(
    (purse, ctx) => {
      // Also runs when other fields failed, so the form names every missing field at once; the
      // values may then be raw input, and a refused method list is already reported on its own.
      if (!Array.isArray(purse.allowedPaymentTypes)) return;
      for (const issue of purseDetailIssues(purse)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    },
    { when: () => true },
  )
  .superRefine((purse, ctx) => {
    for (const issue of scheduleIssues(purse)) ctx.addIssue({ code: 'custom', path: [issue.field], message: MESSAGES[issue.key] });
  });
export type CreatePurseInput = z.input<typeof createPurseSchema>;
export type CreatePurse = z.output<typeof createPurseSchema>;

/** POST /api/groups/{groupId}/accountability-partners and 'partner.add'. */
export const addPartnerSchema = z.object({
  id: rowIdSchema.optional(),
  userId: z.string(zodError('noMemberSelected')).min(1, zodError('noMemberSelected')),
});
