/**
 * A rotation's order (issue 25 §5): who collects each round. Set by the group's admin, or drawn
 * fairly at random: the server picks the seed (so the admin cannot try seeds until one suits
 * them) and records the seed and the members it drew from in the history, so any member can draw
 * it again and get the same order (shared/rotation-draw.ts). The order may change only before the
 * first round begins. Or the members pick their places (openPicks, pickPlace, closePicks): each
 * takes a free place while the picking is open; when the admin closes it, the places nobody took
 * are drawn among the members who took none, from a seed the server picks and records.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { lagosDay } from '../../shared/lagos-day';
import type { RotationPlace } from '../../shared/rotation';
import { drawRotationOrder } from '../../shared/rotation-draw';
import { holderOf, orderFromPicks, withPick } from '../../shared/rotation-picks';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { groupMembers, projects, users, type UserRow } from '../db/schema';
import { isActiveMember, requireGroupRole } from '../access/group-access';
import { purseForChange, unchangedPurse } from '../groups/purse-for-change';
import { appendHistory } from '../history/append';
import { activeMembership } from '../ledger/figures';
import { ok, refuse, type Outcome } from '../outcome/outcome';

type PurseRecord = typeof projects.$inferSelect;

/** The rotation, for its group's admin, while its order may still change; and its active members by id. */
async function rotationForOrder(tx: Tx, actor: UserRow, projectId: string, now: Date) {
  const project = await purseForChange(tx, projectId);
  if (!project) return refuse('project-not-found', { field: 'projectId' });
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  if (project.kind !== 'rotation') return refuse('not-a-rotation', { field: 'projectId' });
  if (project.rotationOrder && project.startsOn && lagosDay(now.toISOString()) >= project.startsOn) return refuse('rotation-started', { field: 'projectId' });
  const members = await tx
    .select({ userId: groupMembers.userId, name: users.fullName })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, project.groupId), activeMembership()))
    .orderBy(asc(groupMembers.userId));
  if (members.length < 2) return refuse('rotation-needs-members', { field: 'projectId' });
  return ok({ project, members });
}

async function saveOrder(tx: Tx, actor: UserRow, project: PurseRecord, order: RotationPlace[], data: Record<string, string | string[]>, now: Date): Promise<PurseRecord> {
  // An order set (drawn, by hand, or from the places picked) closes any picking, and drops the
  // requests to swap places in the order before it.
  const [updated] = await tx.update(projects).set({ rotationOrder: order, rotationPicks: null, rotationSwaps: null, revision: await nextRevision(tx) }).where(eq(projects.id, project.id)).returning();
  await appendHistory(tx, {
    groupId: project.groupId,
    type: 'rotation.ordered',
    actorId: actor.id,
    subjectId: null,
    at: now,
    data: { projectId: project.id, name: project.name, ...data, order: order.map((place) => place.userId), names: order.map((place) => place.name) },
  });
  return updated!; // ! : read (and its group locked) in this transaction
}

/**
 * Draws the order of every active member from a seed the server picks. Appends 'rotation.ordered'
 * with the method, the seed and the members (sorted ids), everything a member needs to draw it again.
 * @example await drawRotation(tx, admin, { projectId }, now)
 */
export async function drawRotation(tx: Tx, actor: UserRow, input: { projectId: string }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationForOrder(tx, actor, input.projectId, now);
  if (!found.ok) return found;
  const { project, members } = found.value;
  const seed = randomBytes(16).toString('hex');
  const ids = members.map((m) => m.userId);
  const byId = new Map(members.map((m) => [m.userId, m]));
  const order = drawRotationOrder(seed, ids).map((userId) => byId.get(userId)!);
  return ok(await saveOrder(tx, actor, project, order, { method: 'draw', seed, members: [...ids].sort() }, now));
}

/**
 * The admin sets the order by hand: every active member exactly once. The same order again
 * answers the purse unchanged (a retry).
 */
