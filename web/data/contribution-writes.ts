/**
 * Contributions made and reviewed on the device. Like writes.ts: the row (or proof), and its
 * outbox entry, go in ONE Dexie transaction; ids are made here, so the server applies each once.
 */
import { formatNaira } from '../lib/format';
import { koboToDecimalString } from '../../shared/money';
import { lagosDay } from '../../shared/lagos-day';
import type { PaymentMethodId } from '../../shared/payment-methods';
import type { SessionUser } from '../../shared/auth-schemas';
import type { ContributionCreatePayload, Mutation } from '../../shared/sync-protocol';
import type { DeviceDb, LocalContribution, OutboxEntry } from './db';
import { markNotificationRead } from './notification-writes';
import { requestSync } from './sync-trigger';
import { storeProof, type PreparedProof } from './proof-writes';
export type { PreparedProof } from './proof-writes';
import { data_confirm, data_payment, data_reject } from '../../shared/i18n/paraglide/messages.js';
import { newRowId } from '../../shared/row-id';

export interface NewContribution {
  groupId: string;
  projectId: string | null;
  amountKobo: number;
  paymentType: PaymentMethodId;
  reference: string | null;
  notes: string | null;
  description: string | null;
  /** Dues: the period it pays (issue 25 §2), or null/absent: oldest unpaid first. */
  period?: number | null;
}

/** Lower-case hex SHA-256 of bytes (Web Crypto: the same name the server computes). */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function createPayload(row: LocalContribution, reference: string | null, notes: string | null): ContributionCreatePayload {
  return {
    id: row.id,
    groupId: row.groupId,
    projectId: row.projectId,
    amount: koboToDecimalString(row.amountKobo),
    paymentType: row.paymentType as PaymentMethodId,
    reference,
    notes,
    description: row.description,
    proofSha256: row.proofSha256,
    period: row.period ?? null,
    sentOn: row.sentOn ?? null,
  };
}

/**
 * Keeps a payment and its proof on the phone and queues it for the server. It shows at once in
 * My Contributions as pending and not yet synced; the sync engine uploads the proof, then the row.
 * `label` names the purse or group for the sync status list.
 */
export async function submitContribution(
  db: DeviceDb,
  user: SessionUser,
  input: NewContribution,
  proof: PreparedProof | null,
  label: string,
  now = new Date(),
): Promise<LocalContribution> {
  const proofSha256 = proof ? await sha256Hex(proof.bytes) : null;
  const row: LocalContribution = {
    id: newRowId(),
    groupId: input.groupId,
    projectId: input.projectId,
    userId: user.id,
    userFullName: user.fullName,
    userName: user.username,
    amountKobo: input.amountKobo,
    period: input.period ?? null,
    // The day the member sent it from this phone, offline too: a late fine is judged by it (issue 25 §6).
    sentOn: lagosDay(now.toISOString()),
    description: input.description,
    status: 'pending',
    transactionRef: input.reference,
    paymentType: input.paymentType,
    paymentNotes: input.notes,
    adminNotes: null,
    possibleDuplicate: false, receiptCheck: null,
    proofSha256,
    createdAt: now.toISOString(),
    decidedAt: null,
    recordedBy: null,
    reversalReason: null,
    reversedAt: null,
    revision: 0,
    _pending: 1,
  };
  const mutation: Mutation = { id: newRowId(), type: 'contribution.create', payload: createPayload(row, input.reference, input.notes) };
  const entry: OutboxEntry = {
    id: mutation.id,
    type: mutation.type,
    payload: mutation.payload,
    label: data_payment({ amount: formatNaira(row.amountKobo), target: label }),
    target: { table: 'contributions', id: row.id },
    ...(proofSha256 ? { proofSha256 } : {}),
    createdAt: now.toISOString(),
    status: 'queued',
    attempts: 0,
  };
  await db.transaction('rw', [db.contributions, db.proofs, db.outbox], async () => {
    if (proof && proofSha256) await storeProof(db, proofSha256, proof, now);
    await db.contributions.add(row);
    await db.outbox.add(entry);
  });
  requestSync();
  return row;
}

export type ReviewDecision = { action: 'confirm' } | { action: 'reject'; reason: string | null };

/**
 * Queues an admin's decision. The row itself is left as the server sent it: screens overlay the
 * queued decision (see `pendingDecisions`, data/decision-overlay.ts), so a decision that lost to
 * another admin's never leaves a wrong status behind — the server's row simply shows through.
 * The bell's unread notifications about this payment are read in the same transaction (each
 * through markNotificationRead, so the 'read' syncs like a tap on it): the admin has dealt with it.
 */
