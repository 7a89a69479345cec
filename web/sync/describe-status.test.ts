import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../shared/progress';
import { describeStatus } from './describe-status';

const now = new Date('2026-11-21T12:00:00Z');
const base = { phase: 'idle' as const, lastSyncedAt: '2026-11-21T11:55:00Z', lastError: null };
const view = (over: Partial<Parameters<typeof describeStatus>[0]>) =>
  describeStatus({ status: base, online: true, queued: 0, refused: 0, now, relative: relativeTime, ...over });

describe('describeStatus', () => {
  it.each([
    [{}, 'ok', 'All changes synced · 5 minutes ago'],
    [{ online: false, queued: 2 }, 'warn', 'Offline · 2 changes not synced yet'],
    [{ online: false }, 'warn', 'Offline · last synced 5 minutes ago'],
    [{ queued: 1 }, 'busy', '1 change not synced yet'],
    [{ status: { ...base, phase: 'syncing' as const } }, 'busy', 'Syncing…'],
    [{ refused: 1, queued: 3 }, 'error', '1 change was not accepted — tap to see why'],
    [{ status: { ...base, phase: 'signed-out' as const, lastError: 'Please log in again to sync your changes.' } }, 'error', 'Please log in again to sync your changes.'],
    [{ status: { ...base, phase: 'error' as const }, queued: 2 }, 'warn', '2 changes not synced yet · retrying soon'],
    [{ status: { ...base, lastSyncedAt: null } }, 'ok', 'Online'],
  ])('%o -> %s %s', (over, tone, text) => {
    expect(view(over)).toEqual({ tone, text });
  });

  it('shows how much of the proof images has gone up while uploading', () => {
    const uploading = { ...base, phase: 'syncing' as const, upload: { sent: 51_200, total: 204_800 } };
    expect(view({ status: uploading, queued: 1 })).toEqual({ tone: 'busy', text: 'Uploading proof · 50 KB of 200 KB (25%)', progress: 0.25 });
  });
});
