/**
 * The device database (Dexie over IndexedDB): the user's synced rows plus the outbox of changes
 * made on this phone that the server has not confirmed yet. Screens read it with useLiveQuery,
 * never the network, so every screen renders offline.
 *
 * One database per signed-in user ('grouppurse-<userId>'): two people sharing a phone never see
 * each other's data, and logging out never throws away an unsynced change.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { ContributionRow, GroupRow, GroupUpdateRow, NotificationRow, PayoutRow, PullScope, MemberRow, MutationType, PartnerRow, PurseRow } from '../../shared/sync-protocol';
import type { ProofMimeType } from '../../shared/contributions';
import { historyKey, type RechainedEntry } from '../../shared/history-wire';

/** Set on a row created or changed on this device and not yet confirmed by the server. */
export interface Unsynced {
  _pending?: 1;
}

export type LocalGroup = GroupRow & Unsynced;
export type LocalPurse = PurseRow & Unsynced;
export type LocalMember = MemberRow & Unsynced;
export type LocalPartner = PartnerRow & Unsynced;
/**
 * A contribution as the server last sent it, or as made here (`_pending`) until the server has it.
 * A review decision made on this device is NOT written into the row while it is queued: it waits
 * in the outbox (contribution.confirm / .reject) and screens overlay it, so the server's answer
 * always wins. Once the server has applied it, the row shows it, marked `_decided`, until the
 * pull brings the server's own row (see data/decision-overlay.ts).
 */
export type LocalContribution = ContributionRow &
  Unsynced & {
    /** The server applied a decision made on this device; its row (and totals) are not pulled yet. */
    _decided?: 1;
    /**
     * Set only between the pages of one pull: the revision of the pulled row that first showed it
     * confirmed on this device, from which the purse's totals hold it. Later revisions of the row
     * (its receipt check read, say) do not move it; the pull's last page clears it (decision-overlay.ts).
     */
    _confirmedRev?: number;
  };

/** The user's own notifications; `read` may be set here first (queued 'notification.read'). */
export type LocalNotification = NotificationRow & Unsynced;
/** Announcements of the user's groups (made here first by an admin: `_pending`). */
export type LocalGroupUpdate = GroupUpdateRow & Unsynced;
/** Payouts of the user's groups (recorded here first by the admin: `_pending`). */
export type LocalPayout = PayoutRow & Unsynced;
/**
 * A group's hash-chained history entry, rebuilt whole on the device from the slim rows a pull
 * sends (shared/history-wire.ts), keyed `historyKey(groupId, seq)`; never written by the user.
 * Rows stored before protocol 6 still carry their `revision`.
 */
export type LocalHistoryEntry = RechainedEntry & { revision?: number };

/**
 * A proof image's bytes on this device: the member's own (made here, uploaded by the sync engine)
 * or a pending one prefetched for an admin's offline review. Bytes are an ArrayBuffer, not a Blob:
 * Safari mishandles Blobs in IndexedDB.
 */
export interface LocalProof {
  sha256: string;
  bytes: ArrayBuffer;
  mimeType: ProofMimeType;
  size: number;
  /** 1 once the server holds these bytes (uploaded from here, or downloaded from it). */
  uploaded: 0 | 1;
  /** The picked file's size before compression, for the figures (made here only). */
  originalSize?: number;
  createdAt: string;
}

/**
 * A small JPEG of a pending proof, made by the server and kept for a reviewer's offline review
 * (issue 26 §6): the review shows it when the full image is neither on the phone nor reachable.
 * Dropped once no pending payment needs it.
 */
export interface LocalThumbnail {
  /** The full proof's SHA-256 (not the thumbnail's). */
  sha256: string;
  bytes: ArrayBuffer;
  size: number;
}

export type OutboxStatus = 'queued' | 'refused' | 'conflict';

/** A change waiting for the server, in the order it was made. `id` is its idempotency key. */
export interface OutboxEntry {
  seq?: number;
  id: string;
  type: MutationType;
  payload: unknown;
  /** What the user would call it, for the sync status list: 'Group "Class of 2010"' (in the language it was made in). */
  label: string;
  /** The local row it created or changed: table and id, to drop it if the user discards a refusal. */
  target: { table: 'groups' | 'projects' | 'members' | 'partners' | 'contributions' | 'notifications' | 'groupUpdates' | 'payouts'; id: string };
  /**
   * The row as the server had it before a change made here to a row it already has (an edit, a
   * decision, a reversal): put back if the user discards the change after a refusal.
   */
  previous?: unknown;
  /** A proof the server must hold before this entry is sent: uploaded first, by its hash. */
  proofSha256?: string;
  createdAt: string;
  status: OutboxStatus;
  /**
   * The server's refusal or conflict: its reason code (shared/reason-codes.ts) and the parameters
   * its text needs, worded in the reader's language when shown (web/lib/refusal-text.ts), and its
   * English message, the fallback. An entry saved by an earlier app version has no `params`, and
   * may hold a code of its own making ('proof-413'): its message is shown where the code cannot be worded.
   */
  message?: string;
  code?: string;
  params?: Record<string, unknown>;
  attempts: number;
}

