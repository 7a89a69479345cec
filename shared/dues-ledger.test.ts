import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberLedger, type DuesPayment, type MemberTerms } from './dues-ledger';
import { addDays, type DuesFrequency, type DuesSchedule } from './dues-schedule';

const monthly: DuesSchedule = { startDay: '2026-01-01', frequency: 'monthly', endDay: '2026-12-31', rounds: null };
const DUES = 500_000; // ₦5,000 a month
const member: MemberTerms = { joinDay: '2025-12-01', stopsFrom: null, owesFromStart: false, excused: [] };
const pay = (id: string, amountKobo: number, period: number | null = null): DuesPayment => ({ id, amountKobo, period });
const states = (ledger: ReturnType<typeof memberLedger>) => ledger.periods.map((p) => `${p.index}:${p.state}:${p.paidKobo}`);

describe('memberLedger', () => {
  it('pays the oldest periods first, leaves a part-paid period part-paid, and counts the arrears', () => {
    const ledger = memberLedger(monthly, DUES, member, [pay('a', 750_000)], '2026-03-10');
    expect(states(ledger)).toEqual(['0:paid:500000', '1:part:250000', '2:owing:0']);
    expect(ledger).toMatchObject({ arrearsKobo: 250_000, owingKobo: 750_000, creditKobo: 0, next: { index: 1, dueDay: '2026-02-28', leftKobo: 250_000 } });
    expect(ledger.periods[1]!.paidBy).toEqual([{ paymentId: 'a', amountKobo: 250_000 }]);
  });

  it('carries an overpayment as a credit, which pays the next period when it begins', () => {
    const payments = [pay('a', 1_200_000)];
    const january = memberLedger(monthly, DUES, member, payments, '2026-01-15');
    expect(states(january)).toEqual(['0:paid:500000']);
    expect(january).toMatchObject({ creditKobo: 700_000, owingKobo: 0, next: { index: 1, dueDay: '2026-02-28', leftKobo: 0 } });
    const march = memberLedger(monthly, DUES, member, payments, '2026-03-02');
    expect(states(march)).toEqual(['0:paid:500000', '1:paid:500000', '2:part:200000']);
    expect(march.creditKobo).toBe(0);
  });

  it('pays a named period first, even one ahead, and the rest oldest first', () => {
    const ledger = memberLedger(monthly, DUES, member, [pay('a', 600_000, 5)], '2026-02-10');
    expect(states(ledger)).toEqual(['0:part:100000', '1:owing:0', '5:paid:500000']);
    expect(ledger.owingKobo).toBe(900_000);
  });

  it('gives a period paid ahead only what was named for it: the rest of later payments is credit', () => {
    const ledger = memberLedger(monthly, DUES, member, [pay('a', 300_000, 5), pay('b', 2_000_000)], '2026-02-10');
    expect(states(ledger)).toEqual(['0:paid:500000', '1:paid:500000', '5:part:300000']);
    expect(ledger.creditKobo).toBe(1_000_000);
  });

  it('owes from the join date, or from the start when the admin says so; nothing once they left', () => {
    const joined = { ...member, joinDay: '2026-03-15' };
    expect(states(memberLedger(monthly, DUES, joined, [], '2026-04-02'))).toEqual(['0:not-owed:0', '1:not-owed:0', '2:owing:0', '3:owing:0']);
    expect(memberLedger(monthly, DUES, { ...joined, owesFromStart: true }, [], '2026-04-02').owingKobo).toBe(4 * DUES);
    const left = { ...member, stopsFrom: 2 };
    const ledger = memberLedger(monthly, DUES, left, [], '2026-06-02');
    expect(states(ledger)).toEqual(['0:owing:0', '1:owing:0', '2:not-owed:0', '3:not-owed:0', '4:not-owed:0', '5:not-owed:0']);
    expect(ledger.next).toEqual({ index: 0, dueDay: '2026-01-31', leftKobo: DUES });
  });

  it('owes nothing for an excused period and pays past it', () => {
    const ledger = memberLedger(monthly, DUES, { ...member, excused: [0] }, [pay('a', DUES)], '2026-02-10');
    expect(states(ledger)).toEqual(['0:excused:0', '1:paid:500000']);
  });

  it('undoes a payment exactly when it is no longer confirmed: the ledger is the rule run on what is confirmed', () => {
    const all = [pay('a', 300_000), pay('b', 900_000), pay('c', 100_000)];
    const without = memberLedger(monthly, DUES, member, [all[0]!, all[2]!], '2026-03-10');
    const from = memberLedger(monthly, DUES, member, all.filter((p) => p.id !== 'b'), '2026-03-10');
    expect(from).toEqual(without);
    expect(states(from)).toEqual(['0:part:400000', '1:owing:0', '2:owing:0']);
  });

  it('has nothing next once a schedule is over and paid', () => {
    const levy: DuesSchedule = { startDay: '2026-11-01', frequency: null, endDay: '2026-12-20', rounds: null };
    const ledger = memberLedger(levy, 2_000_000, member, [pay('a', 2_000_000)], '2026-11-05');
    expect(ledger).toMatchObject({ owingKobo: 0, creditKobo: 0, next: null });
    expect(memberLedger(levy, 2_000_000, member, [pay('a', 1_000_000)], '2026-12-21')).toMatchObject({ arrearsKobo: 1_000_000, next: { index: 0, leftKobo: 1_000_000 } });
  });
});

describe('memberLedger (property)', () => {
  const day = fc.integer({ min: 0, max: 900 }).map((n) => addDays('2025-06-01', n));
  const schedule = fc.record({
    startDay: day,
    frequency: fc.constantFrom<DuesFrequency | null>('weekly', 'monthly', 'quarterly', 'yearly', null),
    endDay: fc.option(day, { nil: null }),
    rounds: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
  }) as fc.Arbitrary<DuesSchedule>;
  const terms = fc.record({
    joinDay: day,
    stopsFrom: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    owesFromStart: fc.boolean(),
    excused: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 5 }),
  });
  const payments = fc.array(
    fc.record({ amountKobo: fc.integer({ min: 1, max: 3_000_000 }), period: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }) }),
    { maxLength: 20 },
  ).map((list) => list.map((p, i) => ({ id: `p${i}`, ...p })));

  it('puts exactly the confirmed money on periods and credit, never more on a period than it is owed, and never pays one twice', () => {
    fc.assert(
      fc.property(schedule, fc.integer({ min: 100, max: 2_000_000 }), terms, payments, day, (s, amount, t, list, today) => {
        if (s.frequency === null && s.endDay === null) return;
        const ledger = memberLedger(s, amount, t, list, today);
        const confirmed = list.reduce((sum, p) => sum + p.amountKobo, 0);
        const onPeriods = ledger.periods.reduce((sum, p) => sum + p.paidKobo, 0);
        expect(onPeriods + ledger.creditKobo).toBe(confirmed);
        const indexes = ledger.periods.map((p) => p.index);
        expect(new Set(indexes).size).toBe(indexes.length);
        for (const period of ledger.periods) {
          expect(period.paidKobo).toBeLessThanOrEqual(period.owedKobo);
          expect(period.paidBy.reduce((sum, b) => sum + b.amountKobo, 0)).toBe(period.paidKobo);
        }
        // Credit only when every begun period owed is paid.
        if (ledger.creditKobo > 0) expect(ledger.owingKobo).toBe(0);
        expect(ledger.arrearsKobo).toBeLessThanOrEqual(ledger.owingKobo);
      }),
      { numRuns: 400 },
    );
  });
});
