/**
 * What a contribution's proof shares with every other proof on this server: the same reference or
 * session ID (receipt_references), or the same screenshot (the very same bytes, or an image found
 * to be the same transfer's screenshot when one of the two was read: similar_proofs, with how). Other groups' contributions are only
 * counted: they are not this group's reviewers' to see.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ImageLikeness, ReceiptReuse, ReceiptSeen } from '../../shared/receipt-reading';
import type { Tx } from '../db/database';
import { contributions, receiptReferences, similarProofs } from '../db/schema';

export interface CheckedContribution {
  id: string;
  groupId: string;
  proofSha256: string;
}

interface Other {
  id: string;
  groupId: string;
}

function seen(self: CheckedContribution, others: readonly Other[]): ReceiptSeen {
  const here = new Set<string>();
  const elsewhere = new Set<string>();
  for (const other of others) {
    if (other.id === self.id) continue;
    (other.groupId === self.groupId ? here : elsewhere).add(other.id);
  }
  return { here: [...here].sort(), elsewhere: elsewhere.size };
}

/** The contributions whose keys include one of this contribution's keys, and the keys shared (the flag's evidence). */
async function sharingReference(tx: Tx, self: CheckedContribution): Promise<{ others: Other[]; keys: string[] }> {
  const rows = await tx.select({ key: receiptReferences.key }).from(receiptReferences).where(eq(receiptReferences.contributionId, self.id));
  const keys = rows.map((row) => row.key);
  if (keys.length === 0) return { others: [], keys: [] };
  const found = await tx
    .select({ id: receiptReferences.contributionId, groupId: receiptReferences.groupId, key: receiptReferences.key })
    .from(receiptReferences)
    .where(and(inArray(receiptReferences.key, keys), ne(receiptReferences.contributionId, self.id)));
  return { others: found, keys: [...new Set(found.map((row) => row.key))].sort() };
}

/**
 * The contributions naming this very proof or one found to show the same screenshot, and how
 * alike: the same image, or the same but for the amount's area (an edited amount: the stronger
 * finding when both occur).
 */
async function sharingImage(tx: Tx, self: CheckedContribution): Promise<{ others: Other[]; likeness: ImageLikeness }> {
  const similar = await tx.select({ sha256: similarProofs.otherSha256, likeness: similarProofs.likeness }).from(similarProofs).where(eq(similarProofs.sha256, self.proofSha256));
  const shas = [self.proofSha256, ...similar.map((row) => row.sha256)];
  const others = await tx
    .select({ id: contributions.id, groupId: contributions.groupId })
    .from(contributions)
    .where(and(inArray(contributions.proofSha256, shas), ne(contributions.id, self.id)));
  return { others, likeness: similar.some((row) => row.likeness === 'amount-differs') ? 'amount-differs' : 'same-image' };
}

/**
 * The reuse of `self`'s receipt as the database holds it now.
 * @example await reuseOf(tx, { id, groupId, proofSha256 }) // { sameReference: { here: ['c-2'], elsewhere: 1, keys: ['GTB…'] }, … }
 */
export async function reuseOf(tx: Tx, self: CheckedContribution): Promise<{ reuse: ReceiptReuse; related: Other[] }> {
  const byReference = await sharingReference(tx, self);
  const byImage = await sharingImage(tx, self);
  return {
    reuse: {
      sameReference: { ...seen(self, byReference.others), keys: byReference.keys },
      similarImage: { ...seen(self, byImage.others), likeness: byImage.likeness },
    },
    related: [...byReference.others, ...byImage.others],
  };
}
