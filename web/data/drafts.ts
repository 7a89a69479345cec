/**
 * Forms not yet sent, kept on the phone (db.ts LocalDraft): what the person typed and the photo
 * they picked come back after a reload, a dropped tab or a closed app, until the form is sent or
 * started again. Per user: each user's device database holds their own.
 */
import type { DeviceDb, LocalDraft } from './db';

export interface Draft<T> {
  value: T;
  file: File | null;
}

/**
 * Keeps a form's state and its photo. `file` undefined keeps the photo already kept (a keystroke
 * does not copy the photo again); null drops it.
 * @example await saveDraft(db, 'member-payment', { amount: '5000' }, undefined)
 */
export async function saveDraft(db: DeviceDb, key: string, value: unknown, file: File | null | undefined, now = new Date()): Promise<void> {
  const kept: LocalDraft['file'] | undefined =
    file === undefined ? undefined : file === null ? null : { bytes: await file.arrayBuffer(), type: file.type, name: file.name };
  await db.transaction('rw', db.drafts, async () => {
    const previous = kept === undefined ? await db.drafts.get(key) : undefined;
    await db.drafts.put({ key, value, file: kept === undefined ? (previous?.file ?? null) : kept, savedAt: now.toISOString() });
  });
}

/** The kept form, its photo as a File again; null when nothing is kept. */
export async function loadDraft<T>(db: DeviceDb, key: string): Promise<Draft<T> | null> {
  const row = await db.drafts.get(key);
  if (!row) return null;
  const file = row.file ? new File([row.file.bytes], row.file.name, { type: row.file.type }) : null;
  return { value: row.value as T, file };
}

/** Forgets a form once it is sent or started again. */
export async function dropDraft(db: DeviceDb, key: string): Promise<void> {
  await db.drafts.delete(key);
}
