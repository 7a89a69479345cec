/**
 * Swaps of places in a rotation (issue 25 §5; the rule in shared/rotation-swaps.ts): a member asks
 * another to swap ('rotation.swap-asked'), the other agrees or declines ('rotation.swap-answered'),
 * and once both agree the group's admin approves or refuses ('rotation.swap-decided'). Each step is
 * in the history and told to whoever acts next. A place whose round is over, or whose pot was paid
 * out, never changes: checked when asked and again when approved.
 */
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { lagosDay } from '../../shared/lagos-day';
import type { SWAP_STEPS } from '../../shared/notices';
import { rotationRounds, type RotationPlace, type RotationRound } from '../../shared/rotation';
import { afterDecision, placeLocked, swapBetween, swappedOrder, withAnswer, withAsk, type RotationSwap } from '../../shared/rotation-swaps';
import { scheduleOf } from '../../shared/purse-schedule';
import { isActiveMember, requireGroupRole, type GroupRecord } from '../access/group-access';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { payouts, projects, type UserRow } from '../db/schema';
import { purseForChange, unchangedPurse } from '../groups/purse-for-change';
import { appendHistory } from '../history/append';
import { scheduleFieldsOf } from '../ledger/schedule';
import { addNotification } from '../notifications/write';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { noticePush } from '../push/payloads';

type PurseRecord = typeof projects.$inferSelect;

/**
 * The rotation a swap step acts on, its group locked for the change: for 'member', the actor must
 * be an active member (only members hold places); for 'admin', the group's admin. Its order must
 * be set (not picking). With its rounds and its open requests.
 */
async function rotationFor(tx: Tx, actor: UserRow, projectId: string, who: 'member' | 'admin') {
  const project = await purseForChange(tx, projectId);
  if (!project) return refuse('project-not-found', { field: 'projectId' });
  const checked = await requireGroupRole(tx, project.groupId, actor.id, who === 'admin' ? 'admin' : 'anyone-in-group');
  if (!checked.ok) return checked;
  if (who === 'member' && !(await isActiveMember(tx, project.groupId, actor.id))) return refuse('not-group-member', { field: 'projectId' });
  if (project.kind !== 'rotation') return refuse('not-a-rotation', { field: 'projectId' });
  const order = project.rotationOrder;
  if (!order || order.length === 0 || project.rotationPicks) return refuse('rotation-not-ordered', { field: 'projectId' });
  const schedule = scheduleOf(scheduleFieldsOf(project));
  const rounds = schedule ? rotationRounds(schedule, order) : [];
  return ok({ project, group: checked.value.group, order, rounds, swaps: project.rotationSwaps ?? [] });
}

/** Whether either place can no longer move on `now`: its round is over, or a payout (not rejected) of the rotation went to its member. */
async function eitherLocked(tx: Tx, projectId: string, rounds: readonly RotationRound[], userIds: readonly [string, string], now: Date): Promise<boolean> {
  const paid = await tx
    .select({ userId: payouts.recipientUserId })
    .from(payouts)
    .where(and(eq(payouts.projectId, projectId), isNotNull(payouts.recipientUserId), ne(payouts.status, 'rejected')));
  const paidTo = new Set(paid.map((p) => p.userId!));
  const today = lagosDay(now.toISOString());
  return userIds.some((userId) => placeLocked(rounds, userId, today, paidTo) !== null);
}

async function saveSwaps(tx: Tx, project: PurseRecord, swaps: RotationSwap[], order?: RotationPlace[]): Promise<PurseRecord> {
  const [updated] = await tx
    .update(projects)
    .set({ rotationSwaps: swaps, ...(order ? { rotationOrder: order } : {}), revision: await nextRevision(tx) })
    .where(eq(projects.id, project.id))
    .returning();
  return updated!; // ! : read (and its group locked) in this transaction
}

const dueDayOf = (rounds: readonly RotationRound[], userId: string) => rounds.find((r) => r.collector.userId === userId)?.dueDay ?? '';

/** Tells `userIds` of a step of `swap`, in their language and by push; the tap opens the purse. */
async function tell(tx: Tx, userIds: readonly string[], step: (typeof SWAP_STEPS)[number], swap: RotationSwap, context: { project: PurseRecord; group: GroupRecord; rounds: readonly RotationRound[] }, now: Date) {
  const { project, group, rounds } = context;
  const params = {
    kind: 'rotationSwap',
    step,
    purse: `${project.name} (${group.name})`,
    from: swap.from.name,
    to: swap.to.name,
    fromDay: dueDayOf(rounds, swap.from.userId),
    toDay: dueDayOf(rounds, swap.to.userId),
  } as const;
  for (const userId of new Set(userIds)) {
    await addNotification(tx, { userId, groupId: group.id, projectId: project.id, type: 'rotation_swap', params }, noticePush(`swap-${project.id}`, `/purses/${encodeURIComponent(project.id)}`, params), now);
  }
}

/**
 * A member asks another member of the rotation to swap places with them (`withUserId` null:
 * withdraws their request). Both must hold a place whose round is not over nor paid. A new ask
 * replaces the asker's earlier one; the same ask again answers the purse unchanged (a retry).
 * Appends 'rotation.swap-asked' and tells the member asked.
 */
