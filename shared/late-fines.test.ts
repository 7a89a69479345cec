import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberLedger, type DuesPayment, type MemberTerms } from './dues-ledger';
import { addDays, type DuesSchedule } from './dues-schedule';
import { fineRuleOn, fineWire, withFineRule, type LateFineRule } from './late-fines';
import { lateFineSchema } from './group-schemas';
import { MESSAGES } from './errors';

const monthly: DuesSchedule = { startDay: '2026-01-01', frequency: 'monthly', endDay: '2026-12-31', rounds: null };
const DUES = 500_000; // ₦5,000 a month
const member: MemberTerms = { joinDay: '2025-12-01', stopsFrom: null, owesFromStart: false, excused: [] };
/** ₦500 fixed, a week of grace, from before the first period. */
const fixed: LateFineRule[] = [{ since: '2025-12-01', kobo: 50_000, percent: null, graceDays: 7 }];
const pay = (id: string, amountKobo: number, sentOn: string, period: number | null = null): DuesPayment => ({ id, amountKobo, period, sentOn });
const fines = (ledger: ReturnType<typeof memberLedger>) => ledger.periods.map((p) => (p.fine ? `${p.index}:${p.fine.owedKobo}/${p.fine.paidKobo}${p.fine.waived ? ':waived' : ''}` : `${p.index}:-`));

describe('late fines in the ledger', () => {
  it('judges by the day the money was sent: on the last day of grace no fine, the day after a fine', () => {
    // January is due 31 Jan; a week of grace ends 7 Feb.
    expect(fines(memberLedger(monthly, DUES, member, [pay('a', DUES, '2026-02-07')], '2026-02-20', { fines: fixed }))).toEqual(['0:-', '1:-']);
    const late = memberLedger(monthly, DUES, member, [pay('a', DUES, '2026-02-08')], '2026-02-20', { fines: fixed });
    expect(fines(late)).toEqual(['0:50000/0', '1:-']);
    expect(late.periods[0]!.fine!.lastDay).toBe('2026-02-07');
    expect(late).toMatchObject({ finesKobo: 50_000, finesOwingKobo: 50_000, owingKobo: 50_000 + DUES, arrearsKobo: 50_000 });
  });

  it('never by when the admin confirmed: money sent on time and confirmed late, in any order, is on time', () => {
    // Confirmation order: February's money (sent 20 Feb) first, January's (sent 25 Jan) a month later.
    const ledger = memberLedger(monthly, DUES, member, [pay('feb', DUES, '2026-02-20'), pay('jan', DUES, '2026-01-25')], '2026-03-20', { fines: fixed });
    expect(fines(ledger)).toEqual(['0:-', '1:-', '2:-']);
    expect(ledger.finesKobo).toBe(0);
  });

  it('fines a period still unpaid once its grace is over, not before, and the next payment pays the fine before a later period', () => {
    expect(fines(memberLedger(monthly, DUES, member, [], '2026-02-07', { fines: fixed }))).toEqual(['0:-', '1:-']);
    const unpaid = memberLedger(monthly, DUES, member, [], '2026-02-08', { fines: fixed });
    expect(fines(unpaid)).toEqual(['0:50000/0', '1:-']);
    // ₦6,000 sent on 10 Feb: January (₦5,000), then its fine (₦500), then February (₦500).
    const paid = memberLedger(monthly, DUES, member, [pay('a', 600_000, '2026-02-10')], '2026-02-12', { fines: fixed });
    expect(fines(paid)).toEqual(['0:50000/50000', '1:-']);
    expect(paid.periods.map((p) => p.paidKobo)).toEqual([DUES, 50_000]);
    expect(paid.owingKobo).toBe(DUES - 50_000);
  });

  it('does not fine a member whose money sent on time awaits confirmation; a rejection brings the fine', () => {
    const waiting = [pay('w', DUES, '2026-01-30')];
    expect(fines(memberLedger(monthly, DUES, member, [], '2026-02-20', { fines: fixed, pending: waiting }))).toEqual(['0:-', '1:-']);
    // Rejected: no longer pending, no longer anything.
    expect(fines(memberLedger(monthly, DUES, member, [], '2026-02-20', { fines: fixed, pending: [] }))).toEqual(['0:50000/0', '1:-']);
  });

  it('owes nothing for a waived fine, and never fines an excused or not-owed period', () => {
    const waived = memberLedger(monthly, DUES, { ...member, waived: [0] }, [], '2026-02-20', { fines: fixed });
    expect(fines(waived)).toEqual(['0:0/0:waived', '1:-']);
    expect(waived.owingKobo).toBe(2 * DUES);
    expect(fines(memberLedger(monthly, DUES, { ...member, excused: [0] }, [], '2026-02-20', { fines: fixed }))).toEqual(['0:-', '1:-']);
    expect(fines(memberLedger(monthly, DUES, { ...member, joinDay: '2026-02-10' }, [], '2026-02-20', { fines: fixed }))).toEqual(['0:-', '1:-']);
  });

  it('judges a period by the rule in force on its due day: a fine set later never reaches back', () => {
    const setInMarch: LateFineRule[] = [{ since: '2026-03-01', kobo: 50_000, percent: null, graceDays: 0 }];
    expect(fines(memberLedger(monthly, DUES, member, [], '2026-04-05', { fines: setInMarch }))).toEqual(['0:-', '1:-', '2:50000/0', '3:-']);
    // Turned off from April: March keeps its fine, April has none.
    const off = withFineRule(setInMarch, { since: '2026-04-01', kobo: null, percent: null, graceDays: 0 });
    expect(fines(memberLedger(monthly, DUES, member, [], '2026-05-05', { fines: off }))).toEqual(['0:-', '1:-', '2:50000/0', '3:-', '4:-']);
  });

  it('charges a percentage of the period amount, in whole kobo', () => {
    const tenth: LateFineRule[] = [{ since: '2025-01-01', kobo: null, percent: 10, graceDays: 0 }];
    expect(fines(memberLedger(monthly, 333_333, member, [], '2026-02-02', { fines: tenth }))).toEqual(['0:33333/0', '1:-']);
  });

  it('charges nothing without a rule', () => {
    expect(memberLedger(monthly, DUES, member, [], '2026-06-02').periods.every((p) => p.fine === null)).toBe(true);
  });
});

