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
  });
});
