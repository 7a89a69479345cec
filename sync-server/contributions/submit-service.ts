import { eq, sql } from 'drizzle-orm';
import type { ContributionListItem, SubmitContribution } from '../../shared/contributions';
import { periodAt } from '../../shared/dues-schedule';
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import { scheduleOf } from '../../shared/purse-schedule';
import { declaredSentDay } from '../../shared/late-fines';
import { lagosDay } from '../../shared/lagos-day';
import { takesGuests } from '../../shared/guest-gifts';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { askAhead, sendAhead } from '../db/pipeline';
import { preparedQuery } from '../db/prepared';
import { nextRevision, revisionsInRead, takenInRead } from '../db/revision';
import { appendHistory, headOf, historyHeadColumns } from '../history/append';
import { contributions, groups, projects, type UserRow } from '../db/schema';
import { activeMemberColumn, activePartnerColumn, type GroupRecord } from '../access/group-access';
import { memberOwedColumn, memberTotalRefusal } from '../groups/money-limits';
import { scheduleFieldsOf } from '../ledger/schedule';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { hasUploadedProof, recordProof, type InspectedProof } from '../proofs/proof-service';
import { queueReceiptRead } from '../receipt-checks/job-queue';
import { presentContribution, type ContributionNames } from '../present/contribution';
import { duplicateColumns } from './duplicate-check';
import { notifySubmitted, reviewersOf } from './notify';
import { newRowId } from '../../shared/row-id';

export type ContributionRecord = typeof contributions.$inferSelect;
type PurseRecord = typeof projects.$inferSelect;

// Every submit runs these: built once per database. Where the payment goes, with whether the
// payer is an active member there and whether they partner the group (the answer's view of it),
// in one read: the purse with its group, or the group alone. Only the columns a submit uses: on
// PostgreSQL every column of an answer is described and mapped again at each execution.
const TARGET_PURSE = {
  id: projects.id,
  groupId: projects.groupId,
  name: projects.name,
  status: projects.status,
  allowedPaymentTypes: projects.allowedPaymentTypes,
  kind: projects.kind,
  guestGiving: projects.guestGiving,
  frequency: projects.frequency,
  startsOn: projects.startsOn,
  endsOn: projects.endsOn,
  amountPerMemberKobo: projects.amountPerMemberKobo,
  rotationOrder: projects.rotationOrder,
  lateFines: projects.lateFines,
  deadline: projects.deadline,
  createdAt: projects.createdAt,
};
const TARGET_GROUP = { id: groups.id, name: groups.name, adminId: groups.adminId };
/** The purse a submit pays into, as it reads it (TARGET_PURSE). */
type TargetPurse = Pick<PurseRecord, keyof typeof TARGET_PURSE>;
/** The group a submit pays into, as it reads it (TARGET_GROUP). */
type TargetGroup = Pick<GroupRecord, keyof typeof TARGET_GROUP>;
const payerColumns = () => ({
  isMember: activeMemberColumn(groups.id, sql.placeholder('userId')),
  isPartner: activePartnerColumn(groups.id, sql.placeholder('userId')),
});
const purseWithGroup = preparedQuery((q) =>
  q
    .select({ project: TARGET_PURSE, group: TARGET_GROUP, ...payerColumns() })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.groupId))
    .where(eq(projects.id, sql.placeholder('id')))
    .prepare(),
);
const groupWithMembership = preparedQuery((q) =>
  q.select({ group: TARGET_GROUP, ...payerColumns() }).from(groups).where(eq(groups.id, sql.placeholder('id'))).prepare(),
);
// Once the group is locked, in one read: the id of a payment already stored under this id (a
// device's retry, read whole only then); whether another payment of the group used the same proof
// or reference; the payer's money owed in the group (its limit); and the head of the group's
// history, which the payment's entry follows.
const lockedGroupRead = preparedQuery((q) =>
  q
    .select({
      existingId: contributions.id,
      ...duplicateColumns(groups.id, sql.placeholder('proofSha256'), sql.placeholder('reference')),
      owedKobo: memberOwedColumn(groups.id, sql.placeholder('userId')),
      ...historyHeadColumns(groups.id),
      // And the revision numbers the submit stamps (on PostgreSQL; SQLite hands them out from memory).
      firstRevision: revisionsInRead(q, sql.placeholder('revisions')),
    })
    .from(groups)
    .leftJoin(contributions, eq(contributions.id, sql.placeholder('id')))
    .where(eq(groups.id, sql.placeholder('groupId')))
    .prepare(),
);
/** Every column a new contribution sets, each a placeholder: the insert is built once, not per submit. */
const NEW_CONTRIBUTION_COLUMNS = [
  'id', 'groupId', 'projectId', 'userId', 'amountKobo', 'description', 'status', 'transactionRef',
  'proofSha256', 'paymentType', 'paymentNotes', 'possibleDuplicate', 'createdAt', 'revision', 'period', 'sentOn', 'guest',
] as const satisfies readonly (keyof ContributionRecord)[];
type NewContribution = Pick<ContributionRecord, (typeof NEW_CONTRIBUTION_COLUMNS)[number]>;
const insertContribution = preparedQuery((q) =>
  q
    .insert(contributions)
    .values(Object.fromEntries(NEW_CONTRIBUTION_COLUMNS.map((column) => [column, sql.placeholder(column)])) as unknown as typeof contributions.$inferInsert)
    .prepare(),
);

