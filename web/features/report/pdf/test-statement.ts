/** For tests: a purse statement with a payment in, a payout out with a receipt, one waiting, one rejected and a defaulter. */
import type { Statement, StatementMovement } from '../../../../shared/statement';

const movement = (m: Partial<StatementMovement> & Pick<StatementMovement, 'id' | 'type' | 'who' | 'amountKobo' | 'balanceKobo'>): StatementMovement => ({
  at: '2026-01-05T12:00:00.000Z',
  day: '2026-01-05',
  projectId: 'p1',
  userId: null,
  details: null,
  reference: null,
  status: 'confirmed',
  hasReceipt: false,
  ...m,
});

export function testStatement(extra: Partial<Statement> = {}): Statement {
  return {
    kind: 'purse',
    groupName: 'Ìrẹ́pọ̀ Ajo',
    purseName: 'Xmas Party',
    range: { from: null, to: null },
    totals: { openingKobo: 0, inKobo: 500_000, cashKobo: 0, reversedKobo: 0, outKobo: 200_000, closingKobo: 300_000, pendingInKobo: 100_000, pendingOutKobo: 0 },
    movements: [
      movement({ id: 'c1', type: 'contribution', who: 'Adébáyọ̀ Ọlá', userId: 'u-ade', reference: 'TRX-5000', amountKobo: 500_000, balanceKobo: 500_000 }),
      movement({ id: 'o/1', type: 'payout', at: '2026-01-10T00:00:00.000Z', day: '2026-01-10', who: 'Mama Put', details: 'Party food', amountKobo: -200_000, status: 'approved', hasReceipt: true, balanceKobo: 300_000 }),
    ],
    byMember: [{ userId: 'u-ade', name: 'Adébáyọ̀ Ọlá', payments: 1, paidKobo: 500_000, cashKobo: 0, reversedKobo: 0, netKobo: 500_000 }],
    pending: [{ id: 'c2', kind: 'contribution', at: '2026-01-11T12:00:00.000Z', day: '2026-01-11', projectId: 'p1', who: 'Ɓala Ƙarami', userId: 'u-bala', details: null, reference: 'TRX-1000', amountKobo: 100_000, status: 'pending', hasReceipt: true }],
    rejected: [{ id: 'o2', kind: 'payout', at: '2026-01-12T12:00:00.000Z', day: '2026-01-12', projectId: 'p1', who: 'DJ Spinall', userId: null, details: 'Music', reference: null, amountKobo: 900_000, status: 'rejected', hasReceipt: false }],
    defaulters: [{ userId: 'u-chi', name: 'Chiọma Ụdeh', leftKobo: null }],
    owedKobo: null,
    everyonePaid: false,
    partners: ['Pat Eze'],
    purses: [],
    checkCode: '1a2b3c4d',
    madeAt: '2026-03-01T08:00:00.000Z',
    showMemberAmounts: true,
    ...extra,
  };
}
