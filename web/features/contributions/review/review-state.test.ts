import { describe, expect, it } from 'vitest';
import { reviewPanel } from './review-state';
import { contributionRow, contributionView, decisionEntry } from './test-fixtures';

describe('reviewPanel', () => {
  it('offers Confirm and Reject on a pending payment to its admin', () => {
    expect(reviewPanel(contributionView(contributionRow('c1')), true)).toEqual({ kind: 'decide' });
  });

  it('never offers a decision to an accountability partner', () => {
    expect(reviewPanel(contributionView(contributionRow('c1')), false)).toEqual({ kind: 'view-only' });
  });

  it("shows 'Already Confirmed' for a confirmed payment", () => {
    const panel = reviewPanel(contributionView(contributionRow('c1', { status: 'confirmed' })), true);
    expect(panel).toEqual({ kind: 'decided', status: 'confirmed', message: 'Already Confirmed', adminNotes: null });
  });

  it("shows 'Rejected' with the admin's notes for a rejected payment", () => {
    const panel = reviewPanel(contributionView(contributionRow('c1', { status: 'rejected', adminNotes: 'Wrong account' })), true);
    expect(panel).toEqual({ kind: 'decided', status: 'rejected', message: 'Rejected', adminNotes: 'Wrong account' });
  });

  it('shows another status grey, with no actions', () => {
    const row = contributionRow('c1', { status: 'refunded' as never });
    expect(reviewPanel(contributionView(row), true)).toEqual({ kind: 'other', status: 'refunded' });
  });

  it('shows a decision made on this phone as queued, not as decided', () => {
    const row = contributionRow('c1');
    const entry = decisionEntry('c1', 'reject', { payload: { contributionId: 'c1', reason: 'Blurry' } });
    const view = contributionView(row, { status: 'rejected', unsynced: true, decision: { action: 'reject', reason: 'Blurry', entry } });
    expect(reviewPanel(view, true)).toEqual({ kind: 'queued', action: 'reject', reason: 'Blurry' });
  });

  it("shows the server's message when another admin decided first", () => {
    const row = contributionRow('c1', { status: 'confirmed' });
    const entry = decisionEntry('c1', 'reject', { status: 'conflict', message: 'Already Confirmed' });
    const view = contributionView(row, { decision: { action: 'reject', reason: null, entry }, problem: { kind: 'conflict', message: 'Already Confirmed', entry } });
    expect(reviewPanel(view, true)).toEqual({ kind: 'conflict', message: 'Already Confirmed', entry, adminNotes: null });
  });

  it("falls back to the spec's words when a conflict comes without a message", () => {
    const row = contributionRow('c1', { status: 'rejected', adminNotes: 'Duplicate' });
    const entry = decisionEntry('c1', 'confirm', { status: 'conflict' });
    const view = contributionView(row, { decision: { action: 'confirm', reason: null, entry }, problem: { kind: 'conflict', message: '', entry } });
    expect(reviewPanel(view, true)).toMatchObject({ kind: 'conflict', message: 'Rejected', adminNotes: 'Duplicate' });
  });

  it('shows a refused decision with its message so it can be retried or dismissed', () => {
    const entry = decisionEntry('c1', 'confirm', { status: 'refused', message: 'Only the admin of this group can do this.' });
    const view = contributionView(contributionRow('c1'), { decision: { action: 'confirm', reason: null, entry }, problem: { kind: 'refused', message: entry.message!, entry } });
    expect(reviewPanel(view, true)).toEqual({ kind: 'refused', message: 'Only the admin of this group can do this.', entry });
  });

  it('offers nothing on a payment that has not reached the server', () => {
    expect(reviewPanel(contributionView(contributionRow('c1', { _pending: 1 })), true)).toEqual({ kind: 'not-on-server' });
  });
});
