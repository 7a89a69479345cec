/**
 * The treasurer's books on the device (issue 11): payouts and their approval, cash recorded for a
 * member, reversals, and the admin's edits of a group and its purses. Like writes.ts, each writes
 * its row and its outbox entry in ONE Dexie transaction, so it works with no signal and syncs once.
 *
 * A change to a row the server already has is shown at once (the row changed here, `_pending`),
 * and its entry keeps the row as it was (`previous`): the pull skips a row while a change to it is
 * queued, and discarding a refused change puts the server's row back. The server's answer wins:
 * once applied, the next pull brings its row.
 */
import type { GuestGiving } from '../../shared/guest-gifts';
import { withExcuse, withOwesFromStart, withStopsFrom, withWaiver } from '../../shared/dues-terms';
import { fineWire, withFineRule, type FineSetting } from '../../shared/late-fines';
import { withPick } from '../../shared/rotation-picks';
import { afterDecision, swappedOrder, withAnswer, withAsk, type RotationSwap } from '../../shared/rotation-swaps';
import type { RotationPlace } from '../../shared/rotation';
import { lagosDay } from '../../shared/lagos-day';
import { formatNaira } from '../lib/format';
import type { Locale } from '../../shared/i18n/languages';
import { koboToDecimalString } from '../../shared/money';
import type { SessionUser } from '../../shared/auth-schemas';
import type { PurseStatus } from '../../shared/books';
import type { Mutation } from '../../shared/sync-protocol';
import { withPreviousAccount } from '../../shared/bank-accounts';
import type { DeviceDb, LocalContribution, LocalGroup, LocalMember, LocalPayout, LocalPurse, OutboxEntry } from './db';
import { sha256Hex, type PreparedProof } from './contribution-writes';
import { storeProof } from './proof-writes';
import { requestSync } from './sync-trigger';
import { data_approvePayout, data_cash, data_completePurse, data_editGroup, data_acknowledgePayout, data_drawRotation, data_setOrder, data_editPurse, data_excuseMember, data_waiveFine, data_openPicks, data_pickPlace, data_givePlace, data_closePicks, data_askSwap, data_withdrawSwap, data_agreeSwap, data_declineSwap, data_approveSwap, data_refuseSwap, data_owesFromJoin, data_owesFromStart, data_owesAgain, data_stopsOwing, data_pausePurse, data_payout, data_rejectPayout, data_resumePurse, data_reverse } from '../../shared/i18n/paraglide/messages.js';

function queue(mutation: Mutation, label: string, target: OutboxEntry['target'], now: Date, extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return { id: mutation.id, type: mutation.type, payload: mutation.payload, label, target, createdAt: now.toISOString(), status: 'queued', attempts: 0, ...extra };
}

/** Whether the group has an active accountability partner on this device (then a payout waits for approval). */
async function hasPartners(db: DeviceDb, groupId: string): Promise<boolean> {
  return (await db.partners.where('groupId').equals(groupId).filter((p) => !p.deleted).count()) > 0;
}

export interface NewPayout {
  amountKobo: number;
  recipient: string;
  purpose: string;
  /** The day the money left, 'YYYY-MM-DD'. */
  paidOn: string;
  /** A rotation's round paid to a member (issue 25 §5): who, so they may say they received it. */
  recipientUserId?: string | null;
}

/**
 * The admin records money paid out of a purse, with its receipt photo kept on the phone until the
 * sync engine uploads it. Shown at once as the server will decide it: waiting for a partner's
 * approval when the group has partners, else approved.
 */