/** The new row as stored: what the submit wrote, and nothing decided yet. */
function storedRow(row: NewContribution): ContributionRecord {
  return {
    ...row,
    adminNotes: null,
    decidedBy: null,
    decidedAt: null,
    recordedBy: null,
    reversalReason: null,
    reversedBy: null,
    reversedAt: null,
    receiptCheck: null,
  };
}

/** Where a payment goes: the group and, when one was named, the purse inside it; and whether `payer` is an active member of that group. */
async function resolveTarget(
  tx: Tx,
  input: SubmitContribution,
  payer: UserRow,
): Promise<Outcome<{ group: TargetGroup; project: TargetPurse | null; isMember: boolean; isPartner: boolean }>> {
  if (input.projectId) {
    const found = await purseWithGroup(tx).get({ id: input.projectId, userId: payer.id });
    if (!found) return refuse('project-not-found', { field: 'projectId' });
    if (input.groupId && input.groupId !== found.project.groupId) return refuse('project-not-in-group', { field: 'projectId' });
    return ok(found);
  }
  // The schema guarantees a group or a project was named.
  const found = await groupWithMembership(tx).get({ id: input.groupId ?? '', userId: payer.id });
  if (!found) return refuse('group-not-found', { field: 'groupId' });
  return ok({ ...found, project: null });
}

/** The same payment sent again under its client id: same person, money, place and proof (also a guest's gift, guests/guest-service.ts). */
export function isSamePayment(row: ContributionRecord, actor: UserRow, groupId: string, input: SubmitContribution): boolean {
  return (
    row.userId === actor.id &&
    row.groupId === groupId &&
    row.projectId === input.projectId &&
    row.amountKobo === input.amountKobo &&
    row.proofSha256 === input.proofSha256 &&
    row.transactionRef === input.transactionRef &&
    row.period === input.period
  );
}

