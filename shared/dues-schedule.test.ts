import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isDay, periodAt, periodCount, periodsBegun, type DuesSchedule } from './dues-schedule';

const monthly: DuesSchedule = { startDay: '2026-01-31', frequency: 'monthly', endDay: null, rounds: null };

describe('the calendar', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('isDay(%s) is %s', (day, ok) => {
    expect(isDay(day)).toBe(ok);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-03-15', -3, '2025-12-15'],
    ['2026-12-31', 12, '2027-12-31'],
  ])('addMonths(%s, %i) is %s', (day, n, expected) => {
    expect(addMonths(day, n)).toBe(expected);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('periods', () => {
  it('anchors monthly periods on the start day, clamped to short months, never drifting', () => {
    expect([0, 1, 2, 3].map((i) => periodAt(monthly, i))).toEqual([
      { index: 0, startDay: '2026-01-31', dueDay: '2026-02-27' },
      { index: 1, startDay: '2026-02-28', dueDay: '2026-03-30' },
      { index: 2, startDay: '2026-03-31', dueDay: '2026-04-29' },
      { index: 3, startDay: '2026-04-30', dueDay: '2026-05-30' },
    ]);
  });

  it.each([
    [{ startDay: '2026-01-05', frequency: 'weekly', endDay: '2026-02-01', rounds: null }, 4],
    [{ startDay: '2026-01-01', frequency: 'monthly', endDay: '2026-12-31', rounds: null }, 12],
    [{ startDay: '2026-01-01', frequency: 'monthly', endDay: '2026-12-01', rounds: null }, 12],
    [{ startDay: '2026-01-01', frequency: 'quarterly', endDay: '2026-12-31', rounds: null }, 4],
    [{ startDay: '2026-01-01', frequency: 'yearly', endDay: '2030-06-30', rounds: null }, 5],
    [{ startDay: '2026-01-01', frequency: 'monthly', endDay: null, rounds: 12 }, 12],
    [{ startDay: '2026-01-01', frequency: 'monthly', endDay: '2026-03-31', rounds: 12 }, 3],
    [{ startDay: '2026-01-01', frequency: 'monthly', endDay: '2025-12-31', rounds: null }, 0],
    [{ startDay: '2026-01-01', frequency: null, endDay: '2026-03-31', rounds: null }, 1],
    [{ startDay: '2026-01-01', frequency: 'monthly', endDay: null, rounds: null }, null],
  ] as [DuesSchedule, number | null][])('%j has %s periods', (schedule, count) => {
    expect(periodCount(schedule)).toBe(count);
    if (count !== null && count > 0) {
      expect(periodAt(schedule, count - 1)).not.toBeNull();
      expect(periodAt(schedule, count)).toBeNull();
    }
  });

  it('makes a levy one period due on its end day', () => {
    const levy: DuesSchedule = { startDay: '2026-11-01', frequency: null, endDay: '2026-12-20', rounds: null };
    expect(periodsBegun(levy, '2026-10-01')).toEqual([{ index: 0, startDay: '2026-11-01', dueDay: '2026-12-20' }]);
  });

  it('lists the periods begun by a day, and the first one even before it starts', () => {
    const schedule: DuesSchedule = { startDay: '2026-01-01', frequency: 'monthly', endDay: null, rounds: null };
    expect(periodsBegun(schedule, '2025-12-20').map((p) => p.index)).toEqual([0]);
    expect(periodsBegun(schedule, '2026-03-01').map((p) => p.index)).toEqual([0, 1, 2]);
    expect(periodsBegun(schedule, '2026-02-28').map((p) => p.index)).toEqual([0, 1]);
  });

  it('costs nothing for a schedule of years until it is asked: period 600 of a monthly schedule at once', () => {
    expect(periodAt(monthly, 600)).toEqual({ index: 600, startDay: '2076-01-31', dueDay: '2076-02-28' });
  });
});
