import { describe, expect, it } from 'vitest';
import { memberDues, purseDues, type MemberMoney } from './member-dues';

const N = (naira: number) => naira * 100;
const money = (confirmed: number, pending = 0): MemberMoney => ({ confirmedKobo: N(confirmed), pendingKobo: N(pending) });

describe('memberDues: one member against a purse, confirmed money only', () => {
  it.each([
    // owed, confirmed, pending, state, left, remind
    [20_000, 20_000, 0, 'in-full', 0, false],
    [20_000, 25_000, 0, 'in-full', 0, false],
    [20_000, 10_000, 0, 'part', 10_000, true],
    [20_000, 10_000, 10_000, 'part', 10_000, false], // the rest is on its way: not asked twice
    [20_000, 10_000, 5_000, 'part', 10_000, true],
    [20_000, 0, 0, 'none', 20_000, true],
    [20_000, 0, 20_000, 'none', 20_000, false], // pending is never counted as paid
  ] as const)('owes ₦%i, confirmed ₦%i, pending ₦%i: %s, ₦%i to go, reminded %s', (owed, confirmed, pending, state, left, remind) => {
    const dues = memberDues(N(owed), money(confirmed, pending));
    expect(dues.state).toBe(state);
    expect(dues.leftKobo).toBe(N(left));
    expect(dues.remind).toBe(remind);
  });

  it.each([
    [0, 0, 'none', true],
    [5_000, 0, 'in-full', false],
    [0, 5_000, 'none', false],
  ] as const)('with no set amount: confirmed ₦%i, pending ₦%i is %s (reminded %s), and nothing is left to pay', (confirmed, pending, state, remind) => {
    const dues = memberDues(null, money(confirmed, pending));
    expect(dues).toMatchObject({ state, remind, leftKobo: null, owedKobo: null });
  });
});

describe('purseDues: the group against a purse', () => {
  const people = [
    { userId: 'c', fullName: 'Chioma Nwosu', username: 'chioma' },
    { userId: 'a', fullName: 'Ada Obi', username: 'ada' },
    { userId: 'b', fullName: 'Bola Ade', username: 'bola' },
    { userId: 'd', fullName: 'Dayo Eze', username: 'dayo' },
  ];

  it('splits in full, part-paid, awaiting and not paid, by name, and sums what is left', () => {
    const sums = new Map([
      ['a', money(20_000)],
      ['b', money(10_000)],
      ['c', money(0, 20_000)],
    ]);
    const dues = purseDues(N(20_000), people, sums);
    expect(dues.inFull.map((p) => p.userId)).toEqual(['a']);
    expect(dues.part.map((p) => [p.userId, p.leftKobo])).toEqual([['b', N(10_000)]]);
    expect(dues.awaiting.map((p) => p.userId)).toEqual(['c']);
    expect(dues.none.map((p) => p.userId)).toEqual(['d']);
    expect(dues).toMatchObject({ members: 4, contributed: 2, everyonePaid: false, leftKobo: N(10_000 + 20_000 + 20_000) });
  });

  it('says everyone has paid only when every member has paid the amount in full', () => {
    const allButOneHalf = new Map(people.map((p) => [p.userId, money(p.userId === 'd' ? 19_999 : 20_000)]));
    expect(purseDues(N(20_000), people, allButOneHalf).everyonePaid).toBe(false);
    const all = new Map(people.map((p) => [p.userId, money(20_000)]));
    expect(purseDues(N(20_000), people, all)).toMatchObject({ everyonePaid: true, leftKobo: 0 });
  });

  it('never says everyone has paid for a purse with no amount per member, even when all gave', () => {
    const all = new Map(people.map((p) => [p.userId, money(500)]));
    expect(purseDues(null, people, all)).toMatchObject({ everyonePaid: false, contributed: 4, leftKobo: null });
  });

  it('never says everyone has paid for a group with no members', () => {
    expect(purseDues(N(20_000), [], new Map()).everyonePaid).toBe(false);
  });
});
