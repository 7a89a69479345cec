import { describe, expect, it } from 'vitest';
import type { LocalPayout, OutboxEntry } from '../../data/db';
import { payoutViews, purseFigures } from './purse-figures';

const purse = { collectedAmountKobo: 100_000_00, paidOutAmountKobo: 20_000_00 };

let seq = 0;
function payout(over: Partial<LocalPayout>): LocalPayout {
  seq += 1;
  return {
    id: `p${seq}`,
    groupId: 'g1',
    projectId: 'pr1',
    amountKobo: 10_000_00,
    recipient: 'Caterer',
    purpose: 'Food',
    paidAt: '2026-11-20T00:00:00.000Z',
    proofSha256: null,
    status: 'approved',
    recordedBy: 'admin',
    recordedByName: 'Ada',
    decidedBy: null,
    decidedByName: null,
    decidedAt: null,
    rejectionReason: null,
    createdAt: `2026-11-20T10:00:${String(seq).padStart(2, '0')}.000Z`,
    revision: 5,
    ...over,
  };
}

function entry(type: OutboxEntry['type'], row: LocalPayout, status: OutboxEntry['status'], previous?: LocalPayout): OutboxEntry {
  return { id: `e-${row.id}`, type, payload: {}, label: '', target: { table: 'payouts', id: row.id }, createdAt: row.createdAt, status, attempts: 1, message: 'No.', ...(previous ? { previous } : {}) };
}

const figures = (rows: LocalPayout[], entries: OutboxEntry[] = []) => purseFigures(purse, payoutViews(rows, entries));

describe('purseFigures', () => {
  it.each([
    // [what, rows, paid out, pending, balance, available, unsynced]
    ['no payouts: the server’s totals', [], 20_000_00, 0, 80_000_00, 80_000_00, 0],
    ['an approved payout the server has is in its total already', [payout({ status: 'approved' })], 20_000_00, 0, 80_000_00, 80_000_00, 0],
    ['a payout waiting for a partner holds money back from what is available', [payout({ status: 'pending', amountKobo: 30_000_00 })], 20_000_00, 30_000_00, 80_000_00, 50_000_00, 0],
    ['a rejected payout counts for nothing', [payout({ status: 'rejected' })], 20_000_00, 0, 80_000_00, 80_000_00, 0],
    [
      'a payout recorded here with no partners is taken off the balance at once',
      [payout({ status: 'approved', amountKobo: 5_000_00, revision: 0, _pending: 1 })],
      25_000_00,
      0,
      75_000_00,
      75_000_00,
      5_000_00,
    ],
    [
      'a payout recorded here waiting for a partner is taken off what is available',
      [payout({ status: 'pending', amountKobo: 5_000_00, revision: 0, _pending: 1 })],
      20_000_00,
      5_000_00,
      80_000_00,
      75_000_00,
      5_000_00,
    ],
    ['a partner’s approval made here moves it to paid out', [payout({ status: 'approved', amountKobo: 7_000_00, revision: 8, _pending: 1 })], 27_000_00, 0, 73_000_00, 73_000_00, 0],
    ['a partner’s rejection made here frees the money', [payout({ status: 'rejected', amountKobo: 7_000_00, revision: 8, _pending: 1 })], 20_000_00, 0, 80_000_00, 80_000_00, 0],
  ] as const)('%s', (_what, rows, paidOut, pending, balance, available, unsynced) => {
    expect(figures([...rows])).toEqual({
      collectedKobo: 100_000_00,
      paidOutKobo: paidOut,
      pendingKobo: pending,
      balanceKobo: balance,
      availableKobo: available,
      unsyncedKobo: unsynced,
    });
  });

  it.each(['approved', 'pending'] as const)('counts nothing for a payout the server refused to record (shown %s here)', (status) => {
    const refused = payout({ status, amountKobo: 500_000_00, revision: 0, _pending: 1 });
    expect(figures([refused], [entry('payout.create', refused, 'refused')])).toEqual({
      collectedKobo: 100_000_00,
      paidOutKobo: 20_000_00,
      pendingKobo: 0,
      balanceKobo: 80_000_00,
      availableKobo: 80_000_00,
      unsyncedKobo: 0,
    });
  });

  it('shows a refused approval as the server has it (still waiting), not as approved', () => {
    const before = payout({ status: 'pending', amountKobo: 9_000_00 });
    const changed = { ...before, status: 'approved' as const, _pending: 1 as const };
    const views = payoutViews([changed], [entry('payout.approve', changed, 'conflict', before)]);
    expect(views[0]!.row.status).toBe('pending');
    expect(views[0]!.problem?.message).toBe('No.');
    expect(purseFigures(purse, views)).toMatchObject({ paidOutKobo: 20_000_00, pendingKobo: 9_000_00, availableKobo: 71_000_00 });
  });
});

describe('payoutViews', () => {
  it('lists the latest payment day first, and marks what waits to sync', () => {
    const older = payout({ paidAt: '2026-11-01T00:00:00.000Z' });
    const newer = payout({ paidAt: '2026-11-15T00:00:00.000Z', revision: 0, _pending: 1 });
    const views = payoutViews([older, newer], []);
    expect(views.map((v) => v.row.id)).toEqual([newer.id, older.id]);
    expect(views.map((v) => [v.unsynced, v.recordedHere])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('leaves a queued change out of the problems', () => {
    const row = payout({ revision: 0, _pending: 1 });
    expect(payoutViews([row], [entry('payout.create', row, 'queued')])[0]!.problem).toBeNull();
  });
});
