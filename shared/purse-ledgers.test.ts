import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { purseDues } from './member-dues';
import { ledgerDuesOf, purseLedgers, type LedgerMember, type LedgerPayment } from './purse-ledgers';
import type { PurseScheduleFields } from './purse-schedule';

const dues: PurseScheduleFields & { id: string } = { id: 'p1', kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', endsOn: '2026-12-31', amountPerMemberKobo: 500_000, deadline: null, createdAt: '2025-12-20T10:00:00.000Z' };
const ada: LedgerMember = { userId: 'ada', fullName: 'Ada Obi', username: 'ada', joinedAt: '2025-12-21T10:00:00.000Z' };
const bola: LedgerMember = { userId: 'bola', fullName: 'Bola Ade', username: 'bola', joinedAt: '2025-12-21T11:00:00.000Z' };
// Joined in March: owes from March, not before.
const chidi: LedgerMember = { userId: 'chidi', fullName: 'Chidi Eze', username: 'chidi', joinedAt: '2026-03-05T09:00:00.000Z' };
const pay = (id: string, userId: string, amountKobo: number, status = 'confirmed', decidedAt: string | null = '2026-01-10T10:00:00.000Z', period: number | null = null): LedgerPayment => ({
  id, userId, amountKobo, status, period, createdAt: '2026-01-09T10:00:00.000Z', decidedAt,
});

describe('purseLedgers', () => {
  it('is null for a collection, which has no periods', () => {
    expect(purseLedgers({ ...dues, kind: 'collection' }, [ada], [], '2026-03-10')).toBeNull();
    expect(purseLedgers({ id: 'p1', deadline: null, createdAt: dues.createdAt }, [ada], [], '2026-03-10')).toBeNull();
  });

  it('pays periods from confirmed money only, puts arrears first, and owes a late joiner from their join day', () => {
    const ledgers = purseLedgers(dues, [ada, bola, chidi], [pay('a1', 'ada', 1_500_000), pay('b1', 'bola', 700_000), pay('b2', 'bola', 900_000, 'pending', null), pay('c1', 'chidi', 500_000, 'rejected')], '2026-03-10')!;
    expect(ledgers.periods.map((p) => p.index)).toEqual([0, 1, 2]);
    expect(ledgers.members.map((m) => m.member.userId)).toEqual(['bola', 'chidi', 'ada']);
    const [b, c, a] = ledgers.members;
    expect(a!.ledger.periods.map((p) => p.state)).toEqual(['paid', 'paid', 'paid']);
    expect(b!.ledger.periods.map((p) => p.state)).toEqual(['paid', 'part', 'owing']);
    expect(b!.pendingKobo).toBe(900_000);
    expect(c!.ledger.periods.map((p) => p.state)).toEqual(['not-owed', 'not-owed', 'owing']);
    expect(ledgers.totals.map((t) => [t.paidCount, t.owingMembers, t.paidKobo])).toEqual([[2, 2, 1_000_000], [1, 2, 700_000], [1, 3, 500_000]]);
    expect(ledgers.arrearsKobo).toBe(300_000);
    expect(ledgers.owingKobo).toBe(300_000 + 500_000 + 500_000);
  });

  it('takes payments in the order they were confirmed, so a named period keeps what was named for it', () => {
    const later = pay('late', 'ada', 500_000, 'confirmed', '2026-02-01T10:00:00.000Z');
    const earlier = pay('early', 'ada', 500_000, 'confirmed', '2026-01-05T10:00:00.000Z', 2);
    const ledgers = purseLedgers(dues, [ada], [later, earlier], '2026-02-10')!;
    expect(ledgers.members[0]!.ledger.periods.map((p) => `${p.index}:${p.state}:${p.paidBy.map((x) => x.paymentId).join()}`)).toEqual(['0:paid:late', '1:owing:', '2:paid:early']);
  });

  it('never says everyone has paid monthly dues once a new month has begun unpaid', () => {
    const payments = [pay('a1', 'ada', 500_000), pay('b1', 'bola', 500_000)];
    const money = new Map([['ada', { confirmedKobo: 500_000, pendingKobo: 0 }], ['bola', { confirmedKobo: 500_000, pendingKobo: 0 }]]);
    const january = purseDues(500_000, [ada, bola], money, ledgerDuesOf(purseLedgers(dues, [ada, bola], payments, '2026-01-20')!));
    expect(january.everyonePaid).toBe(true);
    const february = purseDues(500_000, [ada, bola], money, ledgerDuesOf(purseLedgers(dues, [ada, bola], payments, '2026-02-03')!));
    expect(february.everyonePaid).toBe(false);
    expect(february.part.map((p) => [p.userId, p.leftKobo, p.owedKobo])).toEqual([['bola', 500_000, 1_000_000], ['ada', 500_000, 1_000_000]].sort());
    // Without the ledger, one payment of the amount would count as paid in full.
    expect(purseDues(500_000, [ada, bola], money).everyonePaid).toBe(true);
  });

  it("follows the admin's exceptions: an excused period is owed nothing, and a late joiner may owe from the start", () => {
    const excusedAda = { ...ada, duesTerms: { p1: { excused: [{ period: 1, reason: 'Bereavement' }] }, other: { owesFromStart: true } } };
    const fromStart = { ...chidi, duesTerms: { p1: { owesFromStart: true } } };
    const ledgers = purseLedgers(dues, [excusedAda, fromStart], [pay('a1', 'ada', 500_000), pay('a2', 'ada', 500_000)], '2026-03-10')!;
    const [a, c] = [ledgers.members.find((m) => m.member.userId === 'ada')!, ledgers.members.find((m) => m.member.userId === 'chidi')!];
    expect(a.ledger.periods.map((p) => p.state)).toEqual(['paid', 'excused', 'paid']);
    expect(c.ledger.periods.map((p) => p.state)).toEqual(['owing', 'owing', 'owing']);
    expect(c.ledger.arrearsKobo).toBe(1_000_000);
  });

  it('makes a levy one period due on its deadline', () => {
    const levy: PurseScheduleFields & { id: string } = { id: 'p2', kind: 'levy', amountPerMemberKobo: 2_000_000, deadline: '2026-03-31T22:59:59.000Z', createdAt: '2026-03-01T09:00:00.000Z' };
    const ledgers = purseLedgers(levy, [ada], [pay('a', 'ada', 1_000_000)], '2026-04-02')!;
    expect(ledgers.periods).toEqual([{ index: 0, startDay: '2026-03-01', dueDay: '2026-03-31' }]);
    expect(ledgers.members[0]!.ledger).toMatchObject({ arrearsKobo: 1_000_000, owingKobo: 1_000_000 });
  });

  it('for any payments and decisions: allocations plus credit equal the confirmed money, no period is paid beyond what it is owed, and undoing a decision undoes its allocation exactly', () => {
    const members = [ada, bola, chidi];
    const payment = fc.record({
      userId: fc.constantFrom('ada', 'bola', 'chidi'),
      amountKobo: fc.integer({ min: 1, max: 3_000_000 }),
      status: fc.constantFrom('confirmed', 'confirmed', 'pending', 'rejected', 'reversed'),
      day: fc.integer({ min: 1, max: 28 }),
      period: fc.option(fc.integer({ min: 0, max: 13 }), { freq: 3 }),
    });
    fc.assert(
      fc.property(fc.array(payment, { maxLength: 25 }), fc.integer({ min: 0, max: 400 }), (list, offset) => {
        const payments: LedgerPayment[] = list.map((p, i) => ({ id: `p${i}`, userId: p.userId, amountKobo: p.amountKobo, status: p.status, period: p.period, createdAt: `2026-01-${String(p.day).padStart(2, '0')}T08:00:00.000Z`, decidedAt: p.status === 'pending' ? null : `2026-02-${String(p.day).padStart(2, '0')}T08:00:00.000Z` }));
        const today = new Date(Date.UTC(2025, 11, 1) + offset * 86_400_000).toISOString().slice(0, 10);
        const ledgers = purseLedgers(dues, members, payments, today)!;
        const allocated = (standing: (typeof ledgers.members)[number]) => standing.ledger.periods.reduce((sum, p) => sum + p.paidKobo, 0) + standing.ledger.creditKobo;
        for (const standing of ledgers.members) {
          const confirmedKobo = payments.filter((p) => p.userId === standing.member.userId && p.status === 'confirmed').reduce((sum, p) => sum + p.amountKobo, 0);
          expect(allocated(standing)).toBe(confirmedKobo);
          const seen = new Set<number>();
          for (const p of standing.ledger.periods) {
            expect(seen.has(p.index)).toBe(false);
            seen.add(p.index);
            expect(p.paidKobo).toBeLessThanOrEqual(p.owedKobo);
            expect(p.paidBy.reduce((sum, x) => sum + x.amountKobo, 0)).toBe(p.paidKobo);
          }
        }
        // Reverse one confirmed payment: its money leaves the ledger and nothing else changes hands.
        const victim = payments.find((p) => p.status === 'confirmed');
        if (!victim) return;
        const after = purseLedgers(dues, members, payments.map((p) => (p === victim ? { ...p, status: 'reversed' } : p)), today)!;
        const before = ledgers.members.find((m) => m.member.userId === victim.userId)!;
        const now = after.members.find((m) => m.member.userId === victim.userId)!;
        expect(allocated(before) - allocated(now)).toBe(victim.amountKobo);
        expect(now.ledger.periods.flatMap((p) => p.paidBy).some((x) => x.paymentId === victim.id)).toBe(false);
        for (const other of after.members.filter((m) => m.member.userId !== victim.userId)) {
          expect(other.ledger).toEqual(ledgers.members.find((m) => m.member.userId === other.member.userId)!.ledger);
        }
      }),
      { numRuns: 300 },
    );
  });
});
