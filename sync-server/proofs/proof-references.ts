import { and, eq, notExists, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { contributions, payouts } from '../db/schema';

/**
 * Whether no row names the proof whose hash is `sha256` (a column of the outer query): neither a
 * contribution's proof nor a payout's receipt. A named proof is evidence of money that moved and is
 * kept for good; the upload quota and the unreferenced-proof retention count only the unnamed ones.
 * A new kind of row that names proofs is added here, or its images get pruned.
 * @example await tx.select().from(proofs).where(unnamedProof(tx, proofs.sha256))
 */
export function unnamedProof(tx: Tx, sha256: AnyColumn): SQL {
  return and(
    notExists(tx.select({ id: contributions.id }).from(contributions).where(eq(contributions.proofSha256, sha256))),
    notExists(tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.proofSha256, sha256))),
  )!; // ! : and() of two conditions is never undefined
}
