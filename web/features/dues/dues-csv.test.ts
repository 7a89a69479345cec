import { describe, expect, it } from 'vitest';
import { purseLedgers } from '../../../shared/purse-ledgers';
import { duesCsv } from './dues-csv';
import { chosenPeriod } from './PeriodField';

const dues = { id: 'p1', kind: 'dues' as const, frequency: 'monthly', startsOn: '2026-01-01', endsOn: null, amountPerMemberKobo: 500_000, deadline: null, createdAt: '2025-12-20T10:00:00.000Z' };
const member = (userId: string, fullName: string, joinedAt = '2025-12-21T10:00:00.000Z') => ({ userId, fullName, username: userId, joinedAt });
const paid = (id: string, userId: string, amountKobo: number) => ({ id, userId, amountKobo, status: 'confirmed', createdAt: '2026-01-05T10:00:00.000Z', decidedAt: '2026-01-05T10:00:00.000Z' });

describe('the dues grid as CSV', () => {
  it('has a row per member with what each period received, the words for periods not owed, what they owe and the overdue part, then the totals', () => {
    const ledgers = purseLedgers(dues, [member('u1', 'Kemi Bello'), member('u2', '=Chidi', '2026-02-15T10:00:00.000Z')], [paid('c1', 'u1', 750_000), paid('c2', 'u2', 500_000)], '2026-02-10')!;
    expect(duesCsv(ledgers, ['Jan 2026', 'Feb 2026']).split('\r\n')).toEqual([
      '\uFEFFMember,Jan 2026,Feb 2026,Owing,Overdue',
      'Kemi Bello,5000.00,2500.00,2500.00,0.00',
      "'=Chidi,Not owed,5000.00,0.00,0.00",
      'Total paid,5000.00,7500.00,2500.00,0.00',
      '',
    ]);
  });
});

describe('the dues grid as CSV with late fines', () => {
  it('adds the late fines still owed, each member and in all', () => {
    const fined = { ...dues, lateFines: [{ since: '2025-12-01', kobo: 50_000, percent: null, graceDays: 0 }] };
    // Kemi sent January's money on 5 Jan (in time); Chidi's ₦5,000 went out on 3 Feb, after January's day.
    const late = { ...paid('c2', 'u2', 500_000), sentOn: '2026-02-03' };
    const ledgers = purseLedgers(fined, [member('u1', 'Kemi Bello'), member('u2', 'Chidi Obi')], [paid('c1', 'u1', 500_000), late], '2026-02-10')!;
    expect(duesCsv(ledgers, ['Jan 2026', 'Feb 2026']).split('\r\n')).toEqual([
      '\uFEFFMember,Jan 2026,Feb 2026,Owing,Overdue,Late fines owed',
      'Chidi Obi,5000.00,0.00,5500.00,500.00,500.00',
      'Kemi Bello,5000.00,0.00,5000.00,0.00,0.00',
      'Total paid,10000.00,0.00,10500.00,500.00,500.00',
      '',
    ]);
  });
});

describe('the period a payment names', () => {
  it('is one the purse offers now; a value left from another purse, or any for a collection, is dropped', () => {
    expect(chosenPeriod(dues, '2')).toBe(2);
    expect(chosenPeriod(dues, '')).toBeNull();
    expect(chosenPeriod(dues, '500')).toBeNull();
    expect(chosenPeriod({ ...dues, kind: 'collection' }, '2')).toBeNull();
    expect(chosenPeriod(null, 2)).toBeNull();
  });
});
