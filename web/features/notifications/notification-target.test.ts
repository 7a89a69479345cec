import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const known = new Set(['c1']);

describe('notificationTarget', () => {
  it("opens an admin's contribution in the review", () => {
    expect(notificationTarget({ contributionId: 'c1' }, 'admin', known)).toEqual({ kind: 'review', contributionId: 'c1' });
  });

  it("opens a member's contribution in its details", () => {
    expect(notificationTarget({ contributionId: 'c1' }, 'member', known)).toEqual({ kind: 'details', contributionId: 'c1' });
  });

  it('opens nothing for a contribution not among the user’s', () => {
    expect(notificationTarget({ contributionId: 'c9' }, 'admin', known)).toBeNull();
  });

  it('opens nothing for a notification about no contribution', () => {
    expect(notificationTarget({ contributionId: null }, 'admin', known)).toBeNull();
    expect(notificationTarget({ contributionId: '' }, 'member', known)).toBeNull();
  });
});