export async function decideContribution(db: DeviceDb, contribution: LocalContribution, decision: ReviewDecision, now = new Date()): Promise<void> {
  const mutation: Mutation =
    decision.action === 'confirm'
      ? { id: newRowId(), type: 'contribution.confirm', payload: { contributionId: contribution.id } }
      : { id: newRowId(), type: 'contribution.reject', payload: { contributionId: contribution.id, reason: decision.reason } };
  const who = contribution.userFullName || contribution.userName;
  await db.transaction('rw', db.outbox, db.notifications, async () => {
    await db.outbox.add({
      id: mutation.id,
      type: mutation.type,
      payload: mutation.payload,
      label: (decision.action === 'confirm' ? data_confirm : data_reject)({ amount: formatNaira(contribution.amountKobo), name: who }),
      target: { table: 'contributions', id: contribution.id },
      createdAt: now.toISOString(),
      status: 'queued',
      attempts: 0,
    });
    // No index on contributionId: the admin's notifications are few, and this runs once per decision.
    const unread = await db.notifications.filter((n) => n.contributionId === contribution.id && !n.read).toArray();
    for (const notification of unread) await markNotificationRead(db, notification, now);
  });
  requestSync();
}

/**
 * The server applied a decision pushed from here (its entry leaves the outbox in the same
 * transaction): the row shows the decision, marked `_decided`, until the pull brings the server's
 * row and the totals that include it — so nothing flips back to 'pending' in between. Only over
 * the 'pending' row it was decided from; a row pulled as decided meanwhile is the server's word.
 */
export async function recordAppliedDecision(db: DeviceDb, entry: OutboxEntry): Promise<void> {
  if (entry.type !== 'contribution.confirm' && entry.type !== 'contribution.reject') return;
  const row = await db.contributions.get(entry.target.id);
  if (!row || row.status !== 'pending') return;
  const reason = (entry.payload as { reason?: string | null }).reason ?? null;
  await db.contributions.update(row.id, entry.type === 'contribution.confirm' ? { status: 'confirmed', _decided: 1 } : { status: 'rejected', adminNotes: reason, _decided: 1 });
}

/** A decision made on this device that the server has not settled yet (or refused / lost). */
export interface PendingDecision {
  action: 'confirm' | 'reject';
  reason: string | null;
  entry: OutboxEntry;
}

/** The latest queued, refused or lost decision per contribution id, from the outbox. */
export async function pendingDecisions(db: DeviceDb): Promise<Map<string, PendingDecision>> {
  // The outbox is small (changes not yet on the server): read it in order and filter in memory.
  const entries = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.type === 'contribution.confirm' || e.type === 'contribution.reject');
  const out = new Map<string, PendingDecision>();
  for (const entry of entries) {
    const payload = entry.payload as { contributionId: string; reason?: string | null };
    out.set(payload.contributionId, { action: entry.type === 'contribution.confirm' ? 'confirm' : 'reject', reason: payload.reason ?? null, entry });
  }
  return out;
}

/**
 * Changes a contribution the server refused (or that has not left yet) and queues it again: the
 * amount, reference and notes. The proof stays; a new proof means a new payment.
 */
export async function editContribution(
  db: DeviceDb,
  contributionId: string,
  changes: { amountKobo: number; reference: string | null; notes: string | null },
): Promise<void> {
  await db.transaction('rw', [db.contributions, db.outbox], async () => {
    const row = await db.contributions.get(contributionId);
    if (!row || !row._pending) throw new Error('Only a contribution not yet on the server can be edited');
    const updated: LocalContribution = { ...row, amountKobo: changes.amountKobo, transactionRef: changes.reference, paymentNotes: changes.notes };
    await db.contributions.put(updated);
    const entry = (await db.outbox.toArray()).find((e) => e.type === 'contribution.create' && e.target.id === contributionId);
    if (!entry?.seq) return;
    // A changed payload needs a new idempotency key: the server keeps the first answer per key.
    await db.outbox.update(entry.seq, {
      id: newRowId(),
      payload: createPayload(updated, changes.reference, changes.notes),
      // The label was written in the language of the day: swap only its amount.
      label: entry.label.replace(formatNaira(row.amountKobo), formatNaira(updated.amountKobo)),
      status: 'queued',
      message: undefined,
      code: undefined,
    });
  });
  requestSync();
}
