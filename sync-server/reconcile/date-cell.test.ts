import { describe, expect, it } from 'vitest';
import { isDateOnly, parseDateCell } from './date-cell';

describe('parseDateCell reads dates as Nigerian banks print them, in Lagos time', () => {
  it.each([
    ['24-Nov-2026', '2026-11-23T23:00:00.000Z'],
    ['24/11/2026', '2026-11-23T23:00:00.000Z'],
    ['24-NOV-26', '2026-11-23T23:00:00.000Z'],
    ['24 November 2026', '2026-11-23T23:00:00.000Z'],
    ['2026-11-24 10:21:33', '2026-11-24T09:21:33.000Z'],
    ['2026-11-24T10:21:33', '2026-11-24T09:21:33.000Z'],
    ['24-11-2026 10:21', '2026-11-24T09:21:00.000Z'],
    ['24/11/2026:10:21:33 PM', '2026-11-24T21:21:33.000Z'],
    ['24/11/2026 12:05 AM', '2026-11-23T23:05:00.000Z'],
    ['Nov 24, 2026 10:21', '2026-11-24T09:21:00.000Z'],
    ['46350', '2026-11-23T23:00:00.000Z'],
    [46350.5, '2026-11-24T11:00:00.000Z'],
    [new Date(Date.UTC(2026, 10, 24, 10, 21, 33)), '2026-11-24T09:21:33.000Z'],
  ])('reads %j as %s', (cell, iso) => {
    expect(parseDateCell(cell)).toBe(iso);
  });

  it.each([['31/11/2026'], ['24/13/2026'], ['Opening Balance'], [''], [null], ['5,000.00'], [12], ['24/11/2026 25:00']])(
    'refuses %j',
    (cell) => {
      expect(parseDateCell(cell)).toBeNull();
    },
  );

  it('tells a date-only time from a time of day', () => {
    expect(isDateOnly(parseDateCell('24-Nov-2026')!)).toBe(true);
    expect(isDateOnly(parseDateCell('24-Nov-2026 00:01')!)).toBe(false);
  });
});
