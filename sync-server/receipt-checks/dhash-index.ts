/**
 * Finds the proofs whose images are near-duplicates of one another by their 256-bit difference
 * hashes (sync-server/receipts/dhash.ts): every hash the server holds, kept in memory as eight
 * 32-bit words, compared by popcount of the XOR. 100,000 proofs are about 3 MB and a few ms a look-up.
 * Each server process holds its own, and before each proof it compares adds the hashes stored since
 * its last look (runner.ts refreshIndex), by any process: every process sees every proof.
 */

/**
 * Up to this many of the 256 bits apart, two images may be the same screenshot and are compared
 * finely (fine-difference.ts). Measured on the corpus: edited amounts and re-saved copies 0-17
 * bits from their original, but two different receipts of one layout as close as 11: the hash
 * picks candidates (about 3 % of different pairs), the fine comparison decides.
 */
export const CANDIDATE_MAX_BITS = 24;

const WORDS = 8;

function words(hex: string): Uint32Array {
  const out = new Uint32Array(WORDS);
  for (let i = 0; i < WORDS; i += 1) out[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0;
  return out;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export interface DhashIndex {
  add(sha256: string, dhash: string): void;
  /** The proofs (other than `sha256` itself) whose hash is within `maxBits` of `dhash`, nearest first. */
  near(sha256: string, dhash: string, maxBits?: number): string[];
  size(): number;
}

/**
 * @example const index = dhashIndex(); index.add(sha, hash); index.near(otherSha, otherHash) // [sha] when alike
 */
export function dhashIndex(): DhashIndex {
  const shas: string[] = [];
  let packed = new Uint32Array(1024 * WORDS);
  const known = new Set<string>();
  return {
    add(sha256, dhash) {
      if (known.has(sha256)) return;
      known.add(sha256);
      if ((shas.length + 1) * WORDS > packed.length) {
        const bigger = new Uint32Array(packed.length * 2);
        bigger.set(packed);
        packed = bigger;
      }
      packed.set(words(dhash), shas.length * WORDS);
      shas.push(sha256);
    },
    near(sha256, dhash, maxBits = CANDIDATE_MAX_BITS) {
      const probe = words(dhash);
      const found: { sha: string; bits: number }[] = [];
      for (let i = 0; i < shas.length; i += 1) {
        let bits = 0;
        const at = i * WORDS;
        for (let w = 0; w < WORDS && bits <= maxBits; w += 1) bits += popcount((packed[at + w]! ^ probe[w]!) >>> 0);
        if (bits <= maxBits && shas[i] !== sha256) found.push({ sha: shas[i]!, bits });
      }
      return found.sort((a, b) => a.bits - b.bits).map((entry) => entry.sha);
    },
    size: () => shas.length,
  };
}
