import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { SubmitContribution } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import type { Db, Queryable } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { contributions, projects, type UserRow } from '../db/schema';
import { findGroup, isActiveMember, type GroupRecord } from '../groups/access';
import { memberTotalRefusal } from '../groups/money-limits';
import { ok, refuse, type Outcome } from '../http/outcome';
import { hasUploadedProof, recordProof, type InspectedProof } from '../proofs/proof-service';
import { queueReceiptRead } from '../receipt-checks/job-queue';
import { looksDuplicate } from './duplicate-check';
import { notifySubmitted } from './notify';

export type ContributionRecord = typeof contributions.$inferSelect;
type ProjectRecord = typeof projects.$inferSelect;

// Every submit runs these: built once per database.
const projectById = preparedQuery((q) => q.select().from(projects).where(eq(projects.id, sql.placeholder('id'))).prepare());
const contributionById = preparedQuery((q) => q.select().from(contributions).where(eq(contributions.id, sql.placeholder('id'))).prepare());
/** Every column a new contribution sets, each a placeholder: the insert is built once, not per submit. */
const NEW_CONTRIBUTION_COLUMNS = [
  'id', 'groupId', 'projectId', 'userId', 'amountKobo', 'description', 'status', 'transactionRef',
  'proofSha256', 'paymentType', 'paymentNotes', 'possibleDuplicate', 'createdAt', 'revision',
] as const satisfies readonly (keyof ContributionRecord)[];
type NewContribution = Pick<ContributionRecord, (typeof NEW_CONTRIBUTION_COLUMNS)[number]>;
const insertContribution = preparedQuery((q) =>
  q
    .insert(contributions)
    .values(Object.fromEntries(NEW_CONTRIBUTION_COLUMNS.map((column) => [column, sql.placeholder(column)])) as unknown as NewContribution)
    .returning()
    .prepare(),
);

/** Where a payment goes: the group and, when one was named, the purse inside it. */
function resolveTarget(tx: Queryable, input: SubmitContribution): Outcome<{ group: GroupRecord; project: ProjectRecord | null }> {
  let project: ProjectRecord | null = null;
  if (input.projectId) {
    project = projectById(tx).get({ id: input.projectId }) ?? null;
    if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound, 'projectId');
    if (input.groupId && input.groupId !== project.groupId) return refuse(422, 'project-not-in-group', MESSAGES.projectNotInGroup, 'projectId');
  }
  // The schema guarantees a group or a project was named.
  const group = findGroup(tx, project?.groupId ?? input.groupId ?? '');
  if (!group) return refuse(404, 'group-not-found', MESSAGES.groupNotFound, 'groupId');
  return ok({ group, project });
}

/** The same payment sent again under its client id: same person, money, place and proof. */
function isSamePayment(row: ContributionRecord, actor: UserRow, groupId: string, input: SubmitContribution): boolean {
  return (
    row.userId === actor.id &&
    row.groupId === groupId &&
    row.projectId === input.projectId &&
    row.amountKobo === input.amountKobo &&
    row.proofSha256 === input.proofSha256 &&
    row.transactionRef === input.transactionRef
  );
}

/**
 * A member pays into a group, or a purse of it (SPEC §4: a new contribution is pending until the
 * group's admin decides). One service for REST and sync push, so each rule is written once:
 * - only the session user pays for themselves (a body's userId naming anyone else: 403);
 * - the payer is an active member of the group (the purse's group when only a purse is named,
 *   and a named group must be that purse's group);
 * - the purse is active and accepts the method (its allowedPaymentTypes);
 * - a named proof was uploaded first, by the payer themselves (knowing a hash is not enough), or
 *   its bytes came with this very request (`carried`, already on disk): then its rows are written
 *   only on acceptance, in the same transaction, so a refused submission records no proof;
 * - a client id is the row id, so a replay finds its own row instead of making a twin;
 * - the member's confirmed and pending money in the group stays within MAX_GROUP_TOTAL_KOBO.
 * The row, its duplicate flag and the reviewers' notifications commit together.
 * @example submitContribution(db, member, submitContributionSchema.parse({ projectId, amount: 5000 }), now)
 */
export function submitContribution(
  db: Db,
  actor: UserRow,
  input: SubmitContribution,
  now: Date,
  carried?: InspectedProof,
): Outcome<ContributionRecord> {
  if (input.userId !== null && input.userId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden, 'userId');
  return db.transaction(
    (tx) => {
      const target = resolveTarget(tx, input);
      if (!target.ok) return target;
      const { group, project } = target.value;
      if (!isActiveMember(tx, group.id, actor.id)) return refuse(403, 'not-group-member', MESSAGES.notGroupMember, 'groupId');
      if (project) {
        if (project.status !== 'active') return refuse(422, 'project-not-active', MESSAGES.projectNotActive, 'projectId');
        if (!parseAllowedPaymentTypes(project.allowedPaymentTypes).includes(input.paymentType)) {
          return refuse(422, 'payment-method-not-allowed', MESSAGES.paymentMethodNotAllowed, 'paymentType');
        }
      }
      // 'proof-not-uploaded' is transient for a device: it uploads the bytes and retries.
      const carriesProof = carried !== undefined && carried.sha256 === input.proofSha256;
      if (input.proofSha256 && !carriesProof && !hasUploadedProof(tx, actor.id, input.proofSha256)) {
        return refuse(409, 'proof-not-uploaded', MESSAGES.proofNotUploaded, 'proofOfPayment');
      }
      const id = input.id ?? randomUUID();
      const existing = contributionById(tx).get({ id });
      if (existing) return isSamePayment(existing, actor, group.id, input) ? ok(existing) : refuse(409, 'id-taken', MESSAGES.idTaken);
      const overLimit = memberTotalRefusal(tx, group.id, actor.id, input.amountKobo);
      if (overLimit) return overLimit;
      if (carriesProof) recordProof(tx, actor.id, carried, now);

      const row: NewContribution = {
        id,
        groupId: group.id,
        projectId: project?.id ?? null,
        userId: actor.id,
        amountKobo: input.amountKobo,
        description: input.description,
        status: 'pending',
        transactionRef: input.transactionRef,
        proofSha256: input.proofSha256,
        paymentType: input.paymentType,
        paymentNotes: input.notes,
        possibleDuplicate: looksDuplicate(tx, group.id, input),
        createdAt: now,
        revision: nextRevision(tx),
      };
      const contribution = insertContribution(tx).get(row)!;
      appendHistory(tx, {
        groupId: group.id,
        type: 'contribution.submitted',
        actorId: actor.id,
        subjectId: actor.id,
        at: now,
        data: { contributionId: contribution.id, projectId: contribution.projectId, amountKobo: contribution.amountKobo, paymentType: contribution.paymentType, reference: contribution.transactionRef },
      });
      notifySubmitted(tx, contribution, { group, projectName: project?.name ?? null, contributorName: actor.fullName }, now);
      if (contribution.proofSha256) queueReceiptRead(tx, contribution.id, now);
      return ok(contribution);
    },
    { behavior: 'immediate' },
  );
}
