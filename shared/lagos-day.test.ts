import { describe, expect, it } from 'vitest';
import { lagosDay } from './lagos-day';

/** The day by the clock: UTC+1, with no shortcut. */
const byClock = (iso: string) => new Date(new Date(iso).getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the Lagos day of a time', () => {
  it('is the next day from 23:00 UTC, the same day before', () => {
    expect(lagosDay('2026-01-31T22:59:59.999Z')).toBe('2026-01-31');
    expect(lagosDay('2026-01-31T23:00:00.000Z')).toBe('2026-02-01');
    expect(lagosDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(lagosDay('2028-02-28T23:00:00.000Z')).toBe('2028-02-29');
    expect(lagosDay('2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
  });

  it('reads times written with an offset or without seconds by the clock', () => {
    expect(lagosDay('2026-03-01T23:30:00+01:00')).toBe('2026-03-01');
    expect(lagosDay('2026-03-01T00:30:00+02:00')).toBe('2026-02-28');
    expect(lagosDay('2026-03-01T22:30Z')).toBe('2026-03-01');
  });

  it('agrees with the clock for any instant from 2000 to 2100', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const from = Date.UTC(2000, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    for (let i = 0; i < 20_000; i++) {
      const at = new Date(from + Math.floor(random() * span));
      // A quarter of them in the last hour of a UTC day, where the two days differ.
      if (i % 4 === 0) at.setUTCHours(23);
      const iso = at.toISOString();
      expect(lagosDay(iso), iso).toBe(byClock(iso));
      expect(lagosDay(iso.replace(/\.\d{3}Z$/, 'Z')), iso).toBe(byClock(iso));
    }
  });
});
