/**
 * The duplicate detector measured on the corpus: the distance between every pair of images, split
 * into pairs it must flag (an edited or re-captured receipt with its original) and pairs of
 * different genuine receipts, and the threshold that separates them, chosen from those distances.
 */
import type { CorpusEntry } from './generate-corpus';

/** One pair of corpus images and their distance. */
export interface PairDistance {
  a: string;
  b: string;
  distance: number;
  /** Both images copy the same receipt (one is the other's sameAs, or both copy one original). */
  shouldFlag: boolean;
  sameStyle: boolean;
}

/** Where the threshold falls and what it gets wrong (a pair is flagged when distance <= threshold). */
export interface ThresholdChoice {
  threshold: number;
  /** Closest genuine pair minus farthest pair to flag: > 0 when the two sets separate. */
  margin: number;
  separates: boolean;
  falsePositives: PairDistance[];
  falseNegatives: PairDistance[];
  falsePositiveRate: number;
  falseNegativeRate: number;
}

const root = (id: string, byId: Map<string, CorpusEntry>): string => {
  const sameAs = byId.get(id)?.sameAs;
  return sameAs ? root(sameAs, byId) : id;
};

/**
 * Every pair of entries with a distance, from `distance(a, b)` (null when either cannot be compared).
 * @example pairDistances(entries, (a, b) => hammingDistance(hashes.get(a.id)!, hashes.get(b.id)!))
 */
export function pairDistances(entries: readonly CorpusEntry[], distance: (a: CorpusEntry, b: CorpusEntry) => number | null): PairDistance[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const pairs: PairDistance[] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const a = entries[i]!;
      const b = entries[j]!;
      const d = distance(a, b);
      if (d === null) continue;
      pairs.push({ a: a.id, b: b.id, distance: d, shouldFlag: root(a.id, byId) === root(b.id, byId), sameStyle: a.style === b.style });
    }
  }
  return pairs;
}

/**
 * The threshold from measured pairs: midway between the farthest pair to flag and the closest
 * genuine pair when they separate; otherwise the highest threshold with no false positive (the
 * issue's goal: zero false "duplicate" flags), with the misses that costs.
 * @example chooseThreshold(pairs).threshold // 12 with flagged pairs <= 6 and genuine pairs >= 19
 */
export function chooseThreshold(pairs: readonly PairDistance[]): ThresholdChoice {
  const flag = pairs.filter((p) => p.shouldFlag);
  const genuine = pairs.filter((p) => !p.shouldFlag);
  const farthestFlag = Math.max(0, ...flag.map((p) => p.distance));
  const closestGenuine = Math.min(...genuine.map((p) => p.distance));
  const separates = farthestFlag < closestGenuine;
  const threshold = separates ? Math.floor((farthestFlag + closestGenuine - 1) / 2) : closestGenuine - 1;
  const falsePositives = genuine.filter((p) => p.distance <= threshold);
  const falseNegatives = flag.filter((p) => p.distance > threshold);
  return {
    threshold, margin: closestGenuine - farthestFlag, separates, falsePositives, falseNegatives,
    falsePositiveRate: genuine.length ? falsePositives.length / genuine.length : 0,
    falseNegativeRate: flag.length ? falseNegatives.length / flag.length : 0,
  };
}