export async function recordPayout(
  db: DeviceDb,
  admin: SessionUser,
  project: LocalPurse,
  input: NewPayout,
  proof: PreparedProof | null,
  now = new Date(),
): Promise<LocalPayout> {
  const proofSha256 = proof ? await sha256Hex(proof.bytes) : null;
  const row: LocalPayout = {
    id: crypto.randomUUID(),
    groupId: project.groupId,
    projectId: project.id,
    amountKobo: input.amountKobo,
    recipient: input.recipient,
    purpose: input.purpose,
    paidAt: `${input.paidOn}T00:00:00.000Z`,
    proofSha256,
    status: (await hasPartners(db, project.groupId)) ? 'pending' : 'approved',
    recordedBy: admin.id,
    recordedByName: admin.fullName,
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    rejectionReason: null,
    ...(input.recipientUserId ? { recipientUserId: input.recipientUserId, acknowledgedAt: null } : {}),
    createdAt: now.toISOString(),
    revision: 0,
    _pending: 1,
  };
  const mutation: Mutation = {
    id: crypto.randomUUID(),
    type: 'payout.create',
    payload: {
      id: row.id,
      projectId: project.id,
      amount: koboToDecimalString(input.amountKobo),
      recipient: input.recipient,
      purpose: input.purpose,
      paidOn: input.paidOn,
      proofSha256,
      ...(input.recipientUserId ? { recipientUserId: input.recipientUserId } : {}),
    },
  };
  const entry = queue(mutation, data_payout({ amount: formatNaira(input.amountKobo), recipient: input.recipient }), { table: 'payouts', id: row.id }, now, proofSha256 ? { proofSha256 } : {});
  await db.transaction('rw', [db.payouts, db.proofs, db.outbox], async () => {
    if (proof && proofSha256) await storeProof(db, proofSha256, proof, now);
    await db.payouts.add(row);
    await db.outbox.add(entry);
  });
  requestSync();
  return row;
}

export type PayoutDecision = { action: 'approve' } | { action: 'reject'; reason: string };

/** A partner approves or rejects a payout waiting for approval. */
export async function decidePayout(db: DeviceDb, partner: SessionUser, payout: LocalPayout, decision: PayoutDecision, now = new Date()): Promise<void> {
  const mutation: Mutation =
    decision.action === 'approve'
      ? { id: crypto.randomUUID(), type: 'payout.approve', payload: { payoutId: payout.id } }
      : { id: crypto.randomUUID(), type: 'payout.reject', payload: { payoutId: payout.id, reason: decision.reason } };
  const changes: Partial<LocalPayout> = {
    status: decision.action === 'approve' ? 'approved' : 'rejected',
    decidedBy: partner.id,
    decidedByName: partner.fullName,
    decidedAt: now.toISOString(),
    rejectionReason: decision.action === 'reject' ? decision.reason : null,
    _pending: 1,
  };
  const label = (decision.action === 'approve' ? data_approvePayout : data_rejectPayout)({ amount: formatNaira(payout.amountKobo), recipient: payout.recipient });
  await changeRow(db, 'payouts', payout, changes, queue(mutation, label, { table: 'payouts', id: payout.id }, now));
}

/** The admin records cash a member handed over: confirmed at once, no proof. */
export async function recordCash(
  db: DeviceDb,
  admin: SessionUser,
  input: { groupId: string; projectId: string | null; member: { userId: string; fullName: string; username: string }; amountKobo: number; paidOn: string; notes: string | null },
  now = new Date(),
): Promise<LocalContribution> {
  const row: LocalContribution = {
    id: crypto.randomUUID(),
    groupId: input.groupId,
    projectId: input.projectId,
    userId: input.member.userId,
    userFullName: input.member.fullName,
    userName: input.member.username,
    amountKobo: input.amountKobo,
    // The day the cash changed hands judges a late fine, as on the server (issue 25 §6).
    sentOn: input.paidOn.slice(0, 10),
    description: null,
    status: 'confirmed',
    transactionRef: null,
    paymentType: 'cash',
    paymentNotes: input.notes,
    adminNotes: null,
    possibleDuplicate: false, receiptCheck: null,
    proofSha256: null,
    createdAt: now.toISOString(),
    decidedAt: now.toISOString(),
    recordedBy: admin.id,
    reversalReason: null,
    reversedAt: null,
    revision: 0,
    _pending: 1,
  };
  const mutation: Mutation = {
    id: crypto.randomUUID(),
    type: 'contribution.cash',
    payload: { id: row.id, groupId: input.groupId, projectId: input.projectId, userId: input.member.userId, amount: koboToDecimalString(input.amountKobo), paidOn: input.paidOn, notes: input.notes },
  };
  await db.transaction('rw', db.contributions, db.outbox, async () => {
    await db.contributions.add(row);
    await db.outbox.add(queue(mutation, data_cash({ amount: formatNaira(input.amountKobo), name: input.member.fullName }), { table: 'contributions', id: row.id }, now));
  });
  requestSync();
  return row;
}

/** The admin reverses a confirmed payment, with a reason. */
export async function reverseContribution(db: DeviceDb, contribution: LocalContribution, reason: string, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'contribution.reverse', payload: { contributionId: contribution.id, reason } };
  const label = data_reverse({ amount: formatNaira(contribution.amountKobo), name: contribution.userFullName || contribution.userName });
  await changeRow(
    db,
    'contributions',
    contribution,
    { status: 'reversed', reversalReason: reason, reversedAt: now.toISOString(), _pending: 1 },
    queue(mutation, label, { table: 'contributions', id: contribution.id }, now),
  );
}

