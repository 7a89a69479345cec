import { describe, expect, it } from 'vitest';
import type { DuesSchedule } from './dues-schedule';
import { behindAfterCollecting, nextRound, potKobo, rotationRounds, roundOf, unacknowledged } from './rotation';

const monthly: DuesSchedule = { startDay: '2026-01-01', frequency: 'monthly', endDay: null, rounds: 3 };
const order = [
  { userId: 'b', name: 'Bola' },
  { userId: 'a', name: 'Ada' },
  { userId: 'c', name: 'Chidi' },
];

describe('a rotation', () => {
  it('gives each round to the next place in the order, collected on its last day', () => {
    const rounds = rotationRounds(monthly, order);
    expect(rounds.map((r) => [r.index, r.collector.name, r.dueDay])).toEqual([
      [0, 'Bola', '2026-01-31'],
      [1, 'Ada', '2026-02-28'],
      [2, 'Chidi', '2026-03-31'],
    ]);
    expect(roundOf(rounds, 'c')?.dueDay).toBe('2026-03-31');
    expect(roundOf(rounds, 'zz')).toBeNull();
  });

  it('says who collects next: the round not over yet, none once all are', () => {
    const rounds = rotationRounds(monthly, order);
    expect(nextRound(rounds, '2026-01-31')?.collector.name).toBe('Bola');
    expect(nextRound(rounds, '2026-02-01')?.collector.name).toBe('Ada');
    expect(nextRound(rounds, '2026-04-01')).toBeNull();
  });

  it('makes the pot every member but the excused times the amount', () => {
    expect(potKobo(500_000, 12, 0)).toBe(6_000_000);
    expect(potKobo(500_000, 12, 1)).toBe(5_500_000);
    expect(potKobo(500_000, 0, 1)).toBe(0);
  });

  it('shows who collected and now owes: the classic default, never one who has not collected yet', () => {
    const rounds = rotationRounds(monthly, order);
    const standings = [
      { userId: 'b', arrearsKobo: 500_000, pendingKobo: 0 },
      { userId: 'a', arrearsKobo: 500_000, pendingKobo: 0 },
      { userId: 'c', arrearsKobo: 0, pendingKobo: 0 },
    ];
    expect(behindAfterCollecting(rounds, standings, '2026-02-15').map((s) => s.userId)).toEqual(['b']);
    expect(behindAfterCollecting(rounds, standings, '2026-03-05').map((s) => s.userId)).toEqual(['b', 'a']);
    expect(behindAfterCollecting(rounds, standings, '2026-01-31')).toEqual([]);
    // Money sent and waiting for the admin's confirmation is no default.
    expect(behindAfterCollecting(rounds, [{ userId: 'b', arrearsKobo: 500_000, pendingKobo: 500_000 }], '2026-03-05')).toEqual([]);
    expect(behindAfterCollecting(rounds, [{ userId: 'b', arrearsKobo: 500_000, pendingKobo: 200_000 }], '2026-03-05').map((s) => s.userId)).toEqual(['b']);
  });

  it('shows the partners a round paid to a member who has not said they received it after three days', () => {
    const paid = { status: 'approved', recipientUserId: 'a', acknowledgedAt: null, decidedAt: '2026-03-01T10:00:00.000Z', createdAt: '2026-03-01T09:00:00.000Z' };
    expect(unacknowledged([paid], new Date('2026-03-04T09:59:00.000Z'))).toEqual([]);
    expect(unacknowledged([paid], new Date('2026-03-04T10:01:00.000Z'))).toEqual([paid]);
    expect(unacknowledged([{ ...paid, acknowledgedAt: '2026-03-02T10:00:00.000Z' }, { ...paid, status: 'pending' }, { ...paid, recipientUserId: null }], new Date('2026-04-01T00:00:00.000Z'))).toEqual([]);
  });
});

