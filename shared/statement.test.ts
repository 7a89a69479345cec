import { describe, expect, it } from 'vitest';
import { groupStatement, lagosDay, purseStatement, statementRangeSchema, type Statement, type StatementInput } from './statement';
import type { ContributionRow, MemberRow, PartnerRow, PayoutRow, PurseRow } from './sync-protocol';

const G = 'g1';
let n = 0;
const nextId = (prefix: string) => `${prefix}-${String((n += 1)).padStart(3, '0')}`;

function project(id: string, name: string): PurseRow {
  return {
    id, groupId: G, name, description: null, targetAmountKobo: 1_000_000, collectedAmountKobo: 0, paidOutAmountKobo: 0, previousAccounts: [], customSlug: null, deadline: null, status: 'active',
    accountName: null, accountNumber: null, bankName: null, routingNumber: null, swiftCode: null, zelleEmail: null, zellePhone: null, cashappHandle: null, venmoHandle: null,
    paypalEmail: null, paymentInstructions: null, allowedPaymentTypes: [], createdAt: '2026-01-01T00:00:00.000Z', revision: 1,
  };
}

/** A contribution: `on` is its decision day (or its submission, pending), at noon UTC. */
function pay(userId: string, kobo: number, on: string, extra: Partial<ContributionRow> = {}): ContributionRow {
  const at = `${on}T12:00:00.000Z`;
  return {
    id: nextId('c'), groupId: G, projectId: 'p1', userId, userFullName: NAMES[userId] ?? userId, userName: userId, amountKobo: kobo, description: null, status: 'confirmed',
    transactionRef: `REF-${n}`, paymentType: 'bank_transfer', paymentNotes: null, adminNotes: null, possibleDuplicate: false, receiptCheck: null, proofSha256: 'a'.repeat(64), createdAt: at,
    decidedAt: at, recordedBy: null, reversalReason: null, reversedAt: null, revision: 1, ...extra,
  };
}

function payout(kobo: number, on: string, extra: Partial<PayoutRow> = {}): PayoutRow {
  return {
    id: nextId('o'), groupId: G, projectId: 'p1', amountKobo: kobo, recipient: 'Mama Put Catering', purpose: 'Party food', paidAt: `${on}T00:00:00.000Z`, proofSha256: null,
    status: 'approved', recordedBy: 'ada', recordedByName: 'Ada', decidedBy: 'pat', decidedByName: 'Pat', decidedAt: `${on}T10:00:00.000Z`, rejectionReason: null,
    createdAt: `${on}T09:00:00.000Z`, revision: 1, ...extra,
  };
}

const NAMES: Record<string, string> = { chidi: 'Chidi Okafor', dayo: 'Dayo Bello', emeka: 'Emeka Obi', pat: 'Pat Eze' };
const member = (userId: string, extra: Partial<MemberRow> = {}): MemberRow => ({
  id: `m-${userId}`, groupId: G, userId, fullName: NAMES[userId]!, username: userId, contributedAmountKobo: 0, status: 'active', joinedAt: '2026-01-01T00:00:00.000Z', deleted: false, revision: 1, ...extra,
});
const partner = (userId: string, deleted = false): PartnerRow => ({ id: `pt-${userId}`, groupId: G, userId, fullName: NAMES[userId]!, username: userId, assignedAt: '2026-01-01T00:00:00.000Z', deleted, revision: 1 });

function input(rows: { contributions?: ContributionRow[]; payouts?: PayoutRow[]; from?: string; to?: string; showMemberAmounts?: boolean; viewerId?: string }): StatementInput {
  return {
    group: { id: G, name: 'Ajo Circle' },
    projects: [project('p1', 'Xmas Party'), project('p2', 'Burial')],
    contributions: rows.contributions ?? [],
    payouts: rows.payouts ?? [],
    members: [member('chidi'), member('dayo'), member('emeka'), member('pat'), { ...member('gone'), fullName: 'Gone', deleted: true }],
    partners: [partner('pat'), partner('emeka', true)],
    checkCode: '1a2b3c4d',
    madeAt: '2026-03-01T08:00:00.000Z',
    range: { from: rows.from ?? null, to: rows.to ?? null },
    ...(rows.showMemberAmounts === undefined ? {} : { showMemberAmounts: rows.showMemberAmounts }),
    ...(rows.viewerId === undefined ? {} : { viewerId: rows.viewerId }),
  };
}

/** The books balance, whatever the statement: closing = opening + in − reversed − out, and the lines add up. */
function expectBalanced(s: Statement) {
  const t = s.totals;
  expect(t.closingKobo).toBe(t.openingKobo + t.inKobo - t.reversedKobo - t.outKobo);
  if (s.showMemberAmounts) {
    expect(s.movements.reduce((sum, m) => sum + m.amountKobo!, t.openingKobo)).toBe(t.closingKobo);
    expect(s.movements.at(-1)?.balanceKobo ?? t.openingKobo).toBe(t.closingKobo);
    expect(s.byMember.reduce((sum, l) => sum + l.netKobo!, 0)).toBe(t.inKobo - t.reversedKobo);
  }
}

