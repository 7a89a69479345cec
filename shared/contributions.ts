/**
 * Contributions (SPEC §3, §5, §7): the three submit shapes, the review decisions, and the proof
 * image rules, shared by the server's routes, the sync protocol and the device's forms.
 *
 * Money in the wire payloads is naira (number or numeric string); every schema outputs kobo.
 */
import type { ReceiptCheck } from './receipt-reading';
import * as z from 'zod';
import { MESSAGES, zodError } from './errors';
import { isDay } from './dues-schedule';
import { amountSchema } from './amount-schemas';
import { optionalText, rowIdSchema } from './group-schemas';
import { paymentMethodIdSchema, type PaymentMethodId } from './payment-methods';

import type { ContributionStatus } from './contribution-status';
export type { ContributionStatus } from './contribution-status';

/** SPEC §9: 5 MB on the dashboard dialog and the Make Payment page, 10 MB on /member-payment. */
export const PROOF_LIMIT_BYTES = {
  dialog: 5 * 1024 * 1024,
  makePayment: 5 * 1024 * 1024,
  memberPayment: 10 * 1024 * 1024,
} as const;
/** The largest proof the server stores, whatever the shape (the largest of the spec's limits). */
export const PROOF_MAX_BYTES = PROOF_LIMIT_BYTES.memberPayment;

/**
 * The most pixels a proof may declare (width × height): a viewer allocates 4 bytes a pixel before
 * it draws, so 50 MP is 200 MB on the admin's phone; the app itself sends about 2 MP (PROOF_TARGET).
 */
export const PROOF_MAX_PIXELS = 50_000_000;

/** What the device aims for after compression (DESIGN: longest side ~1600 px, well under 300 KB). */
export const PROOF_TARGET = { maxSide: 1600, maxBytes: 200 * 1024 } as const;

export type ProofMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

/**
 * The image type by its magic bytes (never by a name or a claimed type): JPEG, PNG, WebP or
 * HEIC/HEIF; null for anything else. Needs the first 16 bytes.
 * @example sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) === 'image/jpeg'
 */
export function sniffImageType(bytes: Uint8Array): ProofMimeType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((ch) => ch.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  // ISO-BMFF: a box size, then 'ftyp' and a HEIF brand.
  if (ascii(4, 'ftyp') && ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => ascii(8, brand))) return 'image/heic';
  return null;
}

/** A SHA-256 in lower-case hex: how a proof is named everywhere. */
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'Invalid proof id');


const idSchema = (message: string) => z.string({ error: message }).trim().min(1, message);

/**
 * POST /api/contributions, normalised over the three shapes of SPEC §7:
 * - dashboard dialog (JSON): amount, description, transactionRef, proofOfPayment, projectId, groupId, userId;
 * - Make Payment page (JSON): groupId, purseId, amount, paymentType, reference, notes, proofOfPayment, userId;
 * - member-payment flow (multipart): projectId, userId, amount, reference, notes, proofOfPayment (file).
 * `proofOfPayment` here is whatever the route made of it (the proof's SHA-256 once stored), so the
 * route reads the image first. `userId` may only name the session user; the route checks it.
 * Output: one shape, amount in kobo, `groupId` possibly null when only a project was named.
 */
