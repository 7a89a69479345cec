import { describe, expect, it } from 'vitest';
import { notificationLook } from './notifications/notification-look';
import { sampleAnnouncements, sampleNotifications } from './sample-updates';

const now = new Date('2025-03-10T12:00:00.000Z');

describe('the sample items of /updates', () => {
  it('are a payment approved, a group milestone and a payment reminder, with their own icons', () => {
    const samples = sampleNotifications(now);
    expect(samples.map((sample) => sample.type)).toEqual(['payment_approved', 'milestone', 'reminder']);
    expect(samples.map((sample) => notificationLook(sample.type).icon)).toEqual(['approved', 'trophy', 'alarm']);
  });

  it('are two announcements, high and medium priority', () => {
    expect(sampleAnnouncements(now).map((sample) => sample.priority)).toEqual(['high', 'medium']);
  });

  it('carry amounts in naira', () => {
    const texts = [...sampleNotifications(now), ...sampleAnnouncements(now)].map((sample) => sample.message);
    expect(texts.filter((text) => /₦\d{1,3}(,\d{3})*/.test(text)).length).toBeGreaterThanOrEqual(4);
    expect(texts.join(' ')).toContain('₦25,000');
  });

  it('are dated just before now, newest first, and never in the future', () => {
    const times = [...sampleNotifications(now)].map((sample) => Date.parse(sample.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThan(now.getTime());
  });

  it('have ids that cannot be mistaken for real rows', () => {
    for (const sample of [...sampleNotifications(now), ...sampleAnnouncements(now)]) expect(sample.id).toMatch(/^sample-/);
  });
});
