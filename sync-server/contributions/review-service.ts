import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { askAhead, sendAhead } from '../db/pipeline';
import { preparedQuery } from '../db/prepared';
import { nextRevision, reserveRevisions } from '../db/revision';
import { appendHistory, historyHead } from '../history/append';
import { contributions, groupMembers, groups, projects, users, type UserRow } from '../db/schema';
import { groupTotalRefusal } from '../groups/money-limits';
import { markNoticesRead, unreadNoticesAbout } from '../notifications/write';
import { pushDevicesOf } from '../push/queue';
import type { GroupRecord } from '../access/group-access';
import { ok, refuse, type Outcome, type Refusal } from '../outcome/outcome';
import { notifyDecided } from './notify';
import type { ContributionListItem } from '../../shared/contributions';
import { presentContribution, type ContributionNames } from '../present/contribution';
import type { ContributionRecord } from './submit-service';

/** A confirm may say which bank-statement line showed the money (issue 13: recorded in history). */
export type Decision = { status: 'confirmed'; reason: null; statementLine?: number } | { status: 'rejected'; reason: string | null };

function alreadyDecided(status: ContributionRecord['status']): Refusal {
  return refuse('already-decided', { params: { status } });
}

/**
 * Adds a confirmed amount to the purse's and the member's totals, new revisions so devices pull
 * them. `deltaKobo` is the contribution's amount, or its negative when a reversal takes it back
 * (corrections/reverse-service.ts): one function moves the totals both ways, so they stay the
 * sums of the confirmed contributions. Each total moves by `x = x + delta` in one statement, never
 * read and written back, so concurrent moves of the same total cannot lose one another.
 * @example await addToTotals(tx, decided); await addToTotals(tx, reversed, -reversed.amountKobo)
 */
export async function addToTotals(
  tx: Tx,
  row: Pick<ContributionRecord, 'groupId' | 'projectId' | 'userId' | 'amountKobo'>,
  deltaKobo: number = row.amountKobo,
): Promise<void> {
  // Sent ahead (db/pipeline.ts): nothing reads their answers, so they share the next statement's round trip.
  if (row.projectId) {
    const projectId = row.projectId;
    const revision = await nextRevision(tx);
    await sendAhead(tx, () =>
      tx
        .update(projects)
        .set({ collectedAmountKobo: sql`${projects.collectedAmountKobo} + ${deltaKobo}`, revision })
        .where(eq(projects.id, projectId))
        .execute(),
    );
  }
  // The membership row exists: submitting (or the admin's cash record) needed it, and memberships
  // are never deleted, only set aside; a member who left and rejoins finds their total kept.
  const revision = await nextRevision(tx);
  await sendAhead(tx, () =>
    tx
      .update(groupMembers)
      .set({ contributedAmountKobo: sql`${groupMembers.contributedAmountKobo} + ${deltaKobo}`, revision })
      .where(and(eq(groupMembers.groupId, row.groupId), eq(groupMembers.userId, row.userId)))
      .execute(),
  );
}

/**
 * The group's admin decides a pending contribution (SPEC §4: pending -> confirmed | rejected, and
 * only from pending), in the caller's transaction. Invariants:
 * - the status changes by one conditional update (`WHERE status = 'pending'`), whose returned row
 *   says whether this decision won: of two admins' actions (two devices, two tabs) exactly one
 *   does and the other gets 'already-decided' with the spec's 'Already Confirmed' / 'Rejected'.
 *   The status read first is only for the early answer: on PostgreSQL a concurrent decision may
 *   commit between that read and the update, and only the update's guard sees it;
 * - a confirmation adds the amount to the purse's collectedAmountKobo and the member's
 *   contributedAmountKobo in the same transaction: the totals are always the sums of the
 *   confirmed contributions, and a confirmation that would take the group's confirmed money past
 *   MAX_GROUP_TOTAL_KOBO is refused ('group-total-limit') so no total can lose precision. The
 *   group's row is locked before that check, so two confirmations in one group cannot both pass
 *   the limit on the same sum. Rejections lock it too: every write of a group takes the group's
 *   row first (its history append does anyway), one lock order for all of them;
 * - partners may look but not decide ('not-group-admin'), and an unknown id is
 *   'contribution-not-found';
 * - the deciding admin's unread notifications about it are read, on every device of theirs.
 */
