/**
 * Receipts shared into the app from another app's share sheet (issue 27 §1: Web Share Target).
 * The service worker receives the POST and keeps the image here before it opens the pay flow, so
 * nothing is lost if the app is closed (or the phone is offline) before the member submits; the
 * flow drops it once the payment is saved. One small database for the phone, not one per user:
 * the worker does not know who is signed in, and whoever submits it takes it.
 */
import Dexie, { type EntityTable } from 'dexie';

export interface SharedReceipt {
  id: string;
  /** ArrayBuffer, not a Blob: Safari mishandles Blobs in IndexedDB (as data/db.ts's proofs). */
  bytes: ArrayBuffer;
  type: string;
  name: string;
  /** The text the sharing app sent with it (some bank apps send the transfer's details), or ''. */
  text: string;
  sharedAt: string;
}

type SharedDb = Dexie & { receipts: EntityTable<SharedReceipt, 'id'> };

export const SHARED_DB_NAME = 'grouppurse-shared';
/** The most shared receipts kept waiting: a phone sharing more drops the oldest. */
export const SHARED_KEPT = 5;

let opened: SharedDb | null = null;
function sharedDb(): SharedDb {
  if (opened) return opened;
  const db = new Dexie(SHARED_DB_NAME) as SharedDb;
  db.version(1).stores({ receipts: 'id, sharedAt' });
  opened = db;
  return db;
}

/**
 * Keeps a shared file, the newest SHARED_KEPT only; answers its id.
 * @example const id = await keepSharedReceipt(file, '', new Date())
 */
export async function keepSharedReceipt(file: Blob & { name?: string }, text: string, now: Date, id: string = crypto.randomUUID()): Promise<string> {
  const db = sharedDb();
  const bytes = await file.arrayBuffer();
  await db.transaction('rw', db.receipts, async () => {
    await db.receipts.put({ id, bytes, type: file.type, name: file.name || 'receipt', text, sharedAt: now.toISOString() });
    const older = await db.receipts.orderBy('sharedAt').reverse().offset(SHARED_KEPT).primaryKeys();
    await db.receipts.bulkDelete(older);
  });
  return id;
}

/** The shared receipt as a File for the pay flow, or null when it is gone (submitted, or dropped). */
export async function sharedReceiptFile(id: string): Promise<File | null> {
  const row = await sharedDb().receipts.get(id);
  return row ? new File([row.bytes], row.name, { type: row.type }) : null;
}

/** The newest shared receipt still waiting to be sent, or null. */
export async function newestSharedReceipt(): Promise<Pick<SharedReceipt, 'id' | 'sharedAt'> | null> {
  const row = await sharedDb().receipts.orderBy('sharedAt').last();
  return row ? { id: row.id, sharedAt: row.sharedAt } : null;
}

/** Drops a shared receipt once its payment is saved (the payment keeps its own copy). */
export async function dropSharedReceipt(id: string): Promise<void> {
  await sharedDb().receipts.delete(id);
}
