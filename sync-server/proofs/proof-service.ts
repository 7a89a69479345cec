import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PROOF_LIMIT_BYTES, PROOF_MAX_BYTES, PROOF_MAX_PIXELS, sniffImageType, type ProofMimeType } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { imageDimensions } from '../../shared/image-dimensions';
import type { Queryable } from '../db/open';
import { proofs, proofUploads } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import type { ProofStore } from './proof-store';
import { PROOF_QUOTA_BYTES, unreferencedProofBytes } from './upload-quota';

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

/**
 * Checks bytes against the rules: the type by magic bytes only (a PDF named .png with an
 * image/png type is still a PDF: 415), then the size (413), then the pixels its header declares:
 * none (or a zero side) is not an image (415), more than PROOF_MAX_PIXELS is a decompression bomb
 * that would exhaust the reviewer's phone, however few bytes it takes (422).
 * @example inspectProof(pngBytes, PROOF_RULES.dialog) // ok({ sha256, mimeType: 'image/png', size })
 */
export function inspectProof(bytes: Uint8Array, rules: ProofRules): Outcome<InspectedProof> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return refuse(415, 'invalid-file', rules.notImage, 'proofOfPayment');
  if (bytes.byteLength > rules.limitBytes) return refuse(413, 'file-too-large', rules.tooLarge, 'proofOfPayment');
  const dimensions = imageDimensions(bytes, mimeType);
  if (!dimensions) return refuse(415, 'invalid-file', rules.notImage, 'proofOfPayment');
  if (dimensions.width * dimensions.height > PROOF_MAX_PIXELS) {
    return refuse(422, 'image-too-many-pixels', MESSAGES.imageTooManyPixels, 'proofOfPayment');
  }
  return ok({ sha256: sha256Hex(bytes), mimeType, size: bytes.byteLength });
}

/**
 * Records that `uploaderId` uploaded these (already written) bytes: the `proofs` row
 * (insert-or-ignore, so the same bytes again change nothing) and the uploader's own
 * `proof_uploads` row, which is what lets them attach it (see hasUploadedProof). A repeated upload
 * moves that row's time on: the unreferenced-proof retention counts from the latest upload.
 * True when the `proofs` row is new.
 */
export function recordProof(db: Queryable, uploaderId: string, proof: InspectedProof, now: Date): boolean {
  const { sha256, mimeType, size } = proof;
  const inserted = db.insert(proofs).values({ sha256, mimeType, sizeBytes: size, uploadedBy: uploaderId, createdAt: now }).onConflictDoNothing().run();
  db.insert(proofUploads)
    .values({ sha256, userId: uploaderId, createdAt: now })
    .onConflictDoUpdate({ target: [proofUploads.sha256, proofUploads.userId], set: { createdAt: now } })
    .run();
  return inserted.changes === 1;
}

/**
 * Checks and stores a proof: the file first, then its rows (recordProof), so a row always names a
 * file that exists. With `expectedSha256` (an upload named by its hash), bytes of another hash were
 * damaged on the way and are refused (422) before anything is written. New bytes that would take
 * the uploader past PROOF_QUOTA_BYTES of proofs no contribution names are refused (429, not 413:
 * the image itself is fine, and the device retries it later, once its pending payments are sent
 * and name what it uploaded); bytes this user already uploaded cost nothing, so a retry succeeds.
 * @example const stored = await storeProof(db, store, { uploaderId: user.id, bytes, rules: PROOF_RULES.upload, now })
 */
export async function storeProof(
  db: Queryable,
  store: ProofStore,
  input: { uploaderId: string; bytes: Uint8Array; rules: ProofRules; now: Date; expectedSha256?: string },
): Promise<Outcome<StoredProof>> {
  const { uploaderId, bytes, rules, now } = input;
  const inspected = inspectProof(bytes, rules);
  if (!inspected.ok) return inspected;
  if (input.expectedSha256 !== undefined && input.expectedSha256 !== inspected.value.sha256) {
    return refuse(422, 'proof-hash-mismatch', MESSAGES.proofHashMismatch);
  }
  const { sha256, size } = inspected.value;
  if (!hasUploadedProof(db, uploaderId, sha256) && unreferencedProofBytes(db, uploaderId) + size > PROOF_QUOTA_BYTES) {
    return refuse(429, 'proof-quota-exceeded', MESSAGES.proofQuotaExceeded, 'proofOfPayment');
  }
  await store.write(inspected.value.sha256, bytes);
  const created = recordProof(db, uploaderId, inspected.value, now);
  return ok({ ...inspected.value, created });
}

/**
 * Deletes a file this request wrote for a submission that was then refused, unless a `proofs` row
 * names it (someone stored the same bytes meanwhile): a refused request leaves no file behind.
 */
export async function discardUnrecordedProof(db: Queryable, store: ProofStore, sha256: string): Promise<void> {
  const row = db.select({ sha256: proofs.sha256 }).from(proofs).where(eq(proofs.sha256, sha256)).get();
  if (!row) await store.remove(sha256);
}

/**
 * Whether `userId` uploaded these bytes themselves. Only then may a contribution of theirs name
 * them: a hash is no secret (sync rows carry it), and attaching someone else's hash would let a
 * stranger read that image through their own contribution. Someone else's hash answers the same
 * as bytes never uploaded, so a refusal tells nothing about other people's proofs.
 * @example hasUploadedProof(tx, member.id, input.proofSha256)
 */
export function hasUploadedProof(db: Queryable, userId: string, sha256: string): boolean {
  const found = db
    .select({ sha256: proofUploads.sha256 })
    .from(proofUploads)
    .where(and(eq(proofUploads.sha256, sha256), eq(proofUploads.userId, userId)))
    .get();
  return found !== undefined;
}
