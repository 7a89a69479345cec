/**
 * The treasurer's books (issue 11): payouts, cash recorded for a member, reversals, and the
 * admin's edits of a group and its purses. One schema per write, used by the REST routes, the
 * sync protocol's mutations and the device's forms, so a rule and its message exist once.
 *
 * Money in payloads is naira (number or numeric string, like every other amount); outputs are kobo.
 */
import { guestGivingSchema } from './guest-gifts';
import * as z from 'zod';
import { MESSAGES, zodError, type MessageKey } from './errors';
import { amountSchema, perMemberAmountSchema, targetAmountSchema } from './amount-schemas';
import { createGroupSchema, createPurseSchema, lateFineSchema, optionalText, rowIdSchema } from './group-schemas';
import { safeText } from './text-schema';
import type { FieldName } from './text';
import type { Locale } from './i18n/languages';
import { localeSchema } from './locale-schema';
import { sha256Schema } from './contributions';

export type PayoutStatus = 'pending' | 'approved' | 'rejected';
export const PURSE_STATUSES = ['active', 'paused', 'completed'] as const;
export type PurseStatus = (typeof PURSE_STATUSES)[number];

const requiredText = (max: number, field: FieldName, required: MessageKey, opts: { multiline?: boolean } = {}) =>
  safeText(z.string(zodError(required)).trim().min(1, zodError(required)).max(max, zodError('textTooLong')), field, opts);

/**
 * A calendar day ('2026-11-20') that is not in the future (Lagos time, a day of grace for clocks);
 * output as midnight UTC of that day, ISO. Money already paid has a date in the past.
 */
export const paidOnSchema = z
  .string(zodError('paidOnRequired'))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, zodError('paidOnInvalid'))
  .transform((text, ctx) => {
    const date = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.paidOnInvalid });
      return z.NEVER;
    }
    if (date.getTime() > Date.now() + 24 * 3600_000) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.paidOnFuture });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** POST /api/projects/{id}/payouts and 'payout.create' (the proof uploaded by hash first, as for contributions). */
export const createPayoutSchema = z.object({
  id: rowIdSchema.optional(),
  amount: amountSchema,
  recipient: requiredText(100, 'Paid to', 'payoutRecipientRequired'),
  purpose: requiredText(500, 'Purpose', 'payoutPurposeRequired', { multiline: true }),
  paidOn: paidOnSchema,
  proofSha256: sha256Schema.nullable().optional().transform((value) => value ?? null),
  /** A rotation's round paid to a member (issue 25 §5): who, so they may say they received it. */
  recipientUserId: z.string().min(1).nullable().optional().transform((value) => value ?? null),
});
export type CreatePayoutInput = z.input<typeof createPayoutSchema>;
export type CreatePayout = z.output<typeof createPayoutSchema>;

/** PATCH /api/payouts/{id}/reject and 'payout.reject': a partner says why. */
export const rejectPayoutSchema = z.object({ reason: requiredText(500, 'Reason', 'reasonRequired', { multiline: true }) });

/** POST /api/groups/{id}/cash-payments and 'contribution.cash': the admin records cash a member handed over. */
export const recordCashSchema = z.object({
  id: rowIdSchema.optional(),
  projectId: z.string().min(1).nullable().optional().transform((value) => value ?? null),
  userId: z.string(zodError('noMemberSelected')).min(1, zodError('noMemberSelected')),
  amount: amountSchema,
  paidOn: paidOnSchema,
  notes: optionalText(500, 'Notes', { multiline: true }),
});
export type RecordCashInput = z.input<typeof recordCashSchema>;
export type RecordCash = z.output<typeof recordCashSchema>;

/** PATCH /api/contributions/{id}/reverse and 'contribution.reverse': a reason is required. */
export const reverseContributionSchema = z.object({ reason: requiredText(500, 'Reason', 'reasonRequired', { multiline: true }) });

/** The days a group may allow between a transfer and its proof before the receipt is flagged as old. */
export const RECEIPT_MAX_AGE_DAYS = { min: 1, max: 365, default: 14 } as const;

/** PATCH /api/groups/{id} and 'group.update': only the fields sent change. */
export const updateGroupSchema = z
  .object({
    name: createGroupSchema.shape.name.optional(),
    // Wrapped in optional(): optionalText alone turns a missing description into null (a wipe).
    description: optionalText(1000, 'Description', { multiline: true }).optional(),
    showMemberAmounts: z.boolean(zodError('showMemberAmountsInvalid')).optional(),
    receiptMaxAgeDays: z
      .number(zodError('receiptMaxAgeDaysInvalid'))
      .int(zodError('receiptMaxAgeDaysInvalid'))
      .min(RECEIPT_MAX_AGE_DAYS.min, zodError('receiptMaxAgeDaysInvalid'))
      .max(RECEIPT_MAX_AGE_DAYS.max, zodError('receiptMaxAgeDaysInvalid'))
      .optional(),
    locale: localeSchema.optional(),
  })
  .transform(
    (value) =>
      Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
        name?: string;
        description?: string | null;
        showMemberAmounts?: boolean;
        receiptMaxAgeDays?: number;
        locale?: Locale;
      },
  );

/**
 * PATCH /api/projects/{id} and 'project.update': target, deadline, description and bank details;
 * only the fields sent change (a field sent empty becomes null). The server re-checks that a purse
 * allowing bank transfer keeps a complete bank account.
 */
export const updatePurseSchema = z.object({
  description: createPurseSchema.shape.description,
  targetAmount: targetAmountSchema.optional(),
  /** Left out: unchanged; null or '': no set amount any more. */
  amountPerMember: perMemberAmountSchema.optional(),
  deadline: createPurseSchema.shape.deadline,
  bankName: createPurseSchema.shape.bankName,
  accountNumber: createPurseSchema.shape.accountNumber,
  accountName: createPurseSchema.shape.accountName,
  /** A levy, dues or rotation: the late fine from today on (issue 25 §6); kind 'none' turns it off. */
  lateFine: lateFineSchema,
  /** A collection: whether people outside the group may give, and how the roll-call shows them (issue 27 §4). */
  guestGiving: guestGivingSchema,
}).partial();
export type UpdateProjectInput = z.input<typeof updatePurseSchema>;

/** PATCH /api/projects/{id}/status and 'project.status'. */
export const purseStatusSchema = z.object({ status: z.enum(PURSE_STATUSES, zodError('purseStatusInvalid')) });

/** The authorised URL of a payout's receipt image. @example payoutReceiptPath('p1') === '/api/payouts/p1/receipt' */
export function payoutReceiptPath(payoutId: string): string {
  return `/api/payouts/${encodeURIComponent(payoutId)}/receipt`;
}
