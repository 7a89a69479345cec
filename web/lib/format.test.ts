import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatMonth, lagosDayOf, todayForDateInput } from './format';

describe('formatDate', () => {
  it('shows the Lagos calendar day of a stored time', () => {
    // The create-project schema stores a picked date as 23:59:59 in Lagos (22:59:59Z).
    expect(formatDate('2026-12-31T22:59:59.000Z')).toBe('31 Dec 2026');
    // 23:30Z is already the next day in Lagos (UTC+1).
    expect(formatDate('2026-03-01T23:30:00Z')).toBe('2 Mar 2026');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows the date and time on Lagos time', () => {
    const text = formatDateTime('2025-03-01T23:30:00Z');
    expect(text).toContain('2 Mar 2025');
    expect(text).toMatch(/12:30\s?am/i);
  });

  it('is empty for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatDate of a deadline', () => {
  it.each([
    ['2026-12-31T22:59:59.000Z', '31 Dec 2026'],
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    ['2025-06-30T23:30:00.000Z', '1 Jul 2025'],
    ['not a date', ''],
  ])('%s -> %j', (deadline, text) => {
    expect(formatDate(deadline)).toBe(text);
  });
});

describe('lagosDayOf', () => {
  it.each([
    ['2026-12-31T22:59:59.000Z', '2026-12-31'],
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    ['2026-01-31T23:30:00.000Z', '2026-02-01'],
    ['not a date', ''],
    [null, ''],
  ])('%s -> %j', (iso, day) => {
    expect(lagosDayOf(iso)).toBe(day);
  });
});

describe('todayForDateInput', () => {
  it('writes today as YYYY-MM-DD for the date picker', () => {
    expect(todayForDateInput(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(todayForDateInput(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});

describe('formatDay and formatMonth', () => {
  it('show a Lagos calendar day as written, whatever the phone zone', () => {
    expect(formatDay('2026-03-31')).toBe('31 Mar 2026');
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatMonth('2026-12-31')).toBe('Dec 2026');
  });
});
