import { describe, expect, it } from 'vitest';
import { toCsv } from './statement-csv';
import { lagosMinute } from './statement-table';

describe('lagosMinute', () => {
  it.each([
    ['2026-12-15T09:00:00.000Z', '2026-12-15 10:00'],
    ['2026-12-31T23:30:00.000Z', '2027-01-01 00:30'],
    // No summer time in Lagos: July is UTC+1 as well.
    ['2026-07-01T12:05:59.000Z', '2026-07-01 13:05'],
  ])('reads %s as %s West Africa Time', (iso, wall) => {
    expect(lagosMinute(iso)).toBe(wall);
  });
});

describe('toCsv', () => {
  it('writes a day as it is and a moment in Lagos time labelled WAT, never in UTC', () => {
    const csv = toCsv([[{ day: '2026-11-22' }, { kobo: 150_050 }], ['Made at', { lagosTime: '2026-12-15T09:00:00.000Z' }]]);
    expect(csv).toBe('\uFEFF2026-11-22,1500.50\r\nMade at,2026-12-15 10:00 WAT\r\n');
  });
});
