import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const known = new Set(['c1']);
const about = (contributionId: string | null, type = 'payment_submitted', projectId: string | null = null) => ({ type, contributionId, projectId });

describe('notificationTarget', () => {
  it("opens an admin's contribution in the review", () => {
    expect(notificationTarget(about('c1'), 'admin', known)).toEqual({ kind: 'review', contributionId: 'c1' });
  });

  it("opens a member's contribution in its details", () => {
    expect(notificationTarget(about('c1', 'payment_reversed', 'p1'), 'member', known)).toEqual({ kind: 'details', contributionId: 'c1' });
  });

  it("opens a payment submitted to a partner (a member) in the read-only review, not in a payer's details", () => {
    expect(notificationTarget(about('c1'), 'member', known)).toEqual({ kind: 'watch', contributionId: 'c1' });
  });

  it('opens nothing for a payment submitted in a group the member is no longer a partner of (not on the phone)', () => {
    expect(notificationTarget(about('c9'), 'member', known)).toBeNull();
  });

  it('opens nothing for a contribution not among the user’s', () => {
    expect(notificationTarget(about('c9'), 'admin', known)).toBeNull();
  });

  it('opens nothing for a notification about no contribution', () => {
    expect(notificationTarget(about(null), 'admin', known)).toBeNull();
    expect(notificationTarget(about(''), 'member', known)).toBeNull();
  });

  it.each(['payout_pending', 'payout_approved', 'payout_rejected', 'bank_details_changed', 'payout_made', 'purse_dues_changed'])('opens the purse’s books for %s, whoever taps it', (type) => {
    expect(notificationTarget(about(null, type, 'p1'), 'member', known)).toEqual({ kind: 'purse', projectId: 'p1' });
    expect(notificationTarget(about(null, type, 'p1'), 'admin', known)).toEqual({ kind: 'purse', projectId: 'p1' });
  });

  it('opens nothing for a purse notification that names no purse', () => {
    expect(notificationTarget(about(null, 'bank_details_changed', null), 'member', known)).toBeNull();
  });
});