const reversed = (c: ContributionRow, on: string): ContributionRow => ({ ...c, status: 'reversed', reversedAt: `${on}T15:00:00.000Z`, reversalReason: 'bounced transfer' });

describe('purseStatement', () => {
  const CASES: { name: string; rows: Parameters<typeof input>[0]; totals: Partial<Statement['totals']>; types?: string[] }[] = [
    { name: 'an empty purse', rows: {}, totals: { openingKobo: 0, inKobo: 0, outKobo: 0, closingKobo: 0 }, types: [] },
    {
      name: 'payments in and a payout out, everything',
      rows: { contributions: [pay('chidi', 500_000, '2026-01-05'), pay('dayo', 250_050, '2026-01-06')], payouts: [payout(300_000, '2026-01-10')] },
      totals: { openingKobo: 0, inKobo: 750_050, outKobo: 300_000, closingKobo: 450_050 },
      types: ['contribution', 'contribution', 'payout'],
    },
    {
      name: 'a range: earlier money opens it, later money is left out',
      rows: { contributions: [pay('chidi', 500_000, '2026-01-05'), pay('dayo', 100_000, '2026-02-02'), pay('emeka', 70_000, '2026-03-01')], payouts: [payout(200_000, '2026-01-20')], from: '2026-02-01', to: '2026-02-28' },
      totals: { openingKobo: 300_000, inKobo: 100_000, outKobo: 0, closingKobo: 400_000 },
      types: ['contribution'],
    },
    {
      name: 'a payment confirmed before the range and reversed in it',
      rows: { contributions: [reversed(pay('chidi', 500_000, '2026-01-05'), '2026-02-03')], from: '2026-02-01' },
      totals: { openingKobo: 500_000, inKobo: 0, reversedKobo: 500_000, closingKobo: 0 },
      types: ['reversal'],
    },
    {
      name: 'a payment confirmed and reversed within the range',
      rows: { contributions: [reversed(pay('chidi', 500_000, '2026-01-05'), '2026-01-07'), pay('dayo', 1_000, '2026-01-06')] },
      totals: { inKobo: 501_000, reversedKobo: 500_000, closingKobo: 1_000 },
      types: ['contribution', 'contribution', 'reversal'],
    },
    {
      name: 'cash recorded by the admin counts in and is marked',
      rows: { contributions: [pay('dayo', 20_000, '2026-01-05', { recordedBy: 'ada', paymentType: 'cash', proofSha256: null }), pay('chidi', 10_000, '2026-01-06')] },
      totals: { inKobo: 30_000, cashKobo: 20_000, closingKobo: 30_000 },
      types: ['cash', 'contribution'],
    },
    {
      name: 'pending and rejected money is listed but never counted',
      rows: {
        contributions: [pay('chidi', 9_000, '2026-01-05', { status: 'pending', decidedAt: null }), pay('dayo', 8_000, '2026-01-05', { status: 'rejected', adminNotes: 'wrong amount' })],
        payouts: [payout(5_000, '2026-01-06', { status: 'pending', decidedAt: null, decidedBy: null }), payout(4_000, '2026-01-07', { status: 'rejected', rejectionReason: 'no receipt' })],
      },
      totals: { inKobo: 0, outKobo: 0, closingKobo: 0, pendingInKobo: 9_000, pendingOutKobo: 5_000 },
      types: [],
    },
    {
      name: 'other purses and other groups are not this purse',
      rows: { contributions: [pay('chidi', 9_000, '2026-01-05', { projectId: 'p2' }), pay('chidi', 7_000, '2026-01-05', { groupId: 'g2' }), pay('dayo', 1_000, '2026-01-05')], payouts: [payout(500, '2026-01-05', { projectId: 'p2' })] },
      totals: { inKobo: 1_000, outKobo: 0, closingKobo: 1_000 },
      types: ['contribution'],
    },
    {
      name: 'a day is a Lagos day: 23:30 UTC on 31 January is 1 February',
      rows: { contributions: [pay('chidi', 1_000, '2026-01-31', { decidedAt: '2026-01-31T23:30:00.000Z' }), pay('dayo', 2_000, '2026-01-31', { decidedAt: '2026-01-31T22:59:00.000Z' })], from: '2026-02-01' },
      totals: { openingKobo: 2_000, inKobo: 1_000, closingKobo: 3_000 },
      types: ['contribution'],
    },
  ];

  it.each(CASES)('$name', ({ rows, totals, types }) => {
    const s = purseStatement(input(rows), 'p1');
    expect(s.totals).toMatchObject(totals);
    if (types) expect(s.movements.map((m) => m.type)).toEqual(types);
    expectBalanced(s);
  });

  it('orders one day by when each line was booked, so a payout made from money confirmed that day never shows a negative balance', () => {
    // Paid on 2026-02-10 (midnight UTC), booked at 15:00; the payment it spends was confirmed at 12:00.
    const s = purseStatement(input({ contributions: [pay('chidi', 500_000, '2026-02-10')], payouts: [payout(200_000, '2026-02-10', { decidedAt: '2026-02-10T15:00:00.000Z' })] }), 'p1');
    expect(s.movements.map((m) => [m.type, m.balanceKobo])).toEqual([['contribution', 500_000], ['payout', 300_000]]);
  });

  it('names the purse, the partners (current only), the check code and the time it was made', () => {
    const s = purseStatement(input({}), 'p1');
    expect(s).toMatchObject({ kind: 'purse', groupName: 'Ajo Circle', purseName: 'Xmas Party', partners: ['Pat Eze'], checkCode: '1a2b3c4d', madeAt: '2026-03-01T08:00:00.000Z' });
  });

  it('lists per member what they paid, cash included, less reversals', () => {
    const s = purseStatement(
      input({ contributions: [pay('chidi', 5_000, '2026-01-02'), pay('chidi', 3_000, '2026-01-03', { recordedBy: 'ada' }), reversed(pay('dayo', 2_000, '2026-01-02'), '2026-01-04')] }),
      'p1',
    );
    expect(s.byMember).toEqual([
      { userId: 'chidi', name: 'Chidi Okafor', payments: 2, paidKobo: 8_000, cashKobo: 3_000, reversedKobo: 0, netKobo: 8_000 },
      { userId: 'dayo', name: 'Dayo Bello', payments: 1, paidKobo: 2_000, cashKobo: 0, reversedKobo: 2_000, netKobo: 0 },
    ]);
  });

  it('lists as not paid the active members with no confirmed money in the purse by the end of the period', () => {
    const s = purseStatement(
      input({
        contributions: [
          pay('chidi', 5_000, '2026-01-02'),
          pay('dayo', 1_000, '2026-02-10'), // after the period
          reversed(pay('emeka', 1_000, '2026-01-02'), '2026-01-03'), // taken back
          pay('pat', 1_000, '2026-01-02', { projectId: 'p2' }), // another purse
        ],
        to: '2026-01-31',
      }),
      'p1',
    );
    expect(s.defaulters.map((d) => d.name)).toEqual(['Dayo Bello', 'Emeka Obi', 'Pat Eze']);
  });

  it('keeps the totals exact but withholds other members’ amounts (and running balances) when the group shows only totals', () => {
    const rows = { contributions: [pay('chidi', 5_000, '2026-01-02'), pay('dayo', 3_000, '2026-01-03'), pay('dayo', 1_000, '2026-01-04', { status: 'pending', decidedAt: null })], payouts: [payout(2_000, '2026-01-05')] };
    const full = purseStatement(input(rows), 'p1');
    const hidden = purseStatement(input({ ...rows, showMemberAmounts: false, viewerId: 'chidi' }), 'p1');
    expect(hidden.totals).toEqual(full.totals);
    expect(hidden.movements.map((m) => [m.who, m.amountKobo, m.balanceKobo])).toEqual([
      ['Chidi Okafor', 5_000, null],
      ['Dayo Bello', null, null],
      ['Mama Put Catering', -2_000, null],
    ]);
    expect(hidden.byMember.map((l) => [l.name, l.payments, l.netKobo])).toEqual([
      ['Chidi Okafor', 1, 5_000],
      ['Dayo Bello', 1, null],
    ]);
    expect(hidden.pending.map((i) => [i.who, i.amountKobo])).toEqual([['Dayo Bello', null]]);
  });
});