/**
 * A member pays into a group, or a purse of it (SPEC §4: a new contribution is pending until the
 * group's admin decides), in the caller's transaction. One service for REST and sync push, so
 * each rule is written once:
 * - only the session user pays for themselves (a body's userId naming anyone else: 'forbidden');
 * - the payer is an active member of the group (the purse's group when only a purse is named,
 *   and a named group must be that purse's group);
 * - the purse is active and accepts the method (its allowedPaymentTypes);
 * - a named proof was uploaded first, by the payer themselves (knowing a hash is not enough), or
 *   its bytes came with this very request (`carried`, already in the proof store): then its rows
 *   are written only on acceptance, in the same transaction, so a refused submission records no proof;
 * - a client id is the row id, so a replay finds its own row instead of making a twin;
 * - the member's confirmed and pending money in the group stays within MAX_GROUP_TOTAL_KOBO.
 * Every refusal comes before the first write: a refusal is an answer, and the transaction commits.
 * The group's row is locked before the client id is looked up and the limit checked, so on
 * PostgreSQL a replay racing its first send waits for it and finds its row, and two submits cannot
 * both pass the limit (every write of a group takes the group's row first: one lock order).
 * The row, its duplicate flag and the reviewers' notifications commit together.
 * `asGuest` (issue 27 §4, guests/guest-service.ts): the payer is someone outside the group, giving
 * to a 'collection' purse that takes guests ('guests-not-allowed' otherwise); the row is marked so.
 * `claimed` (a sync push's idempotency claim, still on the way): awaited before the first lock or
 * write, so the reads before it share the claim's round trip.
 * @example await submitContribution(tx, member, submitContributionSchema.parse({ projectId, amount: 5000 }), now)
 */
export async function submitContribution(
  tx: Tx,
  actor: UserRow,
  input: SubmitContribution,
  now: Date,
  carried?: InspectedProof,
  options: { asGuest?: boolean; claimed?: Promise<void> } = {},
): Promise<Outcome<ContributionRecord>> {
  const submitted = await submit(tx, actor, input, now, carried, options);
  return submitted.ok ? ok(submitted.value.row) : submitted;
}

/**
 * submitContribution answered as the listings carry the payment, for the payer (POST
 * /api/contributions): built from what the submit read and wrote, with no read of its own. The
 * same item a read of the stored row gives (contributionItem).
 * @example outcomeAnswer(await submitContributionItem(tx, member, input, now), 201, (item) => item)
 */
export async function submitContributionItem(tx: Tx, actor: UserRow, input: SubmitContribution, now: Date, carried?: InspectedProof): Promise<Outcome<ContributionListItem>> {
  const submitted = await submit(tx, actor, input, now, carried, {});
  if (!submitted.ok) return submitted;
  const { row, names, reviews } = submitted.value;
  return ok(presentContribution(row, names, reviews ? [row.groupId] : []));
}

/** A submit's payment with what its listing item needs: the names it joins, and whether the payer reviews the group (its admin or a partner). */
interface Submitted {
  row: ContributionRecord;
  names: ContributionNames;
  reviews: boolean;
}

