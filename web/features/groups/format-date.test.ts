import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

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
