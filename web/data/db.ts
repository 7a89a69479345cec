/**
 * The device database (Dexie over IndexedDB): the user's synced rows plus the outbox of changes
 * made on this phone that the server has not confirmed yet. Screens read it with useLiveQuery,
 * never the network, so every screen renders offline.
 *
 * One database per signed-in user ('grouppurse-<userId>'): two people sharing a phone never see
 * each other's data, and logging out never throws away an unsynced change.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { GroupRow, MemberRow, MutationType, PartnerRow, ProjectRow } from '../../shared/sync-protocol';

/** Set on a row created or changed on this device and not yet confirmed by the server. */
export interface Unsynced {
  _pending?: 1;
}

export type LocalGroup = GroupRow & Unsynced;
export type LocalProject = ProjectRow & Unsynced;
export type LocalMember = MemberRow & Unsynced;
export type LocalPartner = PartnerRow & Unsynced;

export type OutboxStatus = 'queued' | 'refused' | 'conflict';

/** A change waiting for the server, in the order it was made. `id` is its idempotency key. */
export interface OutboxEntry {
  seq?: number;
  id: string;
  type: MutationType;
  payload: unknown;
  /** What the user would call it, for the sync status list: 'Group "Class of 2010"'. */
  label: string;
  /** The local row it created or changed: table and id, to drop it if the user discards a refusal. */
  target: { table: 'groups' | 'projects' | 'partners'; id: string };
  createdAt: string;
  status: OutboxStatus;
  /** The server's message for a refusal or conflict, shown to the user as it is. */
  message?: string;
  code?: string;
  attempts: number;
}

export interface MetaEntry {
  key: 'cursor' | 'lastSyncedAt';
  value: string | number;
}

export type DeviceDb = Dexie & {
  groups: EntityTable<LocalGroup, 'id'>;
  projects: EntityTable<LocalProject, 'id'>;
  members: EntityTable<LocalMember, 'id'>;
  partners: EntityTable<LocalPartner, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  meta: EntityTable<MetaEntry, 'key'>;
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
