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

/** The purse, its group locked for the change. */
async function purseFor(tx: Tx, projectId: string): Promise<Outcome<PurseRecord>> {
  const project = await purseForChange(tx, projectId);
  return project ? ok(project) : refuse('project-not-found', { field: 'projectId' });
}

/** The rotation's rounds, the Lagos day, and the members a round's payout (not rejected) went to. */
async function roundsOf(tx: Tx, project: PurseRecord, now: Date) {
  const schedule = scheduleOf(scheduleFieldsOf(project));
  const rounds = schedule && project.rotationOrder ? rotationRounds(schedule, project.rotationOrder) : [];
  const paid = await tx
    .select({ userId: payouts.recipientUserId })
    .from(payouts)
    .where(and(eq(payouts.projectId, project.id), isNotNull(payouts.recipientUserId), ne(payouts.status, 'rejected')));
  return { rounds, today: lagosDay(now.toISOString()), paidTo: new Set(paid.map((p) => p.userId!)) };
}

/** Checks the rotation is one whose order is set; the refusal else. */
function orderedRotation(project: PurseRecord): Outcome<RotationPlace[]> {
  if (project.kind !== 'rotation') return refuse('not-a-rotation', { field: 'projectId' });
  if (!project.rotationOrder || project.rotationOrder.length === 0 || project.rotationPicks) return refuse('rotation-not-ordered', { field: 'projectId' });
  return ok(project.rotationOrder);
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
  const found = await purseFor(tx, input.projectId);
  if (!found.ok) return found;
  const project = found.value;
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  if (!(await isActiveMember(tx, project.groupId, actor.id))) return refuse('not-group-member', { field: 'projectId' });
  const ordered = orderedRotation(project);
  if (!ordered.ok) return ordered;
  const swaps = project.rotationSwaps ?? [];
  const mine = swaps.find((s) => s.from.userId === actor.id) ?? null;
  const history = { groupId: project.groupId, type: 'rotation.swap-asked' as const, actorId: actor.id, at: now };
  if (input.withUserId === null) {
    if (!mine) return ok(await unchangedPurse(tx, project));
    const updated = await saveSwaps(tx, project, withAsk(swaps, mine.from, null));
    await appendHistory(tx, { ...history, subjectId: null, data: { projectId: project.id, name: project.name, withUserId: null } });
    return ok(updated);
  }
  if (mine?.to.userId === input.withUserId) return ok(await unchangedPurse(tx, project));
  const from = ordered.value.find((p) => p.userId === actor.id);
  const to = ordered.value.find((p) => p.userId === input.withUserId);
  if (!from) return refuse('rotation-swap-invalid', { field: 'projectId' });
  if (!to || to.userId === actor.id || !(await isActiveMember(tx, project.groupId, to.userId))) return refuse('rotation-swap-invalid', { field: 'withUserId' });
  const { rounds, today, paidTo } = await roundsOf(tx, project, now);
  if (placeLocked(rounds, from.userId, today, paidTo) || placeLocked(rounds, to.userId, today, paidTo)) return refuse('rotation-swap-collected', { field: 'withUserId' });
  const updated = await saveSwaps(tx, project, withAsk(swaps, from, to));
  await appendHistory(tx, { ...history, subjectId: to.userId, data: { projectId: project.id, name: project.name, withUserId: to.userId } });
  await tell(tx, [to.userId], 'asked', { from, to, agreed: false }, { project, group: checked.value.group, rounds }, now);
  return ok(updated);
}

/**
 * The member asked answers `fromUserId`'s request: agreed (it then waits for the admin, who is
 * told) or declined (it goes, and the asker is told). The same answer again: unchanged. Appends
 * 'rotation.swap-answered'.
 */
export async function answerSwap(tx: Tx, actor: UserRow, input: { projectId: string; fromUserId: string; agree: boolean }, now: Date): Promise<Outcome<PurseRecord>> {
  const found = await purseFor(tx, input.projectId);
  if (!found.ok) return found;
  const project = found.value;
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  if (!(await isActiveMember(tx, project.groupId, actor.id))) return refuse('not-group-member', { field: 'projectId' });
  const ordered = orderedRotation(project);
  if (!ordered.ok) return ordered;
  const swaps = project.rotationSwaps ?? [];
  const swap = swapBetween(swaps, input.fromUserId, actor.id);
  if (!swap) return refuse('rotation-swap-not-found', { field: 'fromUserId' });
  if (swap.agreed && input.agree) return ok(await unchangedPurse(tx, project));
  const updated = await saveSwaps(tx, project, withAnswer(swaps, input.fromUserId, actor.id, input.agree));
  await appendHistory(tx, { groupId: project.groupId, type: 'rotation.swap-answered', actorId: actor.id, subjectId: swap.from.userId, at: now, data: { projectId: project.id, name: project.name, agree: input.agree } });
  const { rounds } = await roundsOf(tx, project, now);
  const group = checked.value.group;
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
  const found = await purseFor(tx, input.projectId);
  if (!found.ok) return found;
  const project = found.value;
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const ordered = orderedRotation(project);
  if (!ordered.ok) return ordered;
  const swaps = project.rotationSwaps ?? [];
  const swap = swaps.find((s) => s.from.userId === input.fromUserId);
  if (!swap) return refuse('rotation-swap-not-found', { field: 'fromUserId' });
  if (!swap.agreed) return refuse('rotation-swap-not-agreed', { field: 'fromUserId' });
  if (input.approve && !((await isActiveMember(tx, project.groupId, swap.from.userId)) && (await isActiveMember(tx, project.groupId, swap.to.userId)))) return refuse('rotation-swap-invalid', { field: 'fromUserId' });
  const { rounds, today, paidTo } = await roundsOf(tx, project, now);
  if (input.approve && (placeLocked(rounds, swap.from.userId, today, paidTo) || placeLocked(rounds, swap.to.userId, today, paidTo))) return refuse('rotation-swap-collected', { field: 'fromUserId' });
  const order = input.approve ? swappedOrder(ordered.value, swap.from.userId, swap.to.userId) : undefined;
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
  await tell(tx, [swap.from.userId, swap.to.userId], input.approve ? 'approved' : 'refused', swap, { project, group: checked.value.group, rounds }, now);
  return ok(updated);
}
