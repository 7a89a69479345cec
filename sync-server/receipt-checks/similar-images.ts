/**
 * Which stored proofs show the same screenshot as a new one (issue 13 §2: "an edited amount on the
 * same screenshot must be caught"): the dHash index gives candidates, nearest first, and the fine
 * comparison decides (sync-server/receipts/fine-difference.ts; thresholds measured on the corpus).
 * Runs before the result's transaction, off the request path; a comparison pauses every few ms
 * of this thread (sameScreenshot), so requests are served in between.
 */
import { fineSignature, sameScreenshot, type FineSignature } from '../receipts/fine-difference';
import type { ProofStore } from '../proofs/proof-store';
import type { DhashIndex } from './dhash-index';

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

/**
 * @example await similarImages({ sha256, dhash, bytes }, index, cache) // ['<sha of the original>']
 */
export async function similarImages(proof: { sha256: string; dhash: string; bytes: Uint8Array }, index: DhashIndex, cache: SignatureCache): Promise<string[]> {
  const candidates = index.near(proof.sha256, proof.dhash).slice(0, MAX_FINE_CANDIDATES);
  if (candidates.length === 0) return [];
  const own = await fineSignature(proof.bytes).catch(() => null);
  if (!own) return [];
  const similar: string[] = [];
  for (const other of candidates) {
    const theirs = await cache.get(other);
    if (!theirs) continue;
    if (await sameScreenshot(own, theirs)) similar.push(other);
  }
  return similar;
}
