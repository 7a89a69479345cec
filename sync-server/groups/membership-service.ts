import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Queryable } from '../db/open';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { groupMembers, groups, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import { findGroup } from './access';

/**
 * `user` joins the group as an active member. Takes a `Queryable` so the registration wizard can
 * run it inside the transaction that creates the user (registerWithOtp's afterCreate): the account
 * and its membership then exist together or not at all. Inside a transaction this nests as a
 * savepoint, so a refusal here leaves the outer transaction's own writes to its caller.
 * @example joinGroup(db, member, groupId, now) // ok(membership) or refuse(409, 'already-member', …)
 */
export function joinGroup(db: Queryable, user: UserRow, groupId: string, now: Date): Outcome<typeof groupMembers.$inferSelect> {
  return db.transaction((tx) => {
    const group = findGroup(tx, groupId);
    if (!group) return refuse(404, 'group-not-found', MESSAGES.groupNotFound);
    if (group.adminId === user.id) return refuse(409, 'admin-cannot-join', MESSAGES.adminCannotJoinOwnGroup);

    const existing = tx
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, user.id)))
      .get();
    if (existing && existing.deletedAt === null && existing.status === 'active') {
      return refuse(409, 'already-member', MESSAGES.alreadyMember);
    }

    // One row per (group, user) (a unique index): a returning member gets their old row back,
    // keeping its id and the total of contributions already confirmed for them.
    const membership = existing
      ? tx
          .update(groupMembers)
          .set({ status: 'active', deletedAt: null, joinedAt: now, revision: nextRevision(tx) })
          .where(eq(groupMembers.id, existing.id))
          .returning()
          .get()
      : tx
          .insert(groupMembers)
          .values({
            id: randomUUID(),
            groupId,
            userId: user.id,
            contributedAmountKobo: 0,
            status: 'active',
            joinedAt: now,
            revision: nextRevision(tx),
          })
          .returning()
          .get();

    // Devices show a memberCount derived per group; a new revision on the group row makes every
    // device that sees the group pull it again with the new count.
    tx.update(groups).set({ revision: nextRevision(tx) }).where(eq(groups.id, groupId)).run();
    appendHistory(tx, { groupId, type: 'member.joined', actorId: user.id, subjectId: user.id, at: now, data: { userId: user.id, fullName: user.fullName } });
    return ok(membership);
  });
}
