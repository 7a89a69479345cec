import { describe, expect, it } from 'vitest';
import { creditDate } from './reconcile-format';

describe('creditDate', () => {
  it.each([
    { postedAt: '2026-11-23T23:00:00.000Z', text: '24 Nov 2026' },
    { postedAt: '2026-11-24T08:58:12.000Z', text: '24 Nov 2026, 9:58 am' },
    { postedAt: 'not a date', text: '' },
    { postedAt: null, text: 'Date unknown (the alert shows none)' },
  ])('$postedAt reads "$text" (Lagos time)', ({ postedAt, text }) => {
    expect(creditDate(postedAt)).toBe(text);
  });
});
