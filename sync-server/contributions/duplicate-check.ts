import { and, eq, sql } from 'drizzle-orm';
import type { SubmitContribution } from '../../shared/contributions';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { contributions } from '../db/schema';

/**
 * Whether the admin should look twice: another contribution in the same group already used this
 * proof image (same bytes, same hash) or this transaction reference (ignoring case and spaces).
 * Only the same group is compared: other groups' payments are not this admin's to weigh.
 * Two look-ups rather than one OR, so each uses its index (the proof's hash; the group with the
 * reference's expression, contributions_ref_key_group_idx) and the cost stays flat as the group grows.
 * @example await looksDuplicate(tx, groupId, { proofSha256: null, transactionRef: ' trf-1 ' }) // true when 'TRF-1' was used
 */
export async function looksDuplicate(tx: Tx, groupId: string, input: Pick<SubmitContribution, 'proofSha256' | 'transactionRef'>): Promise<boolean> {
  if (input.proofSha256 && (await sameProof(tx).get({ groupId, value: input.proofSha256 })) !== undefined) return true;
  return Boolean(input.transactionRef) && (await sameReference(tx).get({ groupId, value: input.transactionRef })) !== undefined;
}

// Every submit runs them: built once per database.
const firstMatch = (match: ReturnType<typeof eq>) =>
  preparedQuery((q) => q.select({ id: contributions.id }).from(contributions).where(and(eq(contributions.groupId, sql.placeholder('groupId')), match)).limit(1).prepare());
const sameProof = firstMatch(eq(contributions.proofSha256, sql.placeholder('value')));
// Written exactly as the index's expression, so SQLite can use it.
const sameReference = firstMatch(sql`lower(trim(${contributions.transactionRef})) = lower(trim(${sql.placeholder('value')}))`);