async function submit(
  tx: Tx,
  actor: UserRow,
  input: SubmitContribution,
  now: Date,
  carried: InspectedProof | undefined,
  { asGuest = false, claimed }: { asGuest?: boolean; claimed?: Promise<void> },
): Promise<Outcome<Submitted>> {
  if (input.userId !== null && input.userId !== actor.id) return refuse('forbidden', { field: 'userId' });
  // Whom the notice goes to, asked with the read of where the payment goes (one round trip on
  // PostgreSQL, db/pipeline.ts) and before the group's lock: every submit of the group waits for
  // that lock, so it is held for as few statements as can be. A refusal below leaves it unread.
  const reviewersAsked = askAhead(reviewersOf(tx, input));
  const target = await resolveTarget(tx, input, actor);
  if (!target.ok) return target;
  const { group, project, isMember, isPartner } = target.value;
  const answer = (row: ContributionRecord): Outcome<Submitted> =>
    ok({ row, names: { username: actor.username, fullName: actor.fullName, groupName: group.name, projectName: project?.name ?? null }, reviews: group.adminId === actor.id || isPartner });
  if (asGuest) {
    if (!project || !takesGuests(project)) return refuse('guests-not-allowed', { field: 'projectId' });
  } else if (!isMember) return refuse('not-group-member', { field: 'groupId' });
  if (project) {
    if (project.status !== 'active') return refuse('project-not-active', { field: 'projectId' });
    if (!parseAllowedPaymentTypes(project.allowedPaymentTypes).includes(input.paymentType)) {
      return refuse('payment-method-not-allowed', { field: 'paymentType' });
    }
  }
  // A named period is one of the purse's own (issue 25 §2); other purses have none to name.
  if (input.period !== null) {
    const schedule = project ? scheduleOf(scheduleFieldsOf(project)) : null;
    if (!schedule || schedule.frequency === null || periodAt(schedule, input.period) === null) return refuse('period-invalid', { field: 'period' });
  }
  // 'proof-not-uploaded' is transient for a device: it uploads the bytes and retries.
  const carriesProof = carried !== undefined && carried.sha256 === input.proofSha256;
  if (input.proofSha256 && !carriesProof && !(await hasUploadedProof(tx, actor.id, input.proofSha256))) {
    return refuse('proof-not-uploaded', { field: 'proofOfPayment' });
  }
  const reviewers = await reviewersAsked;
  // A pushed payment's idempotency claim (idempotency.ts `readsFirst`), answered with the reads
  // above: nothing is locked or written for a mutation id an earlier request claimed.
  await claimed;
  await lockRow(tx, groups, groups.id, group.id);
  const id = input.id ?? newRowId();
  // With the read, the numbers the payment, its history entry and each reviewer's notice stamp:
  // the writes after it then wait for no answer, and go with COMMIT. A refusal leaves them unused,
  // a gap a cursor passes over.
  const revisions = 2 + reviewers.size;
  const stored = await lockedGroupRead(tx).get({ id, groupId: group.id, userId: actor.id, proofSha256: input.proofSha256, reference: input.transactionRef || null, revisions });
  // The group's row exists (resolveTarget found it, and it is locked), so its read has a row.
  if (!stored) throw new Error(`the group ${group.id} vanished while locked`);
  takenInRead(tx, stored.firstRevision, revisions);
  if (stored.existingId !== null) {
    const [existing] = (await tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)) as [ContributionRecord];
    return isSamePayment(existing, actor, group.id, input) ? answer(existing) : refuse('id-taken');
  }
  const overLimit = memberTotalRefusal(stored.owedKobo, input.amountKobo);
  if (overLimit) return overLimit;
  if (carriesProof) await recordProof(tx, actor.id, carried, now);

  const row: NewContribution = {
    id,
    groupId: group.id,
    projectId: project?.id ?? null,
    userId: actor.id,
    amountKobo: input.amountKobo,
    period: input.period,
    description: input.description,
    status: 'pending',
    transactionRef: input.transactionRef,
    proofSha256: input.proofSha256,
    paymentType: input.paymentType,
    paymentNotes: input.notes,
    possibleDuplicate: Boolean(stored.sameProof || stored.sameReference),
    createdAt: now,
    sentOn: declaredSentDay(input.sentOn, lagosDay(now.toISOString())),
    guest: asGuest,
    revision: await nextRevision(tx),
  };
  // Sent ahead (db/pipeline.ts): nothing waits for its answer, as the database chooses none of its values.
  await sendAhead(tx, () => insertContribution(tx).run(row));
  const contribution = storedRow(row);
  // The head read with the group locked above: nothing else of this transaction appends before this.
  const head = headOf(stored);
  await appendHistory(tx, {
    groupId: group.id,
    type: 'contribution.submitted',
    actorId: actor.id,
    subjectId: actor.id,
    at: now,
    data: {
      contributionId: contribution.id,
      projectId: contribution.projectId,
      amountKobo: contribution.amountKobo,
      paymentType: contribution.paymentType,
      reference: contribution.transactionRef,
      // A guest's gift (issue 27 §4): the group's members read "a guest", never the name (present/history.ts).
      ...(asGuest ? { guest: true } : {}),
    },
  }, { head });
  await notifySubmitted(tx, contribution, { group, projectName: project?.name ?? null, contributorName: actor.fullName }, now, reviewers);
  if (contribution.proofSha256) await queueReceiptRead(tx, contribution.id, now);
  return answer(contribution);
}
