/**
 * Changes made on the device. Each writes the new row (marked `_pending`) and its outbox entry in
 * ONE Dexie transaction: either both exist or neither, so a change is never shown without being
 * queued, nor queued without being shown. Ids are generated here, so a replayed mutation can only
 * ever name the same row: the server applies it once.
 */
import { storedSchedule } from '../../shared/purse-schedule';
import { fineWire, withFineRule } from '../../shared/late-fines';
import { lagosDay } from '../../shared/lagos-day';
import { RECEIPT_MAX_AGE_DAYS } from '../../shared/books';
import { DEFAULT_PAYMENT_METHODS } from '../../shared/payment-methods';
import type { CreatePurse } from '../../shared/group-schemas';
import type { Mutation } from '../../shared/sync-protocol';
import type { SessionUser } from '../../shared/auth-schemas';
import type { DeviceDb, LocalGroup, LocalMember, LocalPartner, LocalPurse, OutboxEntry } from './db';
import { requestSync } from './sync-trigger';
import { data_group, data_partner, data_purse, data_removePartner } from '../../shared/i18n/paraglide/messages.js';

function queue(mutation: Mutation, label: string, target: OutboxEntry['target'], now: Date): OutboxEntry {
  return { id: mutation.id, type: mutation.type, payload: mutation.payload, label, target, createdAt: now.toISOString(), status: 'queued', attempts: 0 };
}

/** Creates a group owned by `admin`, with its registration link made here so it can be shared at once. */
export async function createGroup(db: DeviceDb, admin: SessionUser, input: { name: string; description: string | null }, now = new Date()): Promise<LocalGroup> {
  const group: LocalGroup = {
    id: crypto.randomUUID(),
    name: input.name,
    description: input.description,
    whatsappLink: null,
    registrationLink: crypto.randomUUID(),
    customSlug: null,
    status: 'active',
    showMemberAmounts: true, receiptMaxAgeDays: RECEIPT_MAX_AGE_DAYS.default,
    adminId: admin.id,
    adminName: admin.fullName,
    memberCount: 0,
    createdAt: now.toISOString(),
    revision: 0,
    _pending: 1,
  };
  const mutation: Mutation = {
    id: crypto.randomUUID(),
    type: 'group.create',
    payload: { id: group.id, registrationLink: group.registrationLink, name: group.name, description: group.description },
  };
  await db.transaction('rw', db.groups, db.outbox, async () => {
    await db.groups.add(group);
    await db.outbox.add(queue(mutation, data_group({ name: group.name }), { table: 'groups', id: group.id }, now));
  });
  requestSync();
  return group;
}

/** Creates a purse in a group; `input` is the create-project schema's output (amounts in kobo). */
export async function createPurse(db: DeviceDb, groupId: string, input: CreatePurse, now = new Date()): Promise<LocalPurse> {
  const { targetAmount, amountPerMember, lateFine, ...details } = input;
  const schedule = storedSchedule(details);
  // A fine belongs to a purse with periods; the server dates it on its own (Lagos) day too.
  const fine = lateFine && schedule.kind !== 'collection' ? lateFine : null;
  const project: LocalPurse = {
    ...details,
    ...schedule,
    lateFines: fine ? withFineRule([], { since: lagosDay(now.toISOString()), ...fine }) : [],
    id: input.id ?? crypto.randomUUID(),
    groupId,
    targetAmountKobo: targetAmount,
    amountPerMemberKobo: amountPerMember,
    collectedAmountKobo: 0,
    paidOutAmountKobo: 0,
    previousAccounts: [],
    customSlug: null,
    status: 'active',
    allowedPaymentTypes: input.allowedPaymentTypes.length > 0 ? input.allowedPaymentTypes : [...DEFAULT_PAYMENT_METHODS],
    createdAt: now.toISOString(),
    revision: 0,
    _pending: 1,
  };
  const { id: _rowId, lateFine: _fine, ...rest } = input;
  const mutation: Mutation = {
    id: crypto.randomUUID(),
    type: 'project.create',
    // The wire carries naira, like the REST call: the server parses it exactly into kobo again.
    payload: {
      ...rest,
      ...storedSchedule(rest),
      id: project.id,
      groupId,
      targetAmount: (targetAmount / 100).toFixed(2),
      amountPerMember: amountPerMember === null ? null : (amountPerMember / 100).toFixed(2),
      ...(fine ? { lateFine: fineWire(fine) } : {}),
      deadline: input.deadline,
    },
  };
  await db.transaction('rw', db.projects, db.outbox, async () => {
    await db.projects.add(project);
    await db.outbox.add(queue(mutation, data_purse({ name: project.name }), { table: 'projects', id: project.id }, now));
  });
  requestSync();
  return project;
}

/** Makes a member of the group an accountability partner. */
export async function addPartner(db: DeviceDb, member: LocalMember, now = new Date()): Promise<LocalPartner> {
  const partner: LocalPartner = {
    id: crypto.randomUUID(),
    groupId: member.groupId,
    userId: member.userId,
    fullName: member.fullName,
    username: member.username,
    assignedAt: now.toISOString(),
    deleted: false,
    revision: 0,
    _pending: 1,
  };
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'partner.add', payload: { id: partner.id, groupId: partner.groupId, userId: partner.userId } };
  await db.transaction('rw', db.partners, db.outbox, async () => {
    await db.partners.add(partner);
    await db.outbox.add(queue(mutation, data_partner({ name: partner.fullName }), { table: 'partners', id: partner.id }, now));
  });
  requestSync();
  return partner;
}

/** Removes a partner: the local row becomes a pending tombstone until the server confirms. */
export async function removePartner(db: DeviceDb, partner: LocalPartner, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'partner.remove', payload: { groupId: partner.groupId, userId: partner.userId } };
  await db.transaction('rw', db.partners, db.outbox, async () => {
    await db.partners.update(partner.id, { deleted: true, _pending: 1 });
    await db.outbox.add(queue(mutation, data_removePartner({ name: partner.fullName }), { table: 'partners', id: partner.id }, now));
  });
  requestSync();
}
