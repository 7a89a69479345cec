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
    // Alerts' own ways (issue 22).
    ['26-05-2026 0:0', '2026-05-25T23:00:00.000Z'],
    ['09-May-2022 @ 5:32 PM', '2022-05-09T16:32:00.000Z'],
    ['26/07/2022:5:47:35PM', '2022-07-26T16:47:35.000Z'],
    ['7:15 AM 19-Apr-2022', '2022-04-19T06:15:00.000Z'],
    ['09/JUN/26 15:29PM', '2026-06-09T14:29:00.000Z'],
    ['29 Nov 2025 08:12:51', '2025-11-29T07:12:51.000Z'],
  ])('reads %j as %s', (cell, iso) => {
    expect(parseDateCell(cell)).toBe(iso);
  });

  it.each([['31/11/2026'], ['24/13/2026'], ['Opening Balance'], [''], [null], ['5,000.00'], [12], ['24/11/2026 25:00']])(
    'refuses %j',
    (cell) => {
      expect(parseDateCell(cell)).toBeNull();
    },
  );

  it('reads numeric dates in the file\'s order: day first unless told month first', () => {
    expect(parseDateCell('09/05/2026')).toBe('2026-05-08T23:00:00.000Z');
    expect(parseDateCell('09/05/2026', 'month-first')).toBe('2026-09-04T23:00:00.000Z');
    expect(parseDateCell('09/14/2026 06:49:31 AM', 'month-first')).toBe('2026-09-14T05:49:31.000Z');
    expect(parseDateCell('09/14/2026 06:49:31 AM', 'day-first')).toBeNull();
    // A month in letters is never reordered.
    expect(parseDateCell('09-May-2026', 'month-first')).toBe('2026-05-08T23:00:00.000Z');
  });

  it('refuses an AM time past 12 and a 13 o\'clock PM that is not 24-hour', () => {
    expect(parseDateCell('24/11/2026 13:05 AM')).toBeNull();
    expect(parseDateCell('24/11/2026 0:05 PM')).toBeNull();
  });

  it('tells a date-only time from a time of day', () => {
    expect(isDateOnly(parseDateCell('24-Nov-2026')!)).toBe(true);
    expect(isDateOnly(parseDateCell('24-Nov-2026 00:01')!)).toBe(false);
  });
});