export async function setRotationOrder(tx: Tx, actor: UserRow, input: { projectId: string; order: string[] }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationForOrder(tx, actor, input.projectId, now);
  if (!found.ok) return found;
  const { project, members } = found.value;
  const byId = new Map(members.map((m) => [m.userId, m]));
  const unique = new Set(input.order);
  if (unique.size !== input.order.length || input.order.length !== members.length || input.order.some((id) => !byId.has(id))) return refuse('rotation-order-invalid', { field: 'order' });
  if (project.rotationOrder?.map((p) => p.userId).join() === input.order.join()) return ok(await unchangedPurse(tx, project));
  return ok(await saveOrder(tx, actor, project, input.order.map((userId) => byId.get(userId)!), { method: 'admin' }, now));
}

/**
 * The admin lets the members pick their places: the picking opens with no place taken, and an
 * order set before (the first round not begun) is put aside. Appends 'rotation.picks-opened'.
 * Opened already: the purse unchanged (a retry).
 */
export async function openPicks(tx: Tx, actor: UserRow, input: { projectId: string }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationForOrder(tx, actor, input.projectId, now);
  if (!found.ok) return found;
  const { project } = found.value;
  if (project.rotationPicks) return ok(await unchangedPurse(tx, project));
  const [updated] = await tx.update(projects).set({ rotationPicks: [], rotationOrder: null, rotationSwaps: null, revision: await nextRevision(tx) }).where(eq(projects.id, project.id)).returning();
  await appendHistory(tx, { groupId: project.groupId, type: 'rotation.picks-opened', actorId: actor.id, subjectId: null, at: now, data: { projectId: project.id, name: project.name } });
  return ok(updated!);
}

/**
 * A member takes a free place (0 = the first round), or gives theirs up (null), while the picking
 * is open: one place per active member ('rotation-place-invalid' beyond), none another member
 * holds ('rotation-place-taken'). Appends 'rotation.place-picked'. The same place again: unchanged.
 */
export async function pickPlace(tx: Tx, actor: UserRow, input: { projectId: string; place: number | null }, now: Date): Promise<Outcome<PurseRecord>> {
  const project = await purseForChange(tx, input.projectId);
  if (!project) return refuse('project-not-found', { field: 'projectId' });
  if (!(await isActiveMember(tx, project.groupId, actor.id))) return refuse('not-group-member', { field: 'projectId' });
  if (project.kind !== 'rotation') return refuse('not-a-rotation', { field: 'projectId' });
  const picks = project.rotationPicks;
  if (!picks) return refuse('rotation-not-picking', { field: 'projectId' });
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, project.groupId), activeMembership()))) as [{ count: number }];
  if (input.place !== null && input.place >= count) return refuse('rotation-place-invalid', { field: 'place' });
  const holder = input.place === null ? undefined : holderOf(picks, input.place);
  if (holder && holder.userId !== actor.id) return refuse('rotation-place-taken', { field: 'place' });
  const current = picks.find((p) => p.userId === actor.id)?.place ?? null;
  if (current === input.place) return ok(await unchangedPurse(tx, project));
  const next = withPick(picks, { userId: actor.id, name: actor.fullName }, input.place);
  const [updated] = await tx.update(projects).set({ rotationPicks: next, revision: await nextRevision(tx) }).where(eq(projects.id, project.id)).returning();
  await appendHistory(tx, {
    groupId: project.groupId,
    type: 'rotation.place-picked',
    actorId: actor.id,
    subjectId: actor.id,
    at: now,
    data: { projectId: project.id, name: project.name, place: input.place },
  });
  return ok(updated!);
}

/**
 * The admin closes the picking: each member keeps the place they took, and the free places are
 * drawn among the members who took none, from a seed the server picks. Appends 'rotation.ordered'
 * (method 'picked') with the places taken, the seed and the members drawn: anyone can check it.
 */
export async function closePicks(tx: Tx, actor: UserRow, input: { projectId: string }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationForOrder(tx, actor, input.projectId, now);
  if (!found.ok) return found;
  const { project, members } = found.value;
  if (!project.rotationPicks) return project.rotationOrder ? ok(await unchangedPurse(tx, project)) : refuse('rotation-not-picking', { field: 'projectId' });
  const seed = randomBytes(16).toString('hex');
  const { order, drawn } = orderFromPicks(members, project.rotationPicks, seed);
  const picked = order.map((place) => place.userId).filter((id) => !drawn.includes(id));
  return ok(await saveOrder(tx, actor, project, order, { method: 'picked', seed, members: drawn, picked }, now));
}
