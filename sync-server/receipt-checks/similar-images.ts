/**
 * Which stored proofs show the same screenshot as a new one, and how (issue 22 §1): the dHash
 * index gives candidates, nearest first; transfer-likeness.ts decides, from what the two readings
 * say and the pixels where each receipt prints its reference, session ID, date and amount. Runs
 * before the result's transaction, off the request path: on the server it runs on the receipt
 * thread (receipt-thread.ts), with the OCR.
 */
import type { ImageLikeness, ReceiptReading } from '../../shared/receipt-reading';
import type { ProofStore } from '../proofs/proof-store';
import { fineSignature, type FineSignature } from '../receipts/fine-difference';
import type { ReceiptRegions } from '../receipts/read-receipt';
import { greyImage } from './region-difference';
import { transferLikeness, type LikenessProof } from './transfer-likeness';

/** The nearest candidates compared finely; an edited copy is among the closest to its original. */
export const MAX_FINE_CANDIDATES = 12;

/** Reading the proofs' files is all a comparison needs of the store. */
export type ProofFiles = Pick<ProofStore, 'read'>;

export interface SignatureCache {
  /** The proof's fine signature, decoded from its file (cached); null when the file is gone or undecodable. */
  get(sha256: string): Promise<FineSignature | null>;
}

/**
 * A small LRU of signatures (32 KB each) read from the proof store: a burst of proofs of one
 * layout compares against the same few originals.
 * @example const cache = signatureCache(store); await cache.get(sha)
 */
export function signatureCache(store: ProofFiles, capacity = 64): SignatureCache {
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

/** A stored proof the dHash index found near a new one, with what was read from it (null: never read). */
export interface Candidate {
  sha256: string;
  reading: ReceiptReading | null;
  regions: ReceiptRegions | null;
}

/** The new proof: its stored file's hash and what was read from it. */
export interface ProofToCompare {
  sha256: string;
  reading: ReceiptReading;
  regions: ReceiptRegions | null;
}

/** A stored proof found to show the same screenshot, and how. */
export interface SimilarProof {
  sha256: string;
  likeness: ImageLikeness;
}

/** Tells which candidates show the same screenshot as a proof: on the receipt thread on the server (receipt-thread.ts), here in tests. */
export interface ProofComparer {
  similar(proof: ProofToCompare, candidates: readonly Candidate[]): Promise<SimilarProof[]>;
  /** Frees what it holds (a thread); a comparer holding nothing has none. */
  close?(): Promise<void>;
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
 * Compares on the calling thread, the signatures of recent candidates kept (signatureCache).
 * @example await localComparer(store).similar({ sha256, reading, regions }, [{ sha256: '<original>', reading, regions }]) // [{ sha256: '<original>', likeness: 'amount-differs' }]
 */
export function localComparer(store: ProofFiles): ProofComparer {
  const cache = signatureCache(store);
  return { similar: (proof, candidates) => similarImages(proof, candidates, cache, store) };
}

/** The candidates (nearest first, at most MAX_FINE_CANDIDATES of them compared) that show the same screenshot as the proof. */
async function similarImages(proof: ProofToCompare, candidates: readonly Candidate[], cache: SignatureCache, store: ProofFiles): Promise<SimilarProof[]> {
  if (candidates.length === 0) return [];
  const bytes = await store.read(proof.sha256);
  const fine = bytes ? await fineSignature(bytes).catch(() => null) : null;
  if (!bytes || !fine) return [];
  const own: LikenessProof = { fine, reading: proof.reading, regions: proof.regions, grey: lazyGrey(async () => bytes) };
  const similar: SimilarProof[] = [];
  for (const other of candidates.slice(0, MAX_FINE_CANDIDATES)) {
    const theirs = await cache.get(other.sha256);
    if (!theirs) continue;
    const verdict = await transferLikeness(own, { fine: theirs, reading: other.reading, regions: other.regions, grey: lazyGrey(() => store.read(other.sha256)) }).catch(() => null);
    if (verdict?.likeness) similar.push({ sha256: other.sha256, likeness: verdict.likeness });
  }
  return similar;
}
