import { describe, expect, it } from 'vitest';
import { contributionStats } from './contribution-stats';

const view = (status: 'pending' | 'confirmed' | 'rejected' | 'reversed', amountKobo: number) => ({ status, row: { amountKobo } });

describe('contributionStats', () => {
  it('is all zeros with no payments', () => {
    expect(contributionStats([])).toEqual({ confirmedKobo: 0, confirmed: 0, pending: 0, rejected: 0, reversed: 0, total: 0 });
  });

  it('adds only confirmed amounts to the total contributed, and counts each status', () => {
    const stats = contributionStats([view('confirmed', 150_050), view('pending', 1_000_000), view('confirmed', 49_950), view('rejected', 300_000)]);
    expect(stats).toEqual({ confirmedKobo: 200_000, confirmed: 2, pending: 1, rejected: 1, reversed: 0, total: 4 });
  });

  it('counts a reversed payment, but never as money paid in', () => {
    const stats = contributionStats([view('confirmed', 500_000), view('reversed', 200_000)]);
    expect(stats).toEqual({ confirmedKobo: 500_000, confirmed: 1, pending: 0, rejected: 0, reversed: 1, total: 2 });
  });
});