/**
 * What a person typed and picked on a form not yet sent (the pay flow's purse, amount, step and
 * photo), kept until they send it or start again: a phone that drops a background tab while the
 * member is in the bank app, a reload or a closed app loses none of it. Never synced.
 */
export interface LocalDraft {
  key: string;
  value: unknown;
  /** The picked photo, as picked. ArrayBuffer, not a Blob: Safari mishandles Blobs in IndexedDB. */
  file: { bytes: ArrayBuffer; type: string; name: string } | null;
  savedAt: string;
}

/** The pull cursor, when the last full sync ended, and which groups the user may see (the last pull's scope). */
export type MetaEntry =
  | { key: 'cursor'; value: number }
  /** Set while a first pull runs (sync-protocol `snapshot`): heavy screens wait for it to go. */
  | { key: 'snapshot'; value: number }
  | { key: 'lastSyncedAt'; value: string } | { key: 'scope'; value: PullScope };

export type DeviceDb = Dexie & {
  groups: EntityTable<LocalGroup, 'id'>;
  projects: EntityTable<LocalPurse, 'id'>;
  members: EntityTable<LocalMember, 'id'>;
  partners: EntityTable<LocalPartner, 'id'>;
  contributions: EntityTable<LocalContribution, 'id'>;
  proofs: EntityTable<LocalProof, 'sha256'>;
  thumbnails: EntityTable<LocalThumbnail, 'sha256'>;
  notifications: EntityTable<LocalNotification, 'id'>;
  groupUpdates: EntityTable<LocalGroupUpdate, 'id'>;
  payouts: EntityTable<LocalPayout, 'id'>;
  history: EntityTable<LocalHistoryEntry, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaEntry, 'key'>;
  drafts: EntityTable<LocalDraft, 'key'>;
};

/** Opens (creating or upgrading) the device database of one user. */
export function openDeviceDb(userId: string, name = `grouppurse-${userId}`): DeviceDb {
  const db = new Dexie(name) as DeviceDb;
  db.version(1).stores({
    groups: 'id, adminId',
    projects: 'id, groupId',
    members: 'id, groupId, userId, [groupId+userId]',
    partners: 'id, groupId, [groupId+userId]',
    outbox: '++seq, &id, status',
    meta: 'key',
  });
  // Version 2 (sync protocol 2): contributions and proof bytes. The cursor restarts at 0, so the
  // device pulls everything again and receives the contributions behind its old cursor.
  db.version(2)
    .stores({
      contributions: 'id, groupId, userId, status, projectId',
      proofs: 'sha256',
    })
    .upgrade((tx) => tx.table('meta').delete('cursor'));
  // Version 3 (sync protocol 3): notifications and announcements; pull everything again.
  db.version(3)
    .stores({
      notifications: 'id, read, createdAt',
      groupUpdates: 'id, groupId, createdAt',
    })
    .upgrade((tx) => tx.table('meta').delete('cursor'));
  // Version 4 (sync protocol 4, issue 11): payouts and the groups' history; new fields on groups,
  // purses and contributions. Pull everything again.
  db.version(4)
    .stores({
      payouts: 'id, groupId, projectId, status',
      history: 'id, groupId, [groupId+seq]',
    })
    .upgrade((tx) => tx.table('meta').delete('cursor'));
  // Version 5 (sync protocol 6, issue 12): history entries are keyed by group and seq, as slim
  // pulled rows carry no server id. Re-keyed here rather than pulled again: the rows are whole.
  db.version(5)
    .stores({ history: 'id, groupId, [groupId+seq]' })
    .upgrade(async (tx) => {
      const table = tx.table<LocalHistoryEntry, string>('history');
      const rows = await table.toArray();
      await table.clear();
      await table.bulkAdd(rows.map((row) => ({ ...row, id: historyKey(row.groupId, row.seq) })));
    });
  // Version 6 (issue 26 §6): the server's thumbnails of pending proofs, for offline review. Nothing to pull again.
  db.version(6).stores({ thumbnails: 'sha256' });
  // Version 7: forms not yet sent (drafts.ts). Nothing to pull again.
  db.version(7).stores({ drafts: 'key' });
  // Version 8: the few contributions marked confirmed above their totals, found by index at the
  // end of each pull to clear the mark (decision-overlay.ts). Dexie indexes the rows already there.
  db.version(8).stores({ contributions: 'id, groupId, userId, status, projectId, _confirmedRev' });
  return db;
}

const open = new Map<string, DeviceDb>();

/** The device database of `userId`, opened once per page. */
export function deviceDb(userId: string): DeviceDb {
  let db = open.get(userId);
  if (!db) {
    db = openDeviceDb(userId);
    open.set(userId, db);
  }
  return db;
}