describe('groupStatement', () => {
  it('sums its purses and the money that named none', () => {
    const rows = {
      contributions: [pay('chidi', 5_000, '2026-01-02'), pay('dayo', 3_000, '2026-01-03', { projectId: 'p2' }), pay('emeka', 700, '2026-01-04', { projectId: null })],
      payouts: [payout(2_000, '2026-01-05'), payout(1_000, '2026-01-06', { projectId: 'p2' })],
    };
    const s = groupStatement(input(rows));
    expect(s.purses.map((p) => [p.name, p.totals.closingKobo])).toEqual([
      ['Xmas Party', 3_000],
      ['Burial', 2_000],
      ['No purse', 700],
    ]);
    for (const key of ['openingKobo', 'inKobo', 'cashKobo', 'reversedKobo', 'outKobo', 'closingKobo', 'pendingInKobo', 'pendingOutKobo'] as const) {
      expect(s.totals[key]).toBe(s.purses.reduce((sum, p) => sum + p.totals[key], 0));
    }
    expect(s.totals.closingKobo).toBe(5_700);
    expect(s.defaulters.map((d) => d.name)).toEqual(['Pat Eze']);
    expectBalanced(s);
  });
});

describe('statementRangeSchema and lagosDay', () => {
  it.each([
    [{}, { from: null, to: null }],
    [{ from: '2026-01-01', to: '2026-01-31' }, { from: '2026-01-01', to: '2026-01-31' }],
    [{ from: '2026-01-31', to: '2026-01-31' }, { from: '2026-01-31', to: '2026-01-31' }],
  ])('reads %j', (query, range) => {
    expect(statementRangeSchema.parse(query)).toEqual(range);
  });

  it.each([[{ from: '2026-1-1' }], [{ to: '2026-02-30' }], [{ from: 'yesterday' }], [{ from: '2026-02-01', to: '2026-01-01' }]])('refuses %j', (query) => {
    expect(statementRangeSchema.safeParse(query).success).toBe(false);
  });

  it('gives the Lagos day of a time', () => {
    expect(lagosDay('2026-01-31T22:59:59.999Z')).toBe('2026-01-31');
    expect(lagosDay('2026-01-31T23:00:00.000Z')).toBe('2026-02-01');
  });
});

