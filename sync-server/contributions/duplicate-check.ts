import { and, eq, sql } from 'drizzle-orm';
import type { SubmitContribution } from '../../shared/contributions';
import type { Queryable } from '../db/open';
import { contributions } from '../db/schema';

/**
 * Whether the admin should look twice: another contribution in the same group already used this
 * proof image (same bytes, same hash) or this transaction reference (ignoring case and spaces).
 * Only the same group is compared: other groups' payments are not this admin's to weigh.
 * Two look-ups rather than one OR, so each uses its index (the proof's hash; the group with the
 * reference's expression, contributions_ref_key_group_idx) and the cost stays flat as the group grows.
 * @example looksDuplicate(tx, groupId, { proofSha256: null, transactionRef: ' trf-1 ' }) // true when 'TRF-1' was used
 */
export function looksDuplicate(tx: Queryable, groupId: string, input: Pick<SubmitContribution, 'proofSha256' | 'transactionRef'>): boolean {
  const found = (match: ReturnType<typeof eq>) =>
    tx.select({ id: contributions.id }).from(contributions).where(and(eq(contributions.groupId, groupId), match)).limit(1).get() !== undefined;
  if (input.proofSha256 && found(eq(contributions.proofSha256, input.proofSha256))) return true;
  // Written exactly as the index's expression, so SQLite can use it.
  return Boolean(input.transactionRef) && found(sql`lower(trim(${contributions.transactionRef})) = lower(trim(${input.transactionRef}))`);
}
