import type { ProofMimeType } from '../../shared/contributions';
import type { DeviceDb, LocalProof } from './db';

/** A prepared (compressed) proof image, ready to keep on the device. */
export interface PreparedProof {
  bytes: ArrayBuffer;
  mimeType: ProofMimeType;
  /** The picked file's size before compression. */
  originalSize: number;
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
    uploaded: existing?.uploaded ?? 0,
    originalSize: proof.originalSize,
    createdAt: now.toISOString(),
  };
  await db.proofs.put(stored);
}
