import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { groupMembers, groups, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { findGroup } from '../access/group-access';
import { newMemberTag } from '../pay-codes/pay-tags';

/**
 * `user` joins the group as an active member, in the caller's transaction: the join route's, or
 * the registration wizard's (registerWithOtp's afterCreate), so the account and its membership
 * exist together or not at all. Every refusal comes before the first write, so a refusal leaves
 * nothing of its own behind in the caller's transaction.
 * The group's row is locked first: two joins of the same user racing (two taps, two devices) then
 * run one after the other, and the second finds the membership instead of failing on its unique
 * index.
 * @example await joinGroup(tx, member, groupId, now) // ok(membership) or refuse('already-member')
 */
export async function joinGroup(tx: Tx, user: UserRow, groupId: string, now: Date): Promise<Outcome<typeof groupMembers.$inferSelect>> {
  await lockRow(tx, groups, groups.id, groupId);
  const group = await findGroup(tx, groupId);
  if (!group) return refuse('group-not-found');
  if (group.adminId === user.id) return refuse('admin-cannot-join');

  const [existing] = await tx
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, user.id)))
    .limit(1);
  if (existing && existing.deletedAt === null && existing.status === 'active') {
    return refuse('already-member');
  }

  // One row per (group, user) (a unique index): a returning member gets their old row back,
  // keeping its id and the total of contributions already confirmed for them. Their access begins
  // at this revision: their devices' next pull sends the group whole (access/visibility.ts).
  const revision = await nextRevision(tx);
  const [membership] = existing
    ? await tx
        .update(groupMembers)
        .set({ status: 'active', deletedAt: null, joinedAt: now, accessRevision: revision, revision, ...(existing.payTag ? {} : { payTag: await newMemberTag(tx, groupId, user.fullName) }) })
        .where(eq(groupMembers.id, existing.id))
        .returning()
    : await tx
        .insert(groupMembers)
        .values({
          id: randomUUID(),
          groupId,
          userId: user.id,
          contributedAmountKobo: 0,
          status: 'active',
          joinedAt: now,
          // Their part of their payment codes (issue 27 §3), kept if they leave and come back.
          payTag: await newMemberTag(tx, groupId, user.fullName),
          accessRevision: revision,
          revision,
        })
        .returning();

  // Devices show a memberCount derived per group; a new revision on the group row makes every
  // device that sees the group pull it again with the new count.
  await tx.update(groups).set({ revision: await nextRevision(tx) }).where(eq(groups.id, groupId));
  await appendHistory(tx, { groupId, type: 'member.joined', actorId: user.id, subjectId: user.id, at: now, data: { userId: user.id, fullName: user.fullName } });
  return ok(membership!); // ! : the row was read (or inserted) in this transaction
}
