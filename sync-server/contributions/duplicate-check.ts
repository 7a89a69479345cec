import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { contributions } from '../db/schema';

/**
 * Whether the admin should look twice: another contribution in the same group already used this
 * proof image (same bytes, same hash) or this transaction reference (ignoring case and spaces).
 * Only the same group is compared: other groups' payments are not this admin's to weigh.
 * Two columns for the submit's own read (it reads them with its id's row, in one round trip):
 * each an EXISTS of its own rather than one OR, so each uses its index (the proof's hash; the
 * group with the reference's expression, contributions_ref_key_group_idx) and the cost stays flat
 * as the group grows. `proofSha256` and `reference` stand for null when there is none: `= null`
 * matches nothing, so an empty reference never matches the blank ones.
 * @example q.select({ ...duplicateColumns(groups.id, sql.placeholder('proofSha256'), sql.placeholder('reference')) }).from(groups)…
 */
export const duplicateColumns = (groupId: SQLWrapper, proofSha256: SQLWrapper, reference: SQLWrapper) => ({
  sameProof: sql`exists (select 1 from ${contributions} where ${and(eq(contributions.groupId, groupId), eq(contributions.proofSha256, proofSha256))})`.mapWith(Boolean),
  // Written exactly as the index's expression, so SQLite can use it.
  sameReference: sql`exists (select 1 from ${contributions} where ${and(eq(contributions.groupId, groupId), sql`lower(trim(${contributions.transactionRef})) = lower(trim(${reference}))`)})`.mapWith(Boolean),
});