export const submitContributionSchema = z
  .object({
    id: rowIdSchema.optional(),
    groupId: z.string().trim().optional().nullable(),
    projectId: z.string().trim().optional().nullable(),
    purseId: z.string().trim().optional().nullable(),
    userId: z.string().optional().nullable(),
    amount: amountSchema,
    paymentType: paymentMethodIdSchema.optional().nullable(),
    reference: optionalText(100, 'Reference'),
    transactionRef: optionalText(100, 'Transaction reference'),
    notes: optionalText(1000, 'Notes', { multiline: true }),
    description: optionalText(1000, 'Description', { multiline: true }),
    proofSha256: sha256Schema.optional().nullable(),
    /** Dues: the period (0 = first) it pays, or none: oldest unpaid first (issue 25 §2). */
    period: z.coerce.number().int().min(0).max(100_000).optional().nullable(),
    /**
     * The Lagos day the member sent the money, as their phone declares it (issue 25 §6: late fines
     * are judged by when money was sent); the server keeps it within the last 60 days and never
     * after its own today. Left out: the day the server receives it.
     */
    sentOn: z.string().refine(isDay, zodError('paidOnInvalid')).optional().nullable(),
  })
  .transform((input, ctx) => {
    const projectId = input.projectId || input.purseId || null;
    const groupId = input.groupId || null;
    if (!projectId && !groupId) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.groupRequired, path: ['groupId'] });
      return z.NEVER;
    }
    return {
      id: input.id ?? null,
      groupId,
      projectId,
      userId: input.userId ?? null,
      amountKobo: input.amount,
      // The dialog and the member-payment flow name no method: they are bank transfers (SPEC §1).
      paymentType: (input.paymentType ?? 'bank_transfer') as PaymentMethodId,
      transactionRef: input.reference ?? input.transactionRef ?? null,
      notes: input.notes,
      description: input.description,
      proofSha256: input.proofSha256 ?? null,
      period: input.period ?? null,
      sentOn: input.sentOn ?? null,
    };
  });
export type SubmitContributionInput = z.input<typeof submitContributionSchema>;
export type SubmitContribution = z.output<typeof submitContributionSchema>;

/** PATCH /api/contributions/{id}/reject (SPEC §7: reason optional; kept as adminNotes). */
export const rejectContributionSchema = z.object({ reason: optionalText(500, 'Reason', { multiline: true }) });

/**
 * A contribution as the REST listings carry it (SPEC §3 listing fields; amount as a decimal
 * string; the proof as an authorised URL, never the bytes).
 */
export interface ContributionListItem {
  id: string;
  groupId: string;
  projectId: string | null;
  userId: string;
  /** The contributor's username; `userFullName` is their full name. */
  userName: string;
  userFullName: string;
  groupName: string;
  projectName: string | null;
  purseName: string | null;
  amount: string;
  description: string | null;
  status: ContributionStatus;
  transactionRef: string | null;
  reference: string | null;
  paymentType: string;
  paymentNotes: string | null;
  notes: string | null;
  adminNotes: string | null;
  possibleDuplicate: boolean;
  /** What the server read from the proof and matched (issue 13); the group's reviewers only, null until read. */
  receiptCheck: ReceiptCheck | null;
  /** Given by someone outside the group through the purse's public page (issue 27 §4). */
  guest: boolean;
  /** GET this (with the session cookie) for the image; null when the payment has no proof. */
  proofUrl: string | null;
  proofOfPayment: string | null;
  createdAt: string;
  decidedAt: string | null;
  /** Issue 11: cash the admin recorded for the member (their id), else null. */
  recordedBy: string | null;
  /** Issue 11: set when a confirmed payment was reversed: why and when. */
  reversalReason: string | null;
  reversedAt: string | null;
}

/** The authorised URL of a contribution's proof image. @example proofPath('c1') === '/api/contributions/c1/proof' */
export function proofPath(contributionId: string): string {
  return `/api/contributions/${encodeURIComponent(contributionId)}/proof`;
}

/**
 * The authorised URL of a small JPEG of a contribution's proof, made by the server (at most 480 px
 * wide and 20 KB): what a reviewer's phone keeps for offline review (issue 26 §6).
 * @example proofThumbnailPath('c1') === '/api/contributions/c1/proof/thumbnail'
 */
export function proofThumbnailPath(contributionId: string): string {
  return `${proofPath(contributionId)}/thumbnail`;
}

/** Where the device uploads proof bytes before the mutation that names them (idempotent by hash). */
export function proofUploadPath(sha256: string): string {
  return `/api/proofs/${sha256}`;
}