describe('late fines (property)', () => {
  const day = fc.integer({ min: 0, max: 500 }).map((n) => addDays('2026-01-01', n));
  const rule = fc.record({
    since: day,
    kobo: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: null }),
    percent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
    graceDays: fc.integer({ min: 0, max: 40 }),
  });
  const payments = fc
    .array(fc.record({ amountKobo: fc.integer({ min: 1, max: 2_000_000 }), period: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }), sentOn: day }), { maxLength: 15 })
    .map((list) => list.map((p, i) => ({ id: `p${i}`, ...p })));

  it('puts exactly the confirmed money on periods, fines and credit, never more than each is owed', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 3 }), payments, day, (rules, list, today) => {
        const sorted = [...rules].sort((a, b) => a.since.localeCompare(b.since));
        const ledger = memberLedger(monthly, DUES, member, list, today, { fines: sorted });
        const confirmed = list.reduce((sum, p) => sum + p.amountKobo, 0);
        const onPeriods = ledger.periods.reduce((sum, p) => sum + p.paidKobo + (p.fine?.paidKobo ?? 0), 0);
        expect(onPeriods + ledger.creditKobo).toBe(confirmed);
        for (const p of ledger.periods) if (p.fine) expect(p.fine.paidKobo).toBeLessThanOrEqual(p.fine.owedKobo);
        if (ledger.creditKobo > 0) expect(ledger.owingKobo).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never fines a member who sent every period in full by its due day, whatever order the admin confirmed in', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 1, max: 11 }), fc.array(fc.integer({ min: 0, max: 27 }), { minLength: 11, maxLength: 11 }), fc.integer({ min: 0, max: 1000 }), (r, months, early, seed) => {
        // One payment per period, each sent on or before its due day; confirmed in a shuffled order.
        const list = Array.from({ length: months }, (_, i) => pay(`m${i}`, DUES, addDays(`2026-${String(i + 2).padStart(2, '0')}-01`, -1 - early[i]!)));
        const shuffled = [...list].sort((a, b) => ((Number(a.id.slice(1)) * 7919 + seed) % 13) - ((Number(b.id.slice(1)) * 7919 + seed) % 13));
        const today = addDays(`2026-${String(months + 1).padStart(2, '0')}-01`, -1);
        const ledger = memberLedger(monthly, DUES, member, shuffled, today, { fines: [r] });
        expect(ledger.finesKobo).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('fine rules', () => {
  it('keeps one rule a day and none that repeats the rule in force', () => {
    const a: LateFineRule = { since: '2026-01-01', kobo: 50_000, percent: null, graceDays: 7 };
    expect(withFineRule([a], { ...a, since: '2026-02-01' })).toEqual([a]);
    expect(withFineRule([a], { ...a, since: '2026-01-01', kobo: 60_000 })).toEqual([{ ...a, kobo: 60_000 }]);
    expect(withFineRule([], { since: '2026-01-01', kobo: null, percent: null, graceDays: 0 })).toEqual([]);
    expect(fineRuleOn([a, { since: '2026-03-01', kobo: null, percent: null, graceDays: 0 }], '2026-03-31')).toBeNull();
    expect(fineRuleOn([a], '2025-12-31')).toBeNull();
  });

  it('parses the form, names each problem, and writes back what it parsed', () => {
    expect(lateFineSchema.parse({ kind: 'fixed', amount: '500', graceDays: '7' })).toEqual({ kobo: 50_000, percent: null, graceDays: 7 });
    expect(lateFineSchema.parse({ kind: 'percent', amount: 10, graceDays: '' })).toEqual({ kobo: null, percent: 10, graceDays: 0 });
    expect(lateFineSchema.parse({ kind: 'none', amount: 'x' })).toEqual({ kobo: null, percent: null, graceDays: 0 });
    const problems = (input: unknown) => lateFineSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(problems({ kind: 'fixed', amount: '0', graceDays: 3 })).toEqual([`amount:${MESSAGES.fineAmountInvalid}`]);
    expect(problems({ kind: 'percent', amount: 150, graceDays: -1 })).toEqual([`graceDays:${MESSAGES.fineGraceInvalid}`, `amount:${MESSAGES.finePercentInvalid}`]);
    expect(problems({ kind: 'percent', amount: 2.5 })).toEqual([`amount:${MESSAGES.finePercentInvalid}`]);
    for (const fine of [{ kobo: 50_050, percent: null, graceDays: 3 }, { kobo: null, percent: 15, graceDays: 0 }]) expect(lateFineSchema.parse(fineWire(fine))).toEqual(fine);
  });
});
