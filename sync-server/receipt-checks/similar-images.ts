/**
 * Which stored proofs show the same screenshot as a new one, and how (issue 22 §1): the dHash
 * index gives candidates, nearest first; transfer-likeness.ts decides, from what the two readings
 * say and the pixels where each receipt prints its reference, session ID, date and amount. Runs
 * before the result's transaction, off the request path; the comparisons pause every few ms of
 * this thread, so requests are served in between.
 */
import type { ImageLikeness, ReceiptReading } from '../../shared/receipt-reading';
import type { ProofStore } from '../proofs/proof-store';
import { fineSignature, type FineSignature } from '../receipts/fine-difference';
import type { ReceiptRegions } from '../receipts/read-receipt';
import type { DhashIndex } from './dhash-index';
import { greyImage } from './region-difference';
import { transferLikeness, type LikenessProof } from './transfer-likeness';

/** The nearest candidates compared finely; an edited copy is among the closest to its original. */
export const MAX_FINE_CANDIDATES = 12;

export interface SignatureCache {
  /** The proof's fine signature, decoded from its file (cached); null when the file is gone or undecodable. */
  get(sha256: string): Promise<FineSignature | null>;
}

/**
 * A small LRU of signatures (32 KB each) read from the proof store: a burst of proofs of one
 * layout compares against the same few originals.
 * @example const cache = signatureCache(store); await cache.get(sha)
 */
export function signatureCache(store: ProofStore, capacity = 64): SignatureCache {
  const entries = new Map<string, FineSignature | null>();
  return {
    async get(sha256) {
      if (entries.has(sha256)) {
        const hit = entries.get(sha256)!;
        entries.delete(sha256);
        entries.set(sha256, hit);
        return hit;
      }
      const bytes = await store.read(sha256);
      const signature = bytes ? await fineSignature(bytes).catch(() => null) : null;
      entries.set(sha256, signature);
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return signature;
    },
  };
}

/** What was read from a stored proof: its fields and where they are (null when never read). */
export type StoredReading = { reading: ReceiptReading; regions: ReceiptRegions | null } | null;

/** A stored proof found to show the same screenshot, and how. */
export interface SimilarProof {
  sha256: string;
  likeness: ImageLikeness;
}

/** The pixels of a proof, decoded once and only when an area must be compared. */
function lazyGrey(load: () => Promise<Uint8Array | null>): () => Promise<Awaited<ReturnType<typeof greyImage>>> {
  let grey: ReturnType<typeof greyImage> | null = null;
  return () =>
    (grey ??= load().then((bytes) => {
      if (!bytes) throw new Error('proof file missing');
      return greyImage(bytes);
    }));
}

/**
 * @example await similarImages({ sha256, dhash, bytes, reading, regions }, index, cache, store, storedReading) // [{ sha256: '<original>', likeness: 'amount-differs' }]
 */
export async function similarImages(
  proof: { sha256: string; dhash: string; bytes: Uint8Array; reading: ReceiptReading; regions: ReceiptRegions | null },
  index: DhashIndex,
  cache: SignatureCache,
  store: ProofStore,
  storedReading: (sha256: string) => Promise<StoredReading>,
): Promise<SimilarProof[]> {
  const candidates = index.near(proof.sha256, proof.dhash).slice(0, MAX_FINE_CANDIDATES);
  if (candidates.length === 0) return [];
  const fine = await fineSignature(proof.bytes).catch(() => null);
  if (!fine) return [];
  const own: LikenessProof = { fine, reading: proof.reading, regions: proof.regions, grey: lazyGrey(async () => proof.bytes) };
  const similar: SimilarProof[] = [];
  for (const other of candidates) {
    const theirs = await cache.get(other);
    if (!theirs) continue;
    const stored = await storedReading(other);
    const verdict = await transferLikeness(own, { fine: theirs, reading: stored?.reading ?? null, regions: stored?.regions ?? null, grey: lazyGrey(() => store.read(other)) }).catch(() => null);
    if (verdict?.likeness) similar.push({ sha256: other, likeness: verdict.likeness });
  }
  return similar;
}
