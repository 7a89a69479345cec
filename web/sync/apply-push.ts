import type { ReasonCode } from '../../shared/reason-codes';
import type { MutationResult } from '../../shared/sync-protocol';
import type { DeviceDb, OutboxEntry } from '../data/db';
import { recordAppliedDecision } from '../data/contribution-writes';

/**
 * Records the server's answers to a pushed batch.
 * - applied: the entry leaves the outbox; the row keeps `_pending` until the pull that follows
 *   brings the server's version (which has no `_pending`), so it never flickers to "synced" early.
 *   An applied decision is written into its row (`_decided`) for the same reason: the status and
 *   totals shown never step back to before the decision while the pull is on its way.
 * - refused / conflict: the entry stays, with the server's message, for the user to see and
 *   retry, edit or discard. Nothing the user did is ever dropped silently.
 * - no answer (the server failed mid-batch): the entry stays queued and is retried.
 */
export async function applyPushResults(db: DeviceDb, sent: OutboxEntry[], results: MutationResult[]): Promise<void> {
  const byId = new Map(results.map((result) => [result.id, result]));
  await db.transaction('rw', [db.outbox, db.proofs, db.contributions], async () => {
    for (const entry of sent) {
      const result = byId.get(entry.id);
      if (!result || entry.seq === undefined) continue;
      if (result.status === 'applied') {
        await db.outbox.delete(entry.seq);
        await recordAppliedDecision(db, entry);
      } else {
        // `params` always stored (empty when none): the entry is then worded from its code alone.
        await db.outbox.update(entry.seq, { status: result.status, message: result.message, code: result.code, params: result.params ?? {}, attempts: entry.attempts + 1 });
      }
      // The server does not have the photo after all (e.g. its store was restored from a backup):
      // upload it again when the user retries.
      if (result.status !== 'applied' && result.code === 'proof-not-uploaded' && entry.proofSha256) await db.proofs.update(entry.proofSha256, { uploaded: 0 });
    }
  });
}

/** Marks an entry refused for good before it was sent (its proof upload was refused). */
export async function refuseEntry(db: DeviceDb, entry: OutboxEntry, answer: { code: ReasonCode; params?: Record<string, unknown>; message: string }): Promise<void> {
  if (entry.seq === undefined) return;
  await db.outbox.update(entry.seq, { status: 'refused', code: answer.code, params: answer.params ?? {}, message: answer.message, attempts: entry.attempts + 1 });
}

/** Puts a refused change back in the queue (the user fixed what was wrong, or wants to try again). */
export async function retryEntry(db: DeviceDb, seq: number): Promise<void> {
  await db.outbox.update(seq, { status: 'queued', message: undefined, code: undefined, params: undefined });
}

/** Drops a refused change and the local row it made: only ever on the user's explicit request. */
export async function discardEntry(db: DeviceDb, entry: OutboxEntry): Promise<void> {
  if (entry.seq === undefined) return;
  const seq = entry.seq;
  await db.transaction('rw', [db.outbox, db.groups, db.projects, db.members, db.partners, db.contributions, db.proofs, db.notifications, db.groupUpdates, db.payouts], async () => {
    await db.outbox.delete(seq);
    // A change to a row the server has (an edit, a payout decision, a reversal): the row as it was.
    if (entry.previous !== undefined) {
      await db.table(entry.target.table).put(entry.previous);
      return;
    }
    // A decision leaves the row as the server sent it: dropping the entry is all there is to undo.
    if (entry.type === 'contribution.confirm' || entry.type === 'contribution.reject') return;
    // A 'read' that will never reach the server: show the notification unread again.
    if (entry.type === 'notification.read') {
      await db.notifications.update(entry.target.id, { read: false, _pending: undefined });
      return;
    }
    const table = db[entry.target.table as 'groups'];
    const row = await table.get(entry.target.id);
    // A removal that is discarded restores the row; a creation that is discarded removes it.
    if (entry.type === 'partner.remove' && row) await db.partners.update(entry.target.id, { deleted: false, _pending: undefined });
    else if (row && '_pending' in row && row._pending) await table.delete(entry.target.id);
    // A discarded payment takes its photo along, unless another payment on this phone uses it.
    if ((entry.type === 'contribution.create' || entry.type === 'payout.create') && entry.proofSha256) {
      const others =
        (await db.contributions.filter((c) => c.proofSha256 === entry.proofSha256).count()) + (await db.payouts.filter((p) => p.proofSha256 === entry.proofSha256).count());
      if (others === 0) await db.proofs.delete(entry.proofSha256);
    }
  });
}