/** What Manage Group may change (only the fields sent change; updateGroupSchema on the server). */
export interface GroupChanges {
  name?: string;
  description?: string | null;
  showMemberAmounts?: boolean;
  /** Receipts older than this many days before their proof are flagged (issue 13); the phone's flags use it at once. */
  receiptMaxAgeDays?: number;
  /** The language of the messages the app writes for the group's WhatsApp (issue 15). */
  locale?: Locale;
}

/** The admin edits the group's name, description, whether members see each other's amounts, the receipt age limit or its WhatsApp language. */
export async function updateGroup(db: DeviceDb, group: LocalGroup, changes: GroupChanges, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'group.update', payload: { groupId: group.id, changes } };
  await changeRow(db, 'groups', group, { ...changes, _pending: 1 }, queue(mutation, data_editGroup({ name: changes.name ?? group.name }), { table: 'groups', id: group.id }, now));
}

export interface PurseChanges {
  description?: string | null;
  targetAmountKobo?: number;
  /** What each member owes, or null for no set amount (issue 23 §1). */
  amountPerMemberKobo?: number | null;
  /** ISO time or null. */
  deadline?: string | null;
  bankName?: string | null;
  accountNumber?: string | null;
  accountName?: string | null;
  /** A levy's, dues' or rotation's late fine from today on (issue 25 §6); none: both amounts null. */
  lateFine?: FineSetting;
  /** A collection: whether people outside the group may give (issue 27 §4). */
  guestGiving?: GuestGiving;
}

/** The admin edits a purse's target, amount per member, deadline, description or bank details (only what changed is sent). */
export async function updatePurse(db: DeviceDb, project: LocalPurse, changes: PurseChanges, now = new Date()): Promise<void> {
  const { targetAmountKobo, amountPerMemberKobo, lateFine, ...rest } = changes;
  // The wire carries naira, as the REST call does; the server parses it exactly into kobo again.
  const wire = {
    ...rest,
    ...(lateFine === undefined ? {} : { lateFine: fineWire(lateFine) }),
    ...(targetAmountKobo === undefined ? {} : { targetAmount: koboToDecimalString(targetAmountKobo) }),
    ...(amountPerMemberKobo === undefined ? {} : { amountPerMember: amountPerMemberKobo === null ? null : koboToDecimalString(amountPerMemberKobo) }),
  };
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'project.update', payload: { projectId: project.id, changes: wire } };
  const local: Partial<LocalPurse> = {
    ...rest,
    ...(targetAmountKobo === undefined ? {} : { targetAmountKobo }),
    ...(amountPerMemberKobo === undefined ? {} : { amountPerMemberKobo }),
    // As the server will: the new rule from today (Lagos); periods already due keep theirs.
    ...(lateFine === undefined ? {} : { lateFines: withFineRule(project.lateFines, { since: lagosDay(now.toISOString()), ...lateFine }) }),
    _pending: 1,
  };
  // As the server will (purse-edit-service): the replaced account joins the purse's history at
  // once, so the admin's review judges older receipts against it offline too.
  const bankChanged = (['bankName', 'accountNumber', 'accountName'] as const).some((key) => rest[key] !== undefined && rest[key] !== project[key]);
  if (bankChanged) local.previousAccounts = withPreviousAccount(project.previousAccounts ?? [], project, now.toISOString());
  await changeRow(db, 'projects', project, local, queue(mutation, data_editPurse({ name: project.name }), { table: 'projects', id: project.id }, now));
}

const STATUS_LABEL: Record<PurseStatus, (inputs: { name: string }) => string> = { active: data_resumePurse, paused: data_pausePurse, completed: data_completePurse };

/** The admin pauses, resumes or completes a purse. */
export async function setPurseStatus(db: DeviceDb, project: LocalPurse, status: PurseStatus, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'project.status', payload: { projectId: project.id, status } };
  await changeRow(db, 'projects', project, { status, _pending: 1 }, queue(mutation, STATUS_LABEL[status]({ name: project.name }), { table: 'projects', id: project.id }, now));
}

/**
 * The admin excuses a member from one period of a levy or dues, with a reason (issue 25 §2): the
 * member's row holds it at once, so the grid and the member's ledger move offline too.
 */