async function decide(tx: Tx, actor: UserRow, contributionId: string, decision: Decision, now: Date, claimed?: Promise<void>): Promise<Outcome<ContributionRecord>> {
  const decided = await decideWithNames(tx, actor, contributionId, decision, now, claimed);
  return decided.ok ? ok(decided.value.row) : decided;
}

/** `decide`, with the names the decided payment's listing item joins (the payer's, its group's and purse's). */
async function decideWithNames(
  tx: Tx,
  actor: UserRow,
  contributionId: string,
  decision: Decision,
  now: Date,
  claimed?: Promise<void>,
): Promise<Outcome<{ row: ContributionRecord; names: ContributionNames }>> {
  const found = await contributionWithGroup(tx).get({ id: contributionId });
  if (!found) return refuse('contribution-not-found');
  const decided = await decideFound(tx, actor, found, decision, now, claimed);
  if (!decided.ok) return decided;
  return ok({ row: decided.value, names: { username: found.payer.username, fullName: found.payer.fullName, groupName: found.group.name, projectName: found.projectName } });
}

/**
 * A decision answered as the listings carry the payment, for the deciding admin (PATCH
 * /api/contributions/{id}/confirm and /reject): built from the decision's own reads and its
 * update's row, with no read of its own. Only the group's admin decides, and the admin reviews
 * the group: the item carries what a reviewer sees (the duplicate flag, the receipt's check).
 * @example outcomeAnswer(await decisionItem(tx, admin, id, { status: 'confirmed', reason: null }, now), 200, (item) => item)
 */
export async function decisionItem(tx: Tx, actor: UserRow, contributionId: string, decision: Decision, now: Date): Promise<Outcome<ContributionListItem>> {
  const decided = await decideWithNames(tx, actor, contributionId, decision, now);
  if (!decided.ok) return decided;
  return ok(presentContribution(decided.value.row, decided.value.names, [decided.value.row.groupId]));
}

// The payment a decision is about, with its group, its purse's name (null for none) and the
// payer's names, for the payer's notice and the admin's answer: one read. Of the group, only what
// a decision uses: on PostgreSQL every column of an answer is described and mapped at each execution.
const DECISION_GROUP = { id: groups.id, name: groups.name, adminId: groups.adminId };
const contributionWithGroup = preparedQuery((q) =>
  q
    .select({ row: contributions, group: DECISION_GROUP, projectName: projects.name, payer: { username: users.username, fullName: users.fullName } })
    .from(contributions)
    .innerJoin(groups, eq(groups.id, contributions.groupId))
    .innerJoin(users, eq(users.id, contributions.userId))
    .leftJoin(projects, eq(projects.id, contributions.projectId))
    .where(eq(contributions.id, sql.placeholder('id')))
    .prepare(),
);
// The same for a row already read (decideReadContribution).
const groupWithPurseName = preparedQuery((q) =>
  q
    .select({ group: DECISION_GROUP, projectName: sql<string | null>`(select ${projects.name} from ${projects} where ${projects.id} = ${sql.placeholder('projectId')})` })
    .from(groups)
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare(),
);

/**
 * `decide` after its read of the row: everything else it does, unchanged. Exported for
 * decide-guards.test.ts only, which hands it a row read before another decision committed (the
 * PostgreSQL race between the read and the update, which no request can be paused inside), so the
 * update's `WHERE status = 'pending'` has a test of its own. Call the confirm and reject below.
 */
export async function decideReadContribution(tx: Tx, actor: UserRow, row: ContributionRecord, decision: Decision, now: Date): Promise<Outcome<ContributionRecord>> {
  const found = await groupWithPurseName(tx).get({ groupId: row.groupId, projectId: row.projectId });
  if (!found) return refuse('not-group-admin');
  return decideFound(tx, actor, { row, ...found }, decision, now);
}

