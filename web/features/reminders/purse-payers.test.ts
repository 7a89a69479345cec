import { describe, expect, it } from 'vitest';
import { contributionRow } from '../review/test-fixtures';
import { memberRow } from '../notifications/test-rows';
import { splitPayers } from './purse-payers';

const members = [memberRow('u-kemi', 'Kemi Bello'), memberRow('u-chidi', 'Chidi Obi'), memberRow('u-ada', 'ada Eze'), memberRow('u-tunde', 'Tunde Ade')];

describe('splitPayers', () => {
  it('counts a pending or confirmed payment to the purse as paid, and nothing else', () => {
    const { paid, unpaid } = splitPayers(
      members,
      [
        contributionRow('c1', { userId: 'u-kemi', status: 'confirmed', amountKobo: 2_000_000 }),
        contributionRow('c2', { userId: 'u-tunde', status: 'pending', amountKobo: 500_000 }),
        contributionRow('c3', { userId: 'u-chidi', status: 'rejected' }),
        contributionRow('c4', { userId: 'u-ada', projectId: 'another-purse', status: 'confirmed' }),
      ],
      'p1',
    );
    expect(paid.map((m) => m.userId)).toEqual(['u-kemi', 'u-tunde']);
    expect(unpaid.map((m) => m.fullName)).toEqual(['ada Eze', 'Chidi Obi']);
  });

  it('adds up confirmed and awaiting amounts per member', () => {
    const { paid } = splitPayers(
      members,
      [
        contributionRow('c1', { userId: 'u-kemi', status: 'confirmed', amountKobo: 1_000_000 }),
        contributionRow('c2', { userId: 'u-kemi', status: 'confirmed', amountKobo: 500_000 }),
        contributionRow('c3', { userId: 'u-kemi', status: 'pending', amountKobo: 250_000 }),
      ],
      'p1',
    );
    expect(paid).toEqual([{ userId: 'u-kemi', fullName: 'Kemi Bello', username: 'kemi_bello', confirmedKobo: 1_500_000, pendingKobo: 250_000 }]);
  });

  it('leaves out removed and inactive members, but keeps a payer who has left', () => {
    const { paid, unpaid } = splitPayers(
      [memberRow('u-kemi', 'Kemi Bello', { deleted: true }), memberRow('u-chidi', 'Chidi Obi', { status: 'suspended' }), memberRow('u-ada', 'Ada Eze')],
      [contributionRow('c1', { userId: 'u-kemi', userFullName: 'Kemi B.', status: 'confirmed' })],
      'p1',
    );
    expect(paid.map((m) => m.fullName)).toEqual(['Kemi B.']);
    expect(unpaid.map((m) => m.fullName)).toEqual(['Ada Eze']);
  });

  it('shows everyone as not paid for a new purse', () => {
    const { paid, unpaid } = splitPayers(members, [], 'p1');
    expect(paid).toEqual([]);
    expect(unpaid).toHaveLength(4);
  });
});
