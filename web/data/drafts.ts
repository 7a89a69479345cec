/**
 * Forms not yet sent, kept on the phone (db.ts LocalDraft): what the person typed and the photo
 * they picked come back after a reload, a dropped tab or a closed app, until the form is sent or
 * started again. Per user: each user's device database holds their own.
 */
import type { Dexie, EntityTable } from 'dexie';
import type { LocalDraft } from './db';

/** What keeping a form needs: a user's device database, or a guest's (guest-drafts.ts). */
export type DraftsDb = Dexie & { drafts: EntityTable<LocalDraft, 'key'> };

export interface Draft<T> {
  value: T;
  file: File | null;
}

/** The photo is kept in a row of its own: a keystroke rewrites the typed values, never a 4 MB photo. */
const fileKey = (key: string) => `${key}#file`;

/**
 * Keeps a form's state and its photo. `file` undefined leaves the photo already kept; null drops it.
 * @example await saveDraft(db, 'member-payment', { amount: '5000' }, undefined)
 */
export async function saveDraft(db: DraftsDb, key: string, value: unknown, file: File | null | undefined, now = new Date()): Promise<void> {
  const bytes = file ? await file.arrayBuffer() : null;
  const savedAt = now.toISOString();
  await db.transaction('rw', db.drafts, async () => {
    await db.drafts.put({ key, value, file: null, savedAt });
    if (file === null) await db.drafts.delete(fileKey(key));
    else if (file && bytes) await db.drafts.put({ key: fileKey(key), value: null, file: { bytes, type: file.type, name: file.name }, savedAt });
  });
}

/**
 * Each kept form's writes in one order across all its writers, by database and key: a form
 * opened again (a new writer) reads only after the last one's writes. A dialog cancelled and
 * opened again at once read its old values back before the Cancel's forget had run.
 */
const pendingWrites = new WeakMap<DraftsDb, Map<string, Promise<unknown>>>();

function writesOf(db: DraftsDb): Map<string, Promise<unknown>> {
  let byKey = pendingWrites.get(db);
  if (!byKey) pendingWrites.set(db, (byKey = new Map()));
  return byKey;
}

/** The kept form, its photo as a File again; null when nothing is kept. Read after every write of it already asked for. */
export async function loadDraft<T>(db: DraftsDb, key: string): Promise<Draft<T> | null> {
  await writesOf(db).get(key);
  const [row, photo] = await db.drafts.bulkGet([key, fileKey(key)]);
  if (!row) return null;
  const kept = photo?.file;
  return { value: row.value as T, file: kept ? new File([kept.bytes], kept.name, { type: kept.type }) : null };
}

/** Forgets a form once it is sent or started again. */
export async function dropDraft(db: DraftsDb, key: string): Promise<void> {
  await db.drafts.bulkDelete([key, fileKey(key)]);
}

/** The writes of one kept form (draftWriter). */
export interface DraftWriter {
  /** Keeps the form's values, and its photo unless `file` is undefined (null drops it). */
  save(value: unknown, file: File | null | undefined): void;
  /** Forgets the kept form after every write before it (awaited before a success screen). */
  forget(): Promise<void>;
}

/**
 * One kept form's writes, run one after another, so a late write never brings back a form
 * already forgotten. A write that fails (no room on the phone) is let go: the form goes on, kept
 * only by the page.
 * @example const writer = draftWriter(db, 'create-group'); writer.save(values, undefined); await writer.forget();
 */
export function draftWriter(db: DraftsDb, key: string): DraftWriter {
  const byKey = writesOf(db);
  const queue = (write: () => Promise<void>) => {
    const writes = (byKey.get(key) ?? Promise.resolve()).then(write).catch(() => undefined);
    byKey.set(key, writes);
    return writes;
  };
  return {
    save: (value, file) => void queue(() => saveDraft(db, key, value, file)),
    forget: () => queue(() => dropDraft(db, key)).then(() => undefined),
  };
}
