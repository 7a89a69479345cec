import { storedSchedule } from '../../shared/purse-schedule';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreatePurse } from '../../shared/group-schemas';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { groups, projects, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { requireGroupRole } from '../access/group-access';
import { groupTargetsRefusal } from './money-limits';
import { purseDetailIssues } from '../../shared/payment-methods-offered';
import { groupSlugBase, purseSegmentBase } from '../../shared/slugs';
import { uniqueSlug } from './slugs';
import { fineSetting, withFineRule, type LateFineRule } from '../../shared/late-fines';
import { lagosDay } from '../../shared/lagos-day';
import { newPurseTag } from '../pay-codes/pay-tags';

/**
 * Creates a project (purse) in a group the actor administers. Its customSlug is
 * `{group slug}/{segment}` (SPEC §9 share link), the segment unique within the group.
 * The admin is not made a member: admins own groups, members pay into them. A purse that allows
 * bank transfer is refused without its bank account, whichever way the input came (REST, sync
 * push): members would be offered a transfer with nowhere to send it. The group's targets together
 * stay within MAX_GROUP_TOTAL_KOBO (groupTargetsRefusal). The group's row is locked before the
 * checks, so two creates in one group cannot both pass the targets bound or take one slug.
 * @example await createPurse(tx, admin, groupId, createPurseSchema.parse({ name: 'Xmas', targetAmount: 50000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' }), now)
 */
export async function createPurse(tx: Tx, actor: UserRow, groupId: string, input: CreatePurse, now: Date): Promise<Outcome<typeof projects.$inferSelect>> {
  const missing = purseDetailIssues(input)[0];
  if (missing) return refuse('bank-account-required', { field: missing.field, params: { message: missing.message } });
  const id = input.id ?? randomUUID();
  await lockRow(tx, groups, groups.id, groupId);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const group = checked.value.group;
  if ((await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).limit(1)).length > 0) {
    return refuse('id-taken');
  }
  const overLimit = await groupTargetsRefusal(tx, groupId, input.targetAmount);
  if (overLimit) return overLimit;
  // Groups made before slugs existed (or by hand) may lack one; the name stands in, and the
  // project slug is still unique because the whole `group/segment` string is checked.
  const groupSlug = group.customSlug ?? groupSlugBase(group.name);
  const segment = await uniqueSlug(
    purseSegmentBase(input.name),
    async (candidate) => (await tx.select({ id: projects.id }).from(projects).where(eq(projects.customSlug, `${groupSlug}/${candidate}`)).limit(1)).length > 0,
  );
  const [project] = await tx
    .insert(projects)
    .values({
      id,
      groupId,
      name: input.name,
      description: input.description,
      targetAmountKobo: input.targetAmount,
      amountPerMemberKobo: input.amountPerMember,
      ...storedSchedule(input),
      // A fine belongs to a purse with periods: from today (Lagos), it judges periods due from today on.
      lateFines: lateFinesOf(input, now),
      collectedAmountKobo: 0,
      customSlug: `${groupSlug}/${segment}`,
      payTag: await newPurseTag(tx, groupId, input.name, now),
      deadline: input.deadline === null ? null : new Date(input.deadline),
      status: 'active',
      accountName: input.accountName,
      accountNumber: input.accountNumber,
      bankName: input.bankName,
      routingNumber: input.routingNumber,
      swiftCode: input.swiftCode,
      zelleEmail: input.zelleEmail,
      zellePhone: input.zellePhone,
      cashappHandle: input.cashappHandle,
      venmoHandle: input.venmoHandle,
      paypalEmail: input.paypalEmail,
      paymentInstructions: input.paymentInstructions,
      // The spec stores the list as JSON text; the schema has already put it in catalogue order.
      allowedPaymentTypes: JSON.stringify(input.allowedPaymentTypes),
      createdAt: now,
      revision: await nextRevision(tx),
    })
    .returning();
  if (!project) throw new Error('insert returned no row');
  await appendHistory(tx, {
    groupId,
    type: 'purse.created',
    actorId: actor.id,
    subjectId: null,
    at: now,
    data: {
      projectId: project.id,
      name: project.name,
      targetAmountKobo: project.targetAmountKobo,
      // Only when set: a purse without one chains the same data as before issue 23.
      ...(project.amountPerMemberKobo !== null ? { amountPerMemberKobo: project.amountPerMemberKobo } : {}),
      // Only for a levy or dues: a collection chains the same data as before issue 25.
      ...(project.kind !== 'collection' ? { kind: project.kind, frequency: project.frequency, startsOn: project.startsOn, endsOn: project.endsOn } : {}),
      // Only when set: a purse without one chains the same data as before.
      ...(project.lateFines?.length ? { lateFine: fineSetting(project.lateFines[0]!) } : {}),
      deadline: project.deadline ? project.deadline.toISOString() : null,
      bankName: project.bankName,
      accountNumber: project.accountNumber,
      accountName: project.accountName,
    },
  });
  return ok(project);
}

/** The fines a new purse starts with: its form's fine from today, if it has periods and a fine. */
function lateFinesOf(input: Pick<CreatePurse, 'kind' | 'lateFine'>, now: Date): LateFineRule[] | null {
  if (input.kind === 'collection' || !input.lateFine) return null;
  const rules = withFineRule([], { since: lagosDay(now.toISOString()), ...input.lateFine });
  return rules.length > 0 ? rules : null;
}

