import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PROOF_LIMIT_BYTES, PROOF_MAX_BYTES, PROOF_MAX_PIXELS, sniffImageType, type ProofMimeType } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { imageDimensions } from '../../shared/image-dimensions';
import type { Queryable } from '../db/open';
import { proofs, proofUploads } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import type { ProofStore } from './proof-store';

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
 * Checks and stores a proof: the file first, then its `proofs` row (insert-or-ignore), so a row
 * always names a file that exists and storing the same bytes again changes nothing; then the
 * uploader's own `proof_uploads` row, which is what lets them attach it (see hasUploadedProof). With
 * `expectedSha256` (an upload named by its hash), bytes of another hash were damaged on the way
 * and are refused (422) before anything is written.
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
  const { sha256, mimeType, size } = inspected.value;
  if (input.expectedSha256 !== undefined && input.expectedSha256 !== sha256) {
    return refuse(422, 'proof-hash-mismatch', MESSAGES.proofHashMismatch);
  }
  await store.write(sha256, bytes);
  const inserted = db
    .insert(proofs)
    .values({ sha256, mimeType, sizeBytes: size, uploadedBy: uploaderId, createdAt: now })
    .onConflictDoNothing()
    .run();
  db.insert(proofUploads).values({ sha256, userId: uploaderId, createdAt: now }).onConflictDoNothing().run();
  return ok({ sha256, mimeType, size, created: inserted.changes === 1 });
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
