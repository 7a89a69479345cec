import type { ProofMimeType } from '../../shared/contributions';
import type { DeviceDb, LocalProof } from './db';

/** A prepared (compressed) proof image, ready to keep on the device. */
export interface PreparedProof {
  bytes: ArrayBuffer;
  mimeType: ProofMimeType;
  /** The picked file's size before compression. */
  originalSize: number;
}

/** Proofs this page already uploaded before they were kept (a shared receipt, read for its amount). */
const heldByServer = new Set<string>();

/**
 * Notes that the server already holds these bytes: uploaded ahead of the payment (issue 27 §1, to
 * read a shared receipt's amount), so the sync engine does not send them again. Kept for this page
 * only; were the server to drop them before the payment arrives, it answers 'proof-not-uploaded'
 * and the engine uploads them then (sync/apply-push.ts).
 */
export function markProofHeldByServer(sha256: string): void {
  heldByServer.add(sha256);
}

/**
 * Keeps a proof image's bytes on the phone until the sync engine uploads them (call it inside the
 * transaction that queues the change naming it). The same photo kept twice stays one copy, and
 * one already uploaded stays marked so.
 */
export async function storeProof(db: DeviceDb, sha256: string, proof: PreparedProof, now: Date): Promise<void> {
  const existing = await db.proofs.get(sha256);
  const stored: LocalProof = {
    sha256,
    bytes: proof.bytes,
    mimeType: proof.mimeType,
    size: proof.bytes.byteLength,
    uploaded: existing?.uploaded || (heldByServer.has(sha256) ? 1 : 0),
    originalSize: proof.originalSize,
    createdAt: now.toISOString(),
  };
  await db.proofs.put(stored);
}
