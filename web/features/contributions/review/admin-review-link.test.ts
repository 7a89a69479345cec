import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../sync/engine';
import { contributionRow, contributionView } from './test-fixtures';
import { reviewLinkState, type ReviewLinkInput } from './admin-review-link';

const openedAt = '2025-03-01T10:00:00.000Z';
const idleBefore: SyncStatus = { phase: 'idle', lastSyncedAt: '2025-03-01T09:00:00.000Z', lastError: null };
const views = [contributionView(contributionRow('c1'))];

function input(extra: Partial<ReviewLinkInput>): ReviewLinkInput {
  return { id: 'c1', views, sync: idleBefore, online: true, openedAt, waitedEnough: false, storedOnPhone: false, ...extra };
}

describe('reviewLinkState', () => {
  it('waits while the device database is read', () => {
    expect(reviewLinkState(input({ views: undefined })).kind).toBe('waiting');
  });

  it("opens a contribution that is among the admin's", () => {
    const state = reviewLinkState(input({}));
    expect(state.kind === 'found' && state.view.row.id).toBe('c1');
  });

  it('waits for a sync when the id is missing and the last sync is older than the link', () => {
    expect(reviewLinkState(input({ id: 'new' })).kind).toBe('waiting');
  });

  it('waits while a sync runs', () => {
    expect(reviewLinkState(input({ id: 'new', sync: { ...idleBefore, phase: 'syncing' } })).kind).toBe('waiting');
  });

  it('waits for the sync engine to start', () => {
    expect(reviewLinkState(input({ id: 'new', sync: null })).kind).toBe('waiting');
  });

  it('is not found once a sync finished after the link was opened', () => {
    const sync: SyncStatus = { phase: 'idle', lastSyncedAt: '2025-03-01T10:00:05.000Z', lastError: null };
    expect(reviewLinkState(input({ id: 'new', sync })).kind).toBe('not-found');
  });

  it.each(['offline', 'error', 'signed-out'] as const)('is not found when sync is %s', (phase) => {
    expect(reviewLinkState(input({ id: 'new', sync: { ...idleBefore, phase } })).kind).toBe('not-found');
  });

  it('is not found at once when the phone is offline', () => {
    expect(reviewLinkState(input({ id: 'new', online: false })).kind).toBe('not-found');
  });

  it('waits for the list when the sync has just stored the id on the phone, or while that is checked', () => {
    const sync: SyncStatus = { phase: 'idle', lastSyncedAt: '2025-03-01T10:00:05.000Z', lastError: null };
    expect(reviewLinkState(input({ id: 'new', sync, storedOnPhone: true })).kind).toBe('waiting');
    expect(reviewLinkState(input({ id: 'new', sync, storedOnPhone: undefined })).kind).toBe('waiting');
    expect(reviewLinkState(input({ id: 'new', sync, storedOnPhone: true, waitedEnough: true })).kind).toBe('not-found');
  });

  it('is not found after waiting long enough, unless a sync still runs: that one is waited for', () => {
    expect(reviewLinkState(input({ id: 'new', sync: null, waitedEnough: true })).kind).toBe('not-found');
    expect(reviewLinkState(input({ id: 'new', waitedEnough: true })).kind).toBe('not-found');
    expect(reviewLinkState(input({ id: 'new', sync: { ...idleBefore, phase: 'syncing' }, waitedEnough: true })).kind).toBe('waiting');
  });
});
