import type { SyncStatus } from './engine';

export interface StatusView {
  tone: 'ok' | 'busy' | 'warn' | 'error';
  text: string;
  /** Share of proof bytes uploaded (0..1) while proofs go up; absent otherwise. */
  progress?: number;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The one line the status bar shows: online or offline, how many changes wait, and the last
 * successful sync. e.g. 'Offline · 2 changes not synced yet' or 'Synced 5 minutes ago'.
 */
export function describeStatus(input: { status: SyncStatus; online: boolean; queued: number; refused: number; now: Date; relative: (iso: string, now: Date) => string }): StatusView {
  const { status, online, queued, refused } = input;
  const waiting = queued === 1 ? '1 change not synced yet' : `${queued} changes not synced yet`;
  const last = status.lastSyncedAt ? `last synced ${input.relative(status.lastSyncedAt, input.now).toLowerCase()}` : 'not synced yet';
  if (refused > 0) return { tone: 'error', text: refused === 1 ? '1 change was not accepted — tap to see why' : `${refused} changes were not accepted — tap to see why` };
  if (status.phase === 'signed-out') return { tone: 'error', text: status.lastError ?? 'Please log in again to sync.' };
  if (!online || status.phase === 'offline') return { tone: 'warn', text: queued > 0 ? `Offline · ${waiting}` : `Offline · ${last}` };
  if (status.phase === 'syncing' && status.upload && status.upload.total > 0) {
    const { sent, total } = status.upload;
    const progress = Math.min(1, sent / total);
    return { tone: 'busy', text: `Uploading proof · ${kilobytes(sent)} of ${kilobytes(total)} (${Math.round(progress * 100)}%)`, progress };
  }
  if (status.phase === 'syncing') return { tone: 'busy', text: queued > 0 ? `Syncing · ${waiting}` : 'Syncing…' };
  if (status.phase === 'error') return { tone: 'warn', text: queued > 0 ? `${waiting} · retrying soon` : (status.lastError ?? 'Sync failed · retrying soon') };
  if (queued > 0) return { tone: 'busy', text: waiting };
  return { tone: 'ok', text: status.lastSyncedAt ? `All changes synced · ${input.relative(status.lastSyncedAt, input.now).toLowerCase()}` : 'Online' };
}
