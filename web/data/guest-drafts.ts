import { Dexie } from 'dexie';
import type { DraftsDb } from './drafts';

let opened: DraftsDb | undefined;

/**
 * Where a guest's form is kept on the phone with its photo (drafts.ts), until the gift is sent: a
 * guest has no user, so no user's device database. A cheap phone often drops the page while the
 * gallery or camera is open; the form and the picked receipt come back with it.
 * @example const draft = useFormDraft(guestDraftsDb(), `guest-gift:${purseId}`, form, { file: 'receipt' })
 */
export function guestDraftsDb(): DraftsDb {
  if (opened) return opened;
  const db = new Dexie('grouppurse-guest') as DraftsDb;
  db.version(1).stores({ drafts: 'key' });
  opened = db;
  return db;
}
