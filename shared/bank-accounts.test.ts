import { describe, expect, it } from 'vitest';
import { recentAccountChange, type PreviousAccount } from './bank-accounts';

const gtb = (until: string): PreviousAccount => ({ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ada Obi', until });
const DAY = 86_400_000;

describe('recentAccountChange (the notice board warns of a bank change for 14 days)', () => {
  const changed = '2026-11-28T10:00:00.000Z';
  it.each([
    { name: 'just after the change', days: 0, warned: true },
    { name: 'a day before the 14th day ends', days: 13, warned: true },
    { name: 'one millisecond before 14 days', days: 14 - 1 / DAY, warned: true },
    { name: 'at 14 days', days: 14, warned: false },
    { name: 'a month later', days: 30, warned: false },
    { name: 'a phone whose clock is a day behind the change', days: -1, warned: true },
  ])('$name: $warned', ({ days, warned }) => {
    const now = new Date(Date.parse(changed) + days * DAY);
    expect(recentAccountChange([gtb(changed)], now)).toEqual(warned ? gtb(changed) : null);
  });

  it('warns of the latest change only, and never of an account with no detail', () => {
    const now = new Date('2026-12-01T00:00:00.000Z');
    const older = { ...gtb('2026-11-20T00:00:00.000Z'), accountNumber: '1111111111' };
    expect(recentAccountChange([older, gtb('2026-11-28T10:00:00.000Z')], now)?.accountNumber).toBe('0123456789');
    expect(recentAccountChange([{ bankName: null, accountNumber: null, accountName: ' ', until: '2026-11-30T00:00:00.000Z' }], now)).toBeNull();
    expect(recentAccountChange([], now)).toBeNull();
    expect(recentAccountChange(undefined, now)).toBeNull();
  });
});