export async function excuseMember(db: DeviceDb, member: LocalMember, project: Pick<LocalPurse, 'id'>, period: { index: number; label: string }, reason: string, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'dues.excuse', payload: { projectId: project.id, userId: member.userId, period: period.index, reason } };
  const duesTerms = withExcuse(member.duesTerms ?? {}, project.id, period.index, reason);
  await changeRow(db, 'members', member, { duesTerms, _pending: 1 }, queue(mutation, data_excuseMember({ member: member.fullName, period: period.label }), { table: 'members', id: member.id }, now));
}

/**
 * The admin waives a member's late fine for one period, with a reason (issue 25 §6): the member's
 * row holds it at once, so the grid and their ledger owe nothing for it offline too.
 */
export async function waiveFine(db: DeviceDb, member: LocalMember, project: Pick<LocalPurse, 'id'>, period: { index: number; label: string }, reason: string, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'dues.waive', payload: { projectId: project.id, userId: member.userId, period: period.index, reason } };
  const duesTerms = withWaiver(member.duesTerms ?? {}, project.id, period.index, reason);
  await changeRow(db, 'members', member, { duesTerms, _pending: 1 }, queue(mutation, data_waiveFine({ member: member.fullName, period: period.label }), { table: 'members', id: member.id }, now));
}

/** The admin makes a member who joined late owe from the first period, or from the day they joined. */
export async function setOwesFromStart(db: DeviceDb, member: LocalMember, project: Pick<LocalPurse, 'id'>, owesFromStart: boolean, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'dues.owesFromStart', payload: { projectId: project.id, userId: member.userId, owesFromStart } };
  const duesTerms = withOwesFromStart(member.duesTerms ?? {}, project.id, owesFromStart);
  const label = owesFromStart ? data_owesFromStart({ member: member.fullName }) : data_owesFromJoin({ member: member.fullName });
  await changeRow(db, 'members', member, { duesTerms, _pending: 1 }, queue(mutation, label, { table: 'members', id: member.id }, now));
}

/**
 * The admin records that a member left a levy or dues: they owe nothing from `period` on (null:
 * they owe every period again). The member's row holds it at once, so the grid moves offline.
 */
export async function setStopsFrom(db: DeviceDb, member: LocalMember, project: Pick<LocalPurse, 'id'>, period: { index: number; label: string } | null, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'dues.stop', payload: { projectId: project.id, userId: member.userId, period: period?.index ?? null } };
  const duesTerms = withStopsFrom(member.duesTerms ?? {}, project.id, period?.index ?? null);
  const label = period ? data_stopsOwing({ member: member.fullName, period: period.label }) : data_owesAgain({ member: member.fullName });
  await changeRow(db, 'members', member, { duesTerms, _pending: 1 }, queue(mutation, label, { table: 'members', id: member.id }, now));
}

/**
 * The admin asks for a rotation's order to be drawn (issue 25 §5). The server picks the seed, so
 * the order shows once the draw is synced; until then the purse is marked waiting.
 */
export async function drawRotation(db: DeviceDb, project: LocalPurse, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.draw', payload: { projectId: project.id } };
  await changeRow(db, 'projects', project, { _pending: 1 }, queue(mutation, data_drawRotation({ name: project.name }), { table: 'projects', id: project.id }, now));
}

/** The admin sets a rotation's order by hand (issue 25 §5): every active member once, shown at once on this phone (any picking closed, as the server does) and sent as 'rotation.order'. */
export async function setRotationOrder(db: DeviceDb, project: LocalPurse, order: readonly RotationPlace[], now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.order', payload: { projectId: project.id, order: order.map((place) => place.userId) } };
  await changeRow(db, 'projects', project, { rotationOrder: [...order], rotationPicks: null, rotationSwaps: null, _pending: 1 }, queue(mutation, data_setOrder({ name: project.name }), { table: 'projects', id: project.id }, now));
}

/** The admin lets the members of a rotation pick their places (issue 25 §5): open at once on this phone, no order yet. */
export async function openPicks(db: DeviceDb, project: LocalPurse, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.openPicks', payload: { projectId: project.id } };
  await changeRow(db, 'projects', project, { rotationPicks: [], rotationOrder: null, rotationSwaps: null, _pending: 1 }, queue(mutation, data_openPicks({ name: project.name }), { table: 'projects', id: project.id }, now));
}

