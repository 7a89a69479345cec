import { desc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Queryable } from '../db/open';
import { payouts, projects, proofs, users, type UserRow } from '../db/schema';
import { requireGroupRole } from '../groups/access';
import { ok, refuse, type Outcome } from '../http/outcome';
import { presentPayout, type PayoutItem } from './present';
import type { PayoutRecord } from './record-service';

/** Payouts presented with the full names of the people they name. */
function presentAll(db: Queryable, rows: PayoutRecord[]): PayoutItem[] {
  const ids = [...new Set(rows.flatMap((r) => (r.decidedBy ? [r.recordedBy, r.decidedBy] : [r.recordedBy])))];
  const names = new Map(
    ids.length === 0 ? [] : db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids)).all().map((u) => [u.id, u.fullName]),
  );
  return rows.map((row) => presentPayout(row, (id) => names.get(id) ?? ''));
}

/** One payout as listed; it exists (callers pass the id of a row they just wrote). */
export function payoutItem(db: Queryable, row: PayoutRecord): PayoutItem {
  return presentAll(db, [row])[0]!; // ! : one row in, one item out
}

/**
 * GET /api/projects/{id}/payouts: every payout of the purse, newest first, for everyone who may
 * see the group (its admin, partners and members): where the money went is no secret among them.
 */
export function listPayouts(db: Queryable, actor: UserRow, projectId: string): Outcome<PayoutItem[]> {
  const project = db.select({ groupId: projects.groupId }).from(projects).where(eq(projects.id, projectId)).get();
  if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound);
  const checked = requireGroupRole(db, project.groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  const rows = db.select().from(payouts).where(eq(payouts.projectId, projectId)).orderBy(desc(payouts.createdAt), desc(sql`${payouts}.rowid`)).all();
  return ok(presentAll(db, rows));
}

/**
 * The receipt of a payout, for everyone who may see its group. Anyone else gets the same 404 as
 * for a payout without a receipt, so payout ids cannot be probed.
 */
export function receiptFor(db: Queryable, actor: UserRow, payoutId: string): Outcome<{ sha256: string; mimeType: string }> {
  const notFound = refuse(404, 'proof-not-found', MESSAGES.proofNotFound);
  const row = db.select({ groupId: payouts.groupId, proofSha256: payouts.proofSha256 }).from(payouts).where(eq(payouts.id, payoutId)).get();
  if (!row?.proofSha256) return notFound;
  if (!requireGroupRole(db, row.groupId, actor.id, 'anyone-in-group').ok) return notFound;
  const proof = db.select().from(proofs).where(eq(proofs.sha256, row.proofSha256)).get();
  return proof ? ok({ sha256: proof.sha256, mimeType: proof.mimeType }) : notFound;
}
