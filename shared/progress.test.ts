import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MAX_KOBO } from './money';
import { daysLeft, isDeadlineSoon, progressPercent, relativeTime } from './progress';

describe('progressPercent', () => {
  it.each([
    { collected: 0, target: 100_000, percent: 0 },
    { collected: 50_000, target: 100_000, percent: 50 },
    { collected: 100_000, target: 100_000, percent: 100 },
    { collected: 2_900, target: 20_000, percent: 15 },
    { collected: 29, target: 200, percent: 15 },
    { collected: 1, target: 200, percent: 1 },
    { collected: 1, target: 201, percent: 0 },
    { collected: 1, target: 3, percent: 33 },
    { collected: 2, target: 3, percent: 67 },
    { collected: 150_000, target: 100_000, percent: 150 },
    { collected: 500, target: 0, percent: 0 },
    { collected: 500, target: -100, percent: 0 },
    { collected: 0, target: 0, percent: 0 },
    { collected: MAX_KOBO, target: MAX_KOBO, percent: 100 },
    { collected: MAX_KOBO - 5_000_000_000_000, target: MAX_KOBO, percent: 99 },
    // Just under 32.5%: float division rounds this one up to 33.
    { collected: 299_661_183_354_025, target: 922_034_410_320_077, percent: 32 },
    { collected: 5 * 10 ** 14 - 1, target: MAX_KOBO, percent: 50 },
    { collected: -150, target: 100, percent: -150 },
    { collected: -50, target: 100, percent: -50 },
    { collected: 50.5, target: 100, percent: 51 },
  ])('is $percent for $collected of $target', ({ collected, target, percent }) => {
    expect(progressPercent(collected, target)).toBe(percent);
  });

  it.each([
    { collected: 150_000, target: 100_000, percent: 100 },
    { collected: 100_000, target: 100_000, percent: 100 },
    { collected: 99_600, target: 100_000, percent: 100 },
    { collected: 99_400, target: 100_000, percent: 99 },
    { collected: 500, target: 0, percent: 0 },
  ])('caps $collected of $target at $percent', ({ collected, target, percent }) => {
    expect(progressPercent(collected, target, { cap: true })).toBe(percent);
  });

  it('does not cap unless asked', () => {
    expect(progressPercent(300, 100, { cap: false })).toBe(300);
    expect(progressPercent(300, 100, {})).toBe(300);
  });

  it('rounds exactly like the rational collected/target', () => {
    const kobo = fc.bigInt({ min: 0n, max: BigInt(MAX_KOBO) });
    fc.assert(
      fc.property(kobo, kobo.filter((t) => t > 0n), (collected, target) => {
        // Reference: round half up of 100c/t, by comparing 2 * remainder against t.
        const whole = (collected * 100n) / target;
        const remainder = (collected * 100n) % target;
        const expected = whole + (2n * remainder >= target ? 1n : 0n);
        return progressPercent(Number(collected), Number(target)) === Number(expected);
      }),
    );
  });

  it('stays within 0..100 with the cap for non-negative totals', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), (collected, target) => {
        const percent = progressPercent(collected, target, { cap: true });
        return percent >= 0 && percent <= 100;
      }),
    );
  });
});

describe('daysLeft', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  it.each([
    { name: 'exactly one day', deadline: '2025-03-11T12:00:00Z', days: 1 },
    { name: 'one day and a millisecond', deadline: '2025-03-11T12:00:00.001Z', days: 2 },
    { name: 'one hour', deadline: '2025-03-10T13:00:00Z', days: 1 },
    { name: 'one millisecond', deadline: '2025-03-10T12:00:00.001Z', days: 1 },
    { name: 'a week', deadline: '2025-03-17T12:00:00Z', days: 7 },
    { name: 'the same instant', deadline: '2025-03-10T12:00:00Z', days: 0 },
    { name: 'a past deadline', deadline: '2025-03-01T00:00:00Z', days: 0 },
    { name: 'a date-only deadline (UTC midnight)', deadline: '2025-03-12', days: 2 },
    { name: 'a Date object', deadline: new Date('2025-03-20T12:00:00Z'), days: 10 },
    { name: 'an unreadable date', deadline: 'soon', days: 0 },
  ])('counts $days for $name', ({ deadline, days }) => {
    expect(daysLeft(deadline, now)).toBe(days);
  });
});

describe('isDeadlineSoon', () => {
  it.each([
    { days: 0, soon: true },
    { days: 1, soon: true },
    { days: 6, soon: true },
    { days: 7, soon: false },
    { days: 30, soon: false },
  ])('is $soon for $days days', ({ days, soon }) => {
    expect(isDeadlineSoon(days)).toBe(soon);
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  it.each([
    { name: 'now', date: now, text: 'Just now' },
    { name: '59 seconds ago', date: before(59 * SECOND), text: 'Just now' },
    { name: 'a future time', date: before(-5 * MINUTE), text: 'Just now' },
    { name: '60 seconds ago', date: before(MINUTE), text: '1 minute ago' },
    { name: '119 seconds ago', date: before(2 * MINUTE - 1), text: '1 minute ago' },
    { name: '5 minutes ago', date: before(5 * MINUTE), text: '5 minutes ago' },
    { name: '59 minutes ago', date: before(HOUR - 1), text: '59 minutes ago' },
    { name: '60 minutes ago', date: before(HOUR), text: '1 hour ago' },
    { name: '3 hours ago', date: before(3 * HOUR + 59 * MINUTE), text: '3 hours ago' },
    { name: '23 hours ago', date: before(DAY - 1), text: '23 hours ago' },
    { name: '24 hours ago', date: before(DAY), text: '1 day ago' },
    { name: '2 days ago', date: before(2 * DAY + 5 * HOUR), text: '2 days ago' },
    { name: '400 days ago', date: before(400 * DAY), text: '400 days ago' },
    { name: 'an ISO string', date: '2025-03-10T09:00:00Z', text: '3 hours ago' },
    { name: 'an unreadable string', date: 'yesterday', text: '' },
  ])('says "$text" for $name', ({ date, text }) => {
    expect(relativeTime(date, now)).toBe(text);
  });
});