/** A member takes a free place of a rotation (0 = the first round), or gives theirs up (null). */
export async function pickPlace(db: DeviceDb, project: LocalPurse, me: { userId: string; name: string }, place: number | null, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.pick', payload: { projectId: project.id, place } };
  const label = place === null ? data_givePlace({ name: project.name }) : data_pickPlace({ place: place + 1, name: project.name });
  await changeRow(db, 'projects', project, { rotationPicks: withPick(project.rotationPicks ?? [], me, place), _pending: 1 }, queue(mutation, label, { table: 'projects', id: project.id }, now));
}

/** The admin closes the picking: the server draws the free places (its seed), so the order arrives with the next pull. */
export async function closePicks(db: DeviceDb, project: LocalPurse, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.closePicks', payload: { projectId: project.id } };
  await changeRow(db, 'projects', project, { _pending: 1 }, queue(mutation, data_closePicks({ name: project.name }), { table: 'projects', id: project.id }, now));
}

/**
 * A member asks another to swap places in a rotation (issue 25 §5), or withdraws their request
 * (`to` null): the request shows at once on this phone and is sent as 'rotation.askSwap'.
 */
export async function askSwap(db: DeviceDb, project: LocalPurse, me: RotationPlace, to: RotationPlace | null, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.askSwap', payload: { projectId: project.id, withUserId: to?.userId ?? null } };
  const label = to ? data_askSwap({ member: to.name, name: project.name }) : data_withdrawSwap({ name: project.name });
  await changeRow(db, 'projects', project, { rotationSwaps: withAsk(project.rotationSwaps ?? [], me, to), _pending: 1 }, queue(mutation, label, { table: 'projects', id: project.id }, now));
}

/** The member asked agrees to a swap of places (it then waits for the admin) or declines it. */
export async function answerSwap(db: DeviceDb, project: LocalPurse, swap: RotationSwap, agree: boolean, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.answerSwap', payload: { projectId: project.id, fromUserId: swap.from.userId, agree } };
  const label = (agree ? data_agreeSwap : data_declineSwap)({ member: swap.from.name, name: project.name });
  await changeRow(db, 'projects', project, { rotationSwaps: withAnswer(project.rotationSwaps ?? [], swap.from.userId, swap.to.userId, agree), _pending: 1 }, queue(mutation, label, { table: 'projects', id: project.id }, now));
}

/**
 * The admin approves a swap both members agreed to (the two places change at once on this phone;
 * the server checks again that neither round is over nor paid) or refuses it.
 */
export async function decideSwap(db: DeviceDb, project: LocalPurse, swap: RotationSwap, approve: boolean, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'rotation.decideSwap', payload: { projectId: project.id, fromUserId: swap.from.userId, approve } };
  const label = (approve ? data_approveSwap : data_refuseSwap)({ from: swap.from.name, to: swap.to.name, name: project.name });
  const order = approve && project.rotationOrder ? { rotationOrder: swappedOrder(project.rotationOrder, swap.from.userId, swap.to.userId) } : {};
  await changeRow(db, 'projects', project, { rotationSwaps: afterDecision(project.rotationSwaps ?? [], swap, approve), ...order, _pending: 1 }, queue(mutation, label, { table: 'projects', id: project.id }, now));
}

/** The member a rotation's round was paid to says they received it (issue 25 §5). */
export async function acknowledgePayout(db: DeviceDb, payout: LocalPayout, now = new Date()): Promise<void> {
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'payout.acknowledge', payload: { payoutId: payout.id } };
  await changeRow(db, 'payouts', payout, { acknowledgedAt: now.toISOString(), _pending: 1 }, queue(mutation, data_acknowledgePayout({ amount: formatNaira(payout.amountKobo) }), { table: 'payouts', id: payout.id }, now));
}

/** Writes a change into a row the server has, and queues it with the row as it was. */
async function changeRow<T extends { id: string }>(
  db: DeviceDb,
  table: 'groups' | 'projects' | 'contributions' | 'payouts' | 'members',
  row: T,
  changes: Partial<T>,
  entry: OutboxEntry,
): Promise<void> {
  await db.transaction('rw', db.table(table), db.outbox, async () => {
    const current = (await db.table(table).get(row.id)) as T | undefined;
    if (!current) throw new Error(`${table} ${row.id} is not on this device`);
    await db.table(table).put({ ...current, ...changes });
    await db.outbox.add({ ...entry, previous: current });
  });
  requestSync();
}
