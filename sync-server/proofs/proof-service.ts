import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PROOF_LIMIT_BYTES, PROOF_MAX_BYTES, PROOF_MAX_PIXELS, sniffImageType, type ProofMimeType } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { imageDimensions } from '../../shared/image-dimensions';
import type { Tx } from '../db/database';
import { proofs, proofUploads } from '../db/schema';
import { ok, refuse, type Outcome, type Refusal } from '../outcome/outcome';

/** What one way of sending a proof allows, and the spec's texts for what it refuses (SPEC §5). */
export interface ProofRules {
  limitBytes: number;
  tooLarge: string;
  notImage: string;
}

/**
 * Per shape of SPEC §7: the dashboard dialog and the Make Payment page allow 5 MB, the
 * member-payment flow 10 MB (with its own texts); a device's upload (`PUT /api/proofs/:sha256`)
 * may be as large as the largest of them.
 */
export const PROOF_RULES = {
  dialog: { limitBytes: PROOF_LIMIT_BYTES.dialog, tooLarge: MESSAGES.imageTooLarge5MB, notImage: MESSAGES.invalidFileUpload },
  makePayment: { limitBytes: PROOF_LIMIT_BYTES.makePayment, tooLarge: MESSAGES.imageTooLarge5MB, notImage: MESSAGES.invalidFileUpload },
  memberPayment: { limitBytes: PROOF_LIMIT_BYTES.memberPayment, tooLarge: MESSAGES.imageTooLarge10MB, notImage: MESSAGES.invalidFileSelect },
  upload: { limitBytes: PROOF_MAX_BYTES, tooLarge: MESSAGES.imageTooLarge10MB, notImage: MESSAGES.invalidFileUpload },
} as const satisfies Record<string, ProofRules>;

export interface InspectedProof {
  sha256: string;
  mimeType: ProofMimeType;
  size: number;
}

export interface StoredProof extends InspectedProof {
  /** False when these bytes were already stored (a retried upload). */
  created: boolean;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Bytes that are no image these rules take, with the rules' own text. */
export function notAnImage(rules: ProofRules): Refusal {
  return refuse('invalid-file', { field: 'proofOfPayment', params: { message: rules.notImage } });
}

/**
 * Checks bytes against the rules: the type by magic bytes only (a PDF named .png with an
 * image/png type is still a PDF: 'invalid-file'), then the size ('file-too-large'), then the
 * pixels its header declares: none (or a zero side) is not an image ('invalid-file'), more than
 * PROOF_MAX_PIXELS is a decompression bomb that would exhaust the reviewer's phone, however few
 * bytes it takes ('image-too-many-pixels').
 * @example inspectProof(pngBytes, PROOF_RULES.dialog) // ok({ sha256, mimeType: 'image/png', size })
 */
export function inspectProof(bytes: Uint8Array, rules: ProofRules): Outcome<InspectedProof> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return notAnImage(rules);
  if (bytes.byteLength > rules.limitBytes) return refuse('file-too-large', { field: 'proofOfPayment', params: { message: rules.tooLarge } });
  const dimensions = imageDimensions(bytes, mimeType);
  if (!dimensions) return notAnImage(rules);
  if (dimensions.width * dimensions.height > PROOF_MAX_PIXELS) return refuse('image-too-many-pixels', { field: 'proofOfPayment' });
  return ok({ sha256: sha256Hex(bytes), mimeType, size: bytes.byteLength });
}

/**
 * Records that `uploaderId` uploaded these (already stored) bytes, in the caller's transaction:
 * the `proofs` row (insert-or-ignore, so the same bytes again change nothing) and the uploader's
 * own `proof_uploads` row, which is what lets them attach it (see hasUploadedProof). A repeated
 * upload moves that row's time on: the unreferenced-proof retention counts from the latest upload.
 * True when the `proofs` row is new.
 * @example const created = await recordProof(tx, user.id, inspected, now)
 */
export async function recordProof(tx: Tx, uploaderId: string, proof: InspectedProof, now: Date): Promise<boolean> {
  const { sha256, mimeType, size } = proof;
  const inserted = await tx
    .insert(proofs)
    .values({ sha256, mimeType, sizeBytes: size, uploadedBy: uploaderId, createdAt: now })
    .onConflictDoNothing()
    .returning({ sha256: proofs.sha256 });
  await tx
    .insert(proofUploads)
    .values({ sha256, userId: uploaderId, createdAt: now })
    .onConflictDoUpdate({ target: [proofUploads.sha256, proofUploads.userId], set: { createdAt: now } });
  return inserted.length === 1;
}

/**
 * Whether `userId` uploaded these bytes themselves. Only then may a contribution of theirs name
 * them: a hash is no secret (sync rows carry it), and attaching someone else's hash would let a
 * stranger read that image through their own contribution. Someone else's hash answers the same
 * as bytes never uploaded, so a refusal tells nothing about other people's proofs.
 * @example await hasUploadedProof(tx, member.id, input.proofSha256)
 */
export async function hasUploadedProof(tx: Tx, userId: string, sha256: string): Promise<boolean> {
  const [found] = await tx
    .select({ sha256: proofUploads.sha256 })
    .from(proofUploads)
    .where(and(eq(proofUploads.sha256, sha256), eq(proofUploads.userId, userId)))
    .limit(1);
  return found !== undefined;
}
