import type { SyncStatus } from './engine';
import {
  sync_allSynced,
  sync_changesWaiting,
  sync_failed,
  sync_lastSynced,
  sync_logInAgain,
  sync_notSyncedYet,
  sync_offlineWith,
  sync_online,
  sync_refused,
  sync_retryingSoon,
  sync_syncing,
  sync_syncingWith,
  sync_uploading,
} from '../../shared/i18n/paraglide/messages.js';

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
  const waiting = sync_changesWaiting({ count: queued });
  const last = status.lastSyncedAt ? sync_lastSynced({ when: input.relative(status.lastSyncedAt, input.now).toLowerCase() }) : sync_notSyncedYet();
  if (refused > 0) return { tone: 'error', text: sync_refused({ count: refused }) };
  if (status.phase === 'signed-out') return { tone: 'error', text: status.lastError ?? sync_logInAgain() };
  if (!online || status.phase === 'offline') return { tone: 'warn', text: sync_offlineWith({ detail: queued > 0 ? waiting : last }) };
  if (status.phase === 'syncing' && status.upload && status.upload.total > 0) {
    const { sent, total } = status.upload;
    const progress = Math.min(1, sent / total);
    return { tone: 'busy', text: sync_uploading({ sent: kilobytes(sent), total: kilobytes(total), percent: Math.round(progress * 100) }), progress };
  }
  if (status.phase === 'syncing') return { tone: 'busy', text: queued > 0 ? sync_syncingWith({ detail: waiting }) : sync_syncing() };
  if (status.phase === 'error') return { tone: 'warn', text: queued > 0 ? sync_retryingSoon({ detail: waiting }) : (status.lastError ?? sync_failed()) };
  if (queued > 0) return { tone: 'busy', text: waiting };
  return { tone: 'ok', text: status.lastSyncedAt ? sync_allSynced({ when: input.relative(status.lastSyncedAt, input.now).toLowerCase() }) : sync_online() };
}
