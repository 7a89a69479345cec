/**
 * The stored tags payment codes are made of (issue 27 §3; shared/pay-codes.ts): a member's tag is
 * given when they first join a group, a purse's when it is made, each the first free one in the
 * group. Callers hold the group's row lock (joinGroup, createPurse), so two joins cannot take one
 * tag; a unique index on (group, tag) keeps it so should one ever skip it. A tag is never changed:
 * a code a member already put in a transfer keeps naming them.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { codeBook, freeMemberTag, freePurseTag, memberTagBase, purseTagBase, type CodeBook } from '../../shared/pay-codes';
import { lagosDay } from '../../shared/lagos-day';
import type { Database, Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { groupMembers, groups, projects, users } from '../db/schema';

async function takenMemberTags(tx: Tx, groupId: string): Promise<Set<string>> {
  const rows = await tx.select({ tag: groupMembers.payTag }).from(groupMembers).where(and(eq(groupMembers.groupId, groupId), isNotNull(groupMembers.payTag)));
  return new Set(rows.map((row) => row.tag!));
}

async function takenPurseTags(tx: Tx, groupId: string): Promise<Set<string>> {
  const rows = await tx.select({ tag: projects.payTag }).from(projects).where(and(eq(projects.groupId, groupId), isNotNull(projects.payTag)));
  return new Set(rows.map((row) => row.tag!));
}

/**
 * The tag of a member joining the group now, under the caller's lock of the group's row.
 * @example await newMemberTag(tx, groupId, 'Adaeze Okafor') // 'ADA', or 'ADA2' when an Ada is in the group
 */
export async function newMemberTag(tx: Tx, groupId: string, fullName: string): Promise<string> {
  return freeMemberTag(memberTagBase(fullName), await takenMemberTags(tx, groupId));
}

/** The year (Lagos) a purse made at `now` is dated by. */
const lagosYear = (now: Date) => Number(lagosDay(now.toISOString()).slice(0, 4));

/**
 * The tag of a purse made now, under the caller's lock of the group's row.
 * @example await newPurseTag(tx, groupId, 'December dues', now) // 'DEC26'
 */
export async function newPurseTag(tx: Tx, groupId: string, name: string, now: Date): Promise<string> {
  return freePurseTag(purseTagBase(name, lagosYear(now)), await takenPurseTags(tx, groupId));
}

/**
 * Gives a tag to every membership and purse made before tags existed (or written by a path that
 * gave none), one group per transaction with its row locked, oldest first so the first Ada keeps
 * ADA; each row's revision moves so phones pull its tag. Safe to run again and from several
 * processes: a row that has its tag is left as it is. Answers how many tags it gave.
 * @example await assignMissingPayTags(db, clock.now()) // 0 once every row has its tag
 */
export async function assignMissingPayTags(db: Database, now: Date): Promise<number> {
  const groupIds = await db.transaction(
    async (tx) => {
      const members = await tx.selectDistinct({ groupId: groupMembers.groupId }).from(groupMembers).where(isNull(groupMembers.payTag));
      const purses = await tx.selectDistinct({ groupId: projects.groupId }).from(projects).where(isNull(projects.payTag));
      return [...new Set([...members, ...purses].map((row) => row.groupId))];
    },
    { readOnly: true },
  );
  let given = 0;
  for (const groupId of groupIds) {
    given += await db.transaction(async (tx) => {
      await lockRow(tx, groups, groups.id, groupId);
      let count = 0;
      const members = await tx
        .select({ id: groupMembers.id, fullName: users.fullName })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.payTag)))
        .orderBy(groupMembers.joinedAt, groupMembers.id);
      const memberTags = await takenMemberTags(tx, groupId);
      for (const member of members) {
        const tag = freeMemberTag(memberTagBase(member.fullName), memberTags);
        memberTags.add(tag);
        await tx.update(groupMembers).set({ payTag: tag, revision: await nextRevision(tx) }).where(eq(groupMembers.id, member.id));
        count += 1;
      }
      const purses = await tx
        .select({ id: projects.id, name: projects.name, createdAt: projects.createdAt })
        .from(projects)
        .where(and(eq(projects.groupId, groupId), isNull(projects.payTag)))
        .orderBy(projects.createdAt, projects.id);
      const purseTags = await takenPurseTags(tx, groupId);
      for (const purse of purses) {
        const tag = freePurseTag(purseTagBase(purse.name, lagosYear(purse.createdAt)), purseTags);
        purseTags.add(tag);
        await tx.update(projects).set({ payTag: tag, revision: await nextRevision(tx) }).where(eq(projects.id, purse.id));
        count += 1;
      }
      return count;
    });
  }
  return given;
}

/**
 * The group's members' and purses' tags, for finding its codes in a narration or a receipt.
 * @example codesIn('TRF/ADA-DEC26', await groupCodeBook(tx, groupId))
 */
export async function groupCodeBook(tx: Tx, groupId: string): Promise<CodeBook> {
  const members = await tx.select({ userId: groupMembers.userId, tag: groupMembers.payTag }).from(groupMembers).where(eq(groupMembers.groupId, groupId));
  const purses = await tx.select({ projectId: projects.id, tag: projects.payTag }).from(projects).where(eq(projects.groupId, groupId));
  return codeBook(members, purses);
}
