import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../data/db';
import { memberDues } from '../../../../shared/member-dues';
import { fixKind, paymentStatus, type OwnPurse, type PaymentStatus } from './payment-status';

type Status = 'pending' | 'confirmed' | 'rejected' | 'reversed';

const refusal = (status: OutboxEntry['status'] = 'refused') => ({
  kind: 'refused' as const,
  message: 'You are not a member of this group.',
  entry: { id: 'm', type: 'contribution.create', payload: {}, label: 'Payment', target: { table: 'contributions', id: 'x' }, createdAt: '', status, attempts: 1 } as OutboxEntry,
});

/** A payment of the member: id, status, purse and day of November it was made. */
function pay(id: string, status: Status, day: number, options: { purse?: string | null; group?: string; refused?: boolean } = {}) {
  return {
    status,
    problem: options.refused ? refusal() : null,
    row: { id, groupId: options.group ?? 'g1', projectId: options.purse === undefined ? 'xmas' : options.purse, createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z` },
  };
}

describe('paymentStatus', () => {
  const cases: [string, ReturnType<typeof pay>[], PaymentStatus][] = [
    ['no payments: up to date', [], { kind: 'up-to-date' }],
    ['only confirmed payments: up to date', [pay('a', 'confirmed', 2), pay('b', 'confirmed', 1)], { kind: 'up-to-date' }],
    ['payments waiting for the admin: awaiting approval', [pay('a', 'pending', 2), pay('b', 'confirmed', 1), pay('c', 'pending', 1, { purse: 'rent' })], { kind: 'awaiting', count: 2 }],
    ['a rejected payment comes before pending ones', [pay('p', 'pending', 3, { purse: 'rent' }), pay('r', 'rejected', 2)], { kind: 'to-fix', count: 1, first: { id: 'r', fix: 'resubmit' } }],
    ['a rejected payment paid again into the same purse later is fixed: the new one awaits approval', [pay('new', 'pending', 3), pay('r', 'rejected', 2)], { kind: 'awaiting', count: 1 }],
    ['…and once that is confirmed, up to date', [pay('new', 'confirmed', 3), pay('r', 'rejected', 2)], { kind: 'up-to-date' }],
    ['a later payment into another purse does not fix it', [pay('other', 'pending', 3, { purse: 'rent' }), pay('r', 'rejected', 2)], { kind: 'to-fix', count: 1, first: { id: 'r', fix: 'resubmit' } }],
    ['a later payment into the same purse of another group does not fix it', [pay('other', 'pending', 3, { group: 'g2' }), pay('r', 'rejected', 2)], { kind: 'to-fix', count: 1, first: { id: 'r', fix: 'resubmit' } }],
    ['an earlier payment into the same purse does not fix it', [pay('r', 'rejected', 2), pay('old', 'confirmed', 1)], { kind: 'to-fix', count: 1, first: { id: 'r', fix: 'resubmit' } }],
    ['a second rejection into the same purse leaves both to fix', [pay('r2', 'rejected', 3), pay('r1', 'rejected', 2)], { kind: 'to-fix', count: 2, first: { id: 'r2', fix: 'resubmit' } }],
    ['a payment with no purse is fixed by a later one with no purse', [pay('new', 'pending', 3, { purse: null }), pay('r', 'rejected', 2, { purse: null })], { kind: 'awaiting', count: 1 }],
    ['a payment the server refused is to fix by editing it, not awaiting', [pay('x', 'pending', 2, { refused: true })], { kind: 'to-fix', count: 1, first: { id: 'x', fix: 'edit' } }],
    ['a refused payment does not fix a rejected one', [pay('x', 'pending', 3, { refused: true }), pay('r', 'rejected', 2)], { kind: 'to-fix', count: 2, first: { id: 'x', fix: 'edit' } }],
    ['an edited refused payment is queued again: awaiting approval', [pay('x', 'pending', 2)], { kind: 'awaiting', count: 1 }],
    ['a reversed payment is the admin’s correction, not the member’s to fix', [pay('v', 'reversed', 2), pay('c', 'confirmed', 1, { purse: 'rent' })], { kind: 'up-to-date' }],
    ['a later payment that was reversed does not fix a rejected one', [pay('v', 'reversed', 3), pay('r', 'rejected', 2)], { kind: 'to-fix', count: 1, first: { id: 'r', fix: 'resubmit' } }],
  ];
  it.each(cases)('%s', (_name, payments, expected) => {
    expect(paymentStatus(payments)).toEqual(expected);
  });
});

describe('paymentStatus against the member\'s own purses (issue 23 §1)', () => {
  const purse = (id: string, owedNaira: number | null, confirmedNaira: number, pendingNaira = 0): OwnPurse => ({
    project: { id, name: id === 'levy' ? 'Xmas Levy' : 'Burial' },
    dues: memberDues(owedNaira === null ? null : owedNaira * 100, { confirmedKobo: confirmedNaira * 100, pendingKobo: pendingNaira * 100 }),
  });
  it.each<[string, ReturnType<typeof pay>[], OwnPurse[], PaymentStatus]>([
    ['₦0 paid of a ₦20,000 levy: owes it all', [], [purse('levy', 20_000, 0)], { kind: 'owes', leftKobo: 2_000_000, purses: 1, first: { projectId: 'levy', name: 'Xmas Levy', paidKobo: 0, owedKobo: 2_000_000 } }],
    ['₦10,000 of ₦20,000: owes ₦10,000', [pay('a', 'confirmed', 1)], [purse('levy', 20_000, 10_000)], { kind: 'owes', leftKobo: 1_000_000, purses: 1, first: { projectId: 'levy', name: 'Xmas Levy', paidKobo: 1_000_000, owedKobo: 2_000_000 } }],
    ['paid in full: up to date', [pay('a', 'confirmed', 1)], [purse('levy', 20_000, 20_000)], { kind: 'up-to-date' }],
    ['the rest awaits approval: awaiting, not owing', [pay('a', 'confirmed', 1), pay('b', 'pending', 2)], [purse('levy', 20_000, 10_000, 10_000)], { kind: 'awaiting', count: 1 }],
    ['two levies owed: the sum', [], [purse('levy', 20_000, 5_000), purse('burial', 3_000, 0)], { kind: 'owes', leftKobo: 1_800_000, purses: 2, first: { projectId: 'levy', name: 'Xmas Levy', paidKobo: 500_000, owedKobo: 2_000_000 } }],
    ['a rejected payment to fix comes first', [pay('r', 'rejected', 3)], [purse('levy', 20_000, 0)], { kind: 'to-fix', count: 1, first: { id: 'r', fix: 'resubmit' } }],
    ['nothing paid into an open purse with no set amount: not up to date', [], [purse('burial', null, 0)], { kind: 'not-contributed', purses: 1 }],
    ['something paid into it: up to date', [pay('a', 'confirmed', 1)], [purse('burial', null, 500)], { kind: 'up-to-date' }],
  ])('%s', (_, payments, purses, expected) => {
    expect(paymentStatus(payments, purses)).toEqual(expected);
  });
});

describe('fixKind', () => {
  it('offers a fix only for a rejected payment not paid again, or a refused one', () => {
    const rejected = pay('r', 'rejected', 2);
    expect(fixKind(rejected, [rejected])).toBe('resubmit');
    expect(fixKind(rejected, [rejected, pay('n', 'pending', 3)])).toBeNull();
    expect(fixKind(pay('p', 'pending', 2), [])).toBeNull();
    expect(fixKind(pay('c', 'confirmed', 2), [])).toBeNull();
    expect(fixKind(pay('x', 'pending', 2, { refused: true }), [])).toBe('edit');
  });
});