export async function askSwap(tx: Tx, actor: UserRow, input: { projectId: string; withUserId: string | null }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationFor(tx, actor, input.projectId, 'member');
  if (!found.ok) return found;
  const { project, group, order, rounds, swaps } = found.value;
  const mine = swaps.find((s) => s.from.userId === actor.id) ?? null;
  const history = { groupId: project.groupId, type: 'rotation.swap-asked' as const, actorId: actor.id, at: now };
  if (input.withUserId === null) {
    if (!mine) return ok(await unchangedPurse(tx, project));
    const updated = await saveSwaps(tx, project, withAsk(swaps, mine.from, null));
    await appendHistory(tx, { ...history, subjectId: null, data: { projectId: project.id, name: project.name, withUserId: null } });
    return ok(updated);
  }
  if (mine?.to.userId === input.withUserId) return ok(await unchangedPurse(tx, project));
  const from = order.find((p) => p.userId === actor.id);
  const to = order.find((p) => p.userId === input.withUserId);
  if (!from) return refuse('rotation-swap-invalid', { field: 'projectId' });
  if (!to || to.userId === actor.id || !(await isActiveMember(tx, project.groupId, to.userId))) return refuse('rotation-swap-invalid', { field: 'withUserId' });
  if (await eitherLocked(tx, project.id, rounds, [from.userId, to.userId], now)) return refuse('rotation-swap-collected', { field: 'withUserId' });
  const updated = await saveSwaps(tx, project, withAsk(swaps, from, to));
  await appendHistory(tx, { ...history, subjectId: to.userId, data: { projectId: project.id, name: project.name, withUserId: to.userId } });
  await tell(tx, [to.userId], 'asked', { from, to, agreed: false }, { project, group, rounds }, now);
  return ok(updated);
}

/**
 * The member asked answers `fromUserId`'s request: agreed (it then waits for the admin, who is
 * told) or declined (it goes, and the asker is told). The same answer again: unchanged. Appends
 * 'rotation.swap-answered'.
 */
export async function answerSwap(tx: Tx, actor: UserRow, input: { projectId: string; fromUserId: string; agree: boolean }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationFor(tx, actor, input.projectId, 'member');
  if (!found.ok) return found;
  const { project, group, rounds, swaps } = found.value;
  const swap = swapBetween(swaps, input.fromUserId, actor.id);
  if (!swap) return refuse('rotation-swap-not-found', { field: 'fromUserId' });
  if (swap.agreed && input.agree) return ok(await unchangedPurse(tx, project));
  const updated = await saveSwaps(tx, project, withAnswer(swaps, input.fromUserId, actor.id, input.agree));
  await appendHistory(tx, { groupId: project.groupId, type: 'rotation.swap-answered', actorId: actor.id, subjectId: swap.from.userId, at: now, data: { projectId: project.id, name: project.name, agree: input.agree } });
  await tell(tx, input.agree ? [group.adminId] : [swap.from.userId], input.agree ? 'agreed' : 'declined', swap, { project, group, rounds }, now);
  return ok(updated);
}

/**
 * The group's admin decides a request both members agreed to: approved, the two places change
 * (if neither round is over nor paid by now), and every other request involving either member
 * goes; refused, the request goes. Appends 'rotation.swap-decided' (approved: with the new order)
 * and tells both members. A request already decided is 'rotation-swap-not-found'.
 */
export async function decideSwap(tx: Tx, actor: UserRow, input: { projectId: string; fromUserId: string; approve: boolean }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await rotationFor(tx, actor, input.projectId, 'admin');
  if (!found.ok) return found;
  const { project, group, order: before, rounds, swaps } = found.value;
  const swap = swaps.find((s) => s.from.userId === input.fromUserId);
  if (!swap) return refuse('rotation-swap-not-found', { field: 'fromUserId' });
  if (!swap.agreed) return refuse('rotation-swap-not-agreed', { field: 'fromUserId' });
  if (input.approve && !((await isActiveMember(tx, project.groupId, swap.from.userId)) && (await isActiveMember(tx, project.groupId, swap.to.userId)))) return refuse('rotation-swap-invalid', { field: 'fromUserId' });
  if (input.approve && (await eitherLocked(tx, project.id, rounds, [swap.from.userId, swap.to.userId], now))) return refuse('rotation-swap-collected', { field: 'fromUserId' });
  const order = input.approve ? swappedOrder(before, swap.from.userId, swap.to.userId) : undefined;
  const updated = await saveSwaps(tx, project, afterDecision(swaps, swap, input.approve), order);
  await appendHistory(tx, {
    groupId: project.groupId,
    type: 'rotation.swap-decided',
    actorId: actor.id,
    subjectId: null,
    at: now,
    data: {
      projectId: project.id,
      name: project.name,
      approved: input.approve,
      from: swap.from.name,
      to: swap.to.name,
      ...(order ? { order: order.map((place) => place.userId), names: order.map((place) => place.name) } : {}),
    },
  });
  await tell(tx, [swap.from.userId, swap.to.userId], input.approve ? 'approved' : 'refused', swap, { project, group, rounds }, now);
  return ok(updated);
}
