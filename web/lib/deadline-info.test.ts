import { describe, expect, it } from 'vitest';
import { deadlineInfo } from './deadline-info';

const now = new Date('2026-12-01T12:00:00Z');

describe('deadlineInfo', () => {
  it('is null for a project without a deadline or with an unreadable one', () => {
    expect(deadlineInfo(null, now)).toBeNull();
    expect(deadlineInfo('', now)).toBeNull();
    expect(deadlineInfo('soon', now)).toBeNull();
  });

  it('gives the date and the whole days left, rounded up', () => {
    expect(deadlineInfo('2026-12-31T22:59:59.000Z', now)).toEqual({ date: '31 Dec 2026', daysLeft: 31, daysLeftText: '31 days left', soon: false });
  });

  it('says "day" for one day left', () => {
    expect(deadlineInfo('2026-12-02T06:00:00Z', now)?.daysLeftText).toBe('1 day left');
  });

  it('warns under 7 days, not at 7', () => {
    expect(deadlineInfo('2026-12-07T12:00:00Z', now)?.soon).toBe(true);
    expect(deadlineInfo('2026-12-08T12:00:00Z', now)?.soon).toBe(false);
  });

  it('never counts below 0 days once the deadline has passed', () => {
    expect(deadlineInfo('2026-11-01T00:00:00Z', now)).toMatchObject({ daysLeft: 0, daysLeftText: '0 days left', soon: true });
  });
});
