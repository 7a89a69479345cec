import { describe, expect, it } from 'vitest';
import { notificationLook } from './notification-look';

describe('notificationLook', () => {
  it.each([
    ['payment_submitted', 'upload'],
    ['payment_confirmed', 'approved'],
    ['payment_approved', 'approved'],
    ['payment_rejected', 'rejected'],
    ['group_update', 'megaphone'],
    ['reminder', 'alarm'],
    ['milestone', 'trophy'],
    ['payout_pending', 'payout'],
    ['payout_approved', 'approved'],
    ['payout_rejected', 'rejected'],
    ['payment_reversed', 'reversed'],
    ['bank_details_changed', 'bank'],
    ['other', 'bell'],
    ['something_new', 'bell'],
    ['toString', 'bell'],
    ['', 'bell'],
  ])('gives %s the %s icon', (type, icon) => {
    expect(notificationLook(type).icon).toBe(icon);
  });

  it('colours approvals green and rejections red', () => {
    expect(notificationLook('payment_confirmed').tone).toContain('text-success');
    expect(notificationLook('payment_rejected').tone).toContain('text-error');
    expect(notificationLook('payout_approved').tone).toContain('text-success');
    expect(notificationLook('payout_rejected').tone).toContain('text-error');
  });

  it('makes a changed bank account and a payout to approve look like warnings', () => {
    expect(notificationLook('bank_details_changed').tone).toContain('bg-warning');
    expect(notificationLook('payout_pending').tone).toContain('bg-warning');
  });
});