async function decideFound(
  tx: Tx,
  actor: UserRow,
  { row, group, projectName }: { row: ContributionRecord; group: Pick<GroupRecord, 'id' | 'name' | 'adminId'>; projectName: string | null },
  decision: Decision,
  now: Date,
  claimed?: Promise<void>,
): Promise<Outcome<ContributionRecord>> {
  if (group.adminId !== actor.id) return refuse('not-group-admin');
  // A pushed decision's idempotency claim, answered with the read above: nothing is locked or
  // written for a mutation id an earlier request claimed.
  await claimed;
  await lockRow(tx, groups, groups.id, row.groupId);
  if (row.status !== 'pending') return alreadyDecided(row.status);
  // What the decision needs, asked at once (one round trip on PostgreSQL, db/pipeline.ts), all
  // sent after the group's lock: the confirmed sum (the limit) and the history's head, which the
  // lock keeps still; the payer's push devices and the admin's unread notices of the payment; and
  // the numbers it stamps one by one: the payment, the purse's and the member's totals when it is
  // confirmed, the history entry, the payer's notice and the admin's notice of the payment (one
  // number left over when it was read already).
  const overLimit = askAhead(decision.status === 'confirmed' ? groupTotalRefusal(tx, row.groupId, row.amountKobo) : Promise.resolve(null));
  const head = askAhead(historyHead(tx, row.groupId));
  const devices = askAhead(pushDevicesOf(tx, row.userId));
  const unread = askAhead(unreadNoticesAbout(tx, actor.id, row.id));
  const reserved = askAhead(reserveRevisions(tx, (decision.status === 'confirmed' ? (row.projectId ? 2 : 1) : 0) + 4));
  const refusal = await overLimit;
  if (refusal) return refusal;
  await reserved;
  const [decided] = await tx
    .update(contributions)
    .set({
      status: decision.status,
      adminNotes: decision.status === 'rejected' ? decision.reason : row.adminNotes,
      decidedBy: actor.id,
      decidedAt: now,
      revision: await nextRevision(tx),
    })
    .where(and(eq(contributions.id, row.id), eq(contributions.status, 'pending')))
    .returning();
  if (!decided) {
    const [current] = await tx.select({ status: contributions.status }).from(contributions).where(eq(contributions.id, row.id)).limit(1);
    return alreadyDecided(current?.status ?? 'confirmed');
  }
  if (decided.status === 'confirmed') await addToTotals(tx, decided);
  await appendHistory(
    tx,
    {
      groupId: decided.groupId,
      type: decided.status === 'confirmed' ? 'contribution.confirmed' : 'contribution.rejected',
      actorId: actor.id,
      subjectId: decided.userId,
      at: now,
      data: {
        contributionId: decided.id,
        projectId: decided.projectId,
        amountKobo: decided.amountKobo,
        reason: decision.reason,
        ...(decision.status === 'confirmed' && decision.statementLine !== undefined ? { statementLine: decision.statementLine } : {}),
        ...(decided.guest ? { guest: true } : {}),
      },
    },
    { head: await head },
  );
  await notifyDecided(tx, decided, decision, { group, projectName }, now, await devices);
  await markNoticesRead(tx, await unread);
  return ok(decided);
}

/**
 * Confirms a pending contribution and counts its money, in the caller's transaction.
 * `statementLine` names the bank-statement line that showed the money (reconciliation);
 * `claimed`, a sync push's idempotency claim still on the way (idempotency.ts `readsFirst`),
 * awaited before the group's lock.
 * @example await confirmContribution(tx, admin, id, now) // ok(row) or refuse('already-decided', { params: { status: 'confirmed' } })
 */
export async function confirmContribution(
  tx: Tx,
  actor: UserRow,
  contributionId: string,
  now: Date,
  { statementLine, claimed }: { statementLine?: number; claimed?: Promise<void> } = {},
): Promise<Outcome<ContributionRecord>> {
  return decide(tx, actor, contributionId, { status: 'confirmed', reason: null, ...(statementLine === undefined ? {} : { statementLine }) }, now, claimed);
}

/**
 * Rejects a pending contribution; the reason (optional) is kept as adminNotes and told to the
 * contributor. `claimed` as for confirmContribution.
 * @example await rejectContribution(tx, admin, id, 'The receipt is for another account', now)
 */
export async function rejectContribution(tx: Tx, actor: UserRow, contributionId: string, reason: string | null, now: Date, claimed?: Promise<void>): Promise<Outcome<ContributionRecord>> {
  return decide(tx, actor, contributionId, { status: 'rejected', reason }, now, claimed);
}