describe('who had not paid, with an amount per member (issue 23 §1)', () => {
  const levy = (rows: Parameters<typeof input>[0]): StatementInput => {
    const base = input(rows);
    return { ...base, projects: base.projects.map((p) => (p.id === 'p1' ? { ...p, amountPerMemberKobo: 2_000_000 } : p)) };
  };
  const everyoneIn = (extra: ContributionRow[] = []) => ['chidi', 'dayo', 'emeka', 'pat'].map((u) => pay(u, 2_000_000, '2026-02-01')).concat(extra);

  it('lists who had not paid it in full by the end of the period, with what was left, from confirmed money only', () => {
    const s = purseStatement(
      levy({ contributions: [pay('chidi', 2_000_000, '2026-02-01'), pay('dayo', 1_000_000, '2026-02-01'), pay('emeka', 2_000_000, '2026-02-01', { status: 'reversed' }), pay('pat', 2_000_000, '2026-02-01', { status: 'pending' })] }),
      'p1',
    );
    expect(s.defaulters).toEqual([
      { userId: 'dayo', name: 'Dayo Bello', leftKobo: 1_000_000 },
      { userId: 'emeka', name: 'Emeka Obi', leftKobo: 2_000_000 },
      { userId: 'pat', name: 'Pat Eze', leftKobo: 2_000_000 },
    ]);
    expect(s).toMatchObject({ owedKobo: 2_000_000, everyonePaid: false });
  });

  it('says everyone paid only when every member paid the amount in full by the end of the period', () => {
    expect(purseStatement(levy({ contributions: everyoneIn() }), 'p1')).toMatchObject({ defaulters: [], everyonePaid: true });
    expect(purseStatement(levy({ contributions: everyoneIn(), to: '2026-01-31' }), 'p1').everyonePaid).toBe(false);
  });

  it('never says everyone paid for a purse with no amount per member, or a group statement', () => {
    expect(purseStatement(input({ contributions: everyoneIn() }), 'p1')).toMatchObject({ defaulters: [], owedKobo: null, everyonePaid: false });
    expect(groupStatement(levy({ contributions: everyoneIn() }))).toMatchObject({ owedKobo: null, everyonePaid: false });
  });
});

describe('payouts nobody approved (issue 23 §2)', () => {
  it('names who approved each payout, and marks the ones nobody approved, on screen and in the spreadsheet', async () => {
    const { statementTable } = await import('./statement-table');
    const approved = payout(100_000, '2026-02-02');
    const unapproved = payout(200_000, '2026-02-03', { decidedBy: null, decidedByName: null });
    const s = purseStatement(input({ contributions: [pay('chidi', 1_000_000, '2026-02-01')], payouts: [approved, unapproved] }), 'p1');
    expect(s.movements.filter((m) => m.type === 'payout').map((m) => [m.id, m.approvedBy])).toEqual([
      [approved.id, 'Pat'],
      [unapproved.id, null],
    ]);
    const rows = statementTable(s, new Map([['p1', 'Xmas Party']]));
    expect(rows.find((r) => r[2] === 'Mama Put Catering' && (r[6] as { kobo: number }).kobo === -200_000)?.[7]).toBe('approved by nobody');
    expect(rows.find((r) => r[2] === 'Mama Put Catering' && (r[6] as { kobo: number }).kobo === -100_000)?.[7]).toBe('approved');
  });
});
