import { describe, expect, it } from 'vitest';
import { contributionRow } from '../review/test-fixtures';
import { memberRow } from '../notifications/test-rows';
import { splitPayers } from './purse-payers';

const members = [memberRow('u-kemi', 'Kemi Bello'), memberRow('u-chidi', 'Chidi Obi'), memberRow('u-ada', 'ada Eze'), memberRow('u-tunde', 'Tunde Ade')];

describe('splitPayers', () => {
  it('counts only confirmed money as paid; pending only is awaiting confirmation; rejected or another purse is not paid', () => {
    const { paid, awaiting, unpaid, members: active, everyonePaid } = splitPayers(
      members,
      [
        contributionRow('c1', { userId: 'u-kemi', status: 'confirmed', amountKobo: 2_000_000 }),
        contributionRow('c2', { userId: 'u-tunde', status: 'pending', amountKobo: 500_000 }),
        contributionRow('c3', { userId: 'u-chidi', status: 'rejected' }),
        contributionRow('c4', { userId: 'u-ada', projectId: 'another-purse', status: 'confirmed' }),
      ],
      'p1',
    );
    expect(paid.map((m) => m.userId)).toEqual(['u-kemi']);
    expect(awaiting).toEqual([{ userId: 'u-tunde', fullName: 'Tunde Ade', username: 'tunde_ade', pendingKobo: 500_000 }]);
    expect(unpaid.map((m) => m.fullName)).toEqual(['ada Eze', 'Chidi Obi']);
    expect({ active, everyonePaid }).toEqual({ active: 4, everyonePaid: false });
  });

  it.each<{ name: string; statuses: Record<string, ('confirmed' | 'pending')[]>; memberIds: string[]; everyonePaid: boolean }>([
    { name: 'no members', statuses: {}, memberIds: [], everyonePaid: false },
    { name: 'nobody paid', statuses: {}, memberIds: ['u-kemi', 'u-tunde'], everyonePaid: false },
    { name: 'one only pending', statuses: { 'u-kemi': ['confirmed'], 'u-tunde': ['pending'] }, memberIds: ['u-kemi', 'u-tunde'], everyonePaid: false },
    { name: 'every one confirmed', statuses: { 'u-kemi': ['confirmed'], 'u-tunde': ['confirmed', 'pending'] }, memberIds: ['u-kemi', 'u-tunde'], everyonePaid: true },
    { name: 'a departed payer only', statuses: { 'u-gone': ['confirmed'] }, memberIds: [], everyonePaid: false },
  ])('says everyone has paid only with members who all have confirmed money: $name', ({ statuses, memberIds, everyonePaid }) => {
    const rows = Object.entries(statuses).flatMap(([userId, list]) => list.map((status, i) => contributionRow(`${userId}-${i}`, { userId, status })));
    expect(splitPayers(members.filter((m) => memberIds.includes(m.userId)), rows, 'p1').everyonePaid).toBe(everyonePaid);
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
    expect(splitPayers([memberRow('u-kemi', 'Kemi Bello', { deleted: true })], [contributionRow('c1', { userId: 'u-kemi', status: 'confirmed' })], 'p1').everyonePaid).toBe(false);
  });

  it('shows everyone as not paid for a new purse', () => {
    const { paid, awaiting, unpaid } = splitPayers(members, [], 'p1');
    expect(paid).toEqual([]);
    expect(awaiting).toEqual([]);
    expect(unpaid).toHaveLength(4);
  });
});
