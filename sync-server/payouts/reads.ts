import { desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { payouts, projects, proofs, users, type UserRow } from '../db/schema';
import { requireGroupRole } from '../access/group-access';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { presentPayout, type PayoutItem } from '../present/payout';
import type { PayoutRecord } from './record-service';

/** Payouts presented with the full names of the people they name. */
async function presentAll(tx: Tx, rows: PayoutRecord[]): Promise<PayoutItem[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.decidedBy ? [r.recordedBy, r.decidedBy] : [r.recordedBy])))];
  const people = ids.length === 0 ? [] : await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
  const names = new Map(people.map((u) => [u.id, u.fullName]));
  return rows.map((row) => presentPayout(row, (id) => names.get(id) ?? ''));
}

/** One payout as listed; it exists (callers pass the id of a row they just wrote). */
export async function payoutItem(tx: Tx, row: PayoutRecord): Promise<PayoutItem> {
  return (await presentAll(tx, [row]))[0]!; // ! : one row in, one item out
}

/**
 * GET /api/projects/{id}/payouts: every payout of the purse, newest first, for everyone who may
 * see the group (its admin, partners and members): where the money went is no secret among them.
 * Payouts recorded in the same millisecond come in the order of their ids (stable on both engines).
 */
export async function listPayouts(tx: Tx, actor: UserRow, projectId: string): Promise<Outcome<PayoutItem[]>> {
  const [project] = await tx.select({ groupId: projects.groupId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return refuse('project-not-found');
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  const rows = await tx.select().from(payouts).where(eq(payouts.projectId, projectId)).orderBy(desc(payouts.createdAt), desc(payouts.id));
  return ok(await presentAll(tx, rows));
}

/**
 * The receipt of a payout, for everyone who may see its group. Anyone else gets the same 404 as
 * for a payout without a receipt, so payout ids cannot be probed.
 */
export async function receiptFor(tx: Tx, actor: UserRow, payoutId: string): Promise<Outcome<{ sha256: string; mimeType: string }>> {
  const notFound = refuse('proof-not-found');
  const [row] = await tx.select({ groupId: payouts.groupId, proofSha256: payouts.proofSha256 }).from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  if (!row?.proofSha256) return notFound;
  if (!(await requireGroupRole(tx, row.groupId, actor.id, 'anyone-in-group')).ok) return notFound;
  const [proof] = await tx.select().from(proofs).where(eq(proofs.sha256, row.proofSha256)).limit(1);
  return proof ? ok({ sha256: proof.sha256, mimeType: proof.mimeType }) : notFound;
}
