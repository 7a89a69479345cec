import { describe, expect, it } from 'vitest';
import type { ContributionStatus } from '../../../shared/contributions';
import { contributionRow } from '../contributions/review/test-fixtures';
import { memberRow } from '../updates/notifications/test-rows';
import { splitPayers } from './purse-payers';

const members = [memberRow('u-kemi', 'Kemi Bello'), memberRow('u-chidi', 'Chidi Obi'), memberRow('u-ada', 'ada Eze'), memberRow('u-tunde', 'Tunde Ade')];
const LEVY = { id: 'p1', amountPerMemberKobo: 2_000_000 };
const OPEN = { id: 'p1', amountPerMemberKobo: null };

describe('splitPayers', () => {
  it('counts only confirmed money as paid; pending only is awaiting confirmation; rejected, reversed or another purse is not paid', () => {
    const { paid, awaiting, unpaid, members: active, everyonePaid } = splitPayers(
      members,
      [
        contributionRow('c1', { userId: 'u-kemi', status: 'confirmed', amountKobo: 2_000_000 }),
        contributionRow('c2', { userId: 'u-tunde', status: 'pending', amountKobo: 500_000 }),
        contributionRow('c3', { userId: 'u-chidi', status: 'rejected' }),
        contributionRow('c5', { userId: 'u-chidi', status: 'reversed' }),
        contributionRow('c4', { userId: 'u-ada', projectId: 'another-purse', status: 'confirmed' }),
      ],
      OPEN,
    );
    expect(paid.map((m) => m.userId)).toEqual(['u-kemi']);
    expect(awaiting).toMatchObject([{ userId: 'u-tunde', fullName: 'Tunde Ade', username: 'tunde_ade', pendingKobo: 500_000, confirmedKobo: 0 }]);
    expect(unpaid.map((m) => m.fullName)).toEqual(['ada Eze', 'Chidi Obi']);
    expect({ active, everyonePaid }).toEqual({ active: 4, everyonePaid: false });
  });

  // One member of a ₦20,000 levy: what their rows make them.
  it.each<{ rows: [ContributionStatus, number][]; list: 'paid' | 'part' | 'awaiting' | 'unpaid'; leftKobo: number; reminded: boolean }>([
    { rows: [['confirmed', 20_000]], list: 'paid', leftKobo: 0, reminded: false },
    { rows: [['confirmed', 15_000], ['confirmed', 5_000]], list: 'paid', leftKobo: 0, reminded: false },
    { rows: [['confirmed', 10_000]], list: 'part', leftKobo: 10_000, reminded: true },
    { rows: [['confirmed', 10_000], ['pending', 10_000]], list: 'part', leftKobo: 10_000, reminded: false },
    { rows: [['confirmed', 10_000], ['rejected', 10_000]], list: 'part', leftKobo: 10_000, reminded: true },
    { rows: [['confirmed', 10_000], ['reversed', 10_000]], list: 'part', leftKobo: 10_000, reminded: true },
    { rows: [['reversed', 20_000]], list: 'unpaid', leftKobo: 20_000, reminded: true },
    { rows: [['rejected', 20_000]], list: 'unpaid', leftKobo: 20_000, reminded: true },
    { rows: [['pending', 20_000]], list: 'awaiting', leftKobo: 20_000, reminded: false },
    { rows: [], list: 'unpaid', leftKobo: 20_000, reminded: true },
  ])('a member with $rows owes the levy: $list, ₦ left $leftKobo kobo/100, reminded $reminded', ({ rows, list, leftKobo, reminded }) => {
    const contributions = rows.map(([status, naira], i) => contributionRow(`c${i}`, { userId: 'u-kemi', status, amountKobo: naira * 100 }));
    const payers = splitPayers([memberRow('u-kemi', 'Kemi Bello')], contributions, LEVY);
    expect(payers[list].map((m) => m.userId)).toEqual(['u-kemi']);
    expect(payers[list][0]?.leftKobo).toBe(leftKobo * 100);
    expect(payers.toRemind.map((m) => m.userId)).toEqual(reminded ? ['u-kemi'] : []);
  });

  it.each<{ name: string; statuses: Record<string, [ContributionStatus, number][]>; memberIds: string[]; project: typeof LEVY | typeof OPEN; everyonePaid: boolean }>([
    { name: 'no members', statuses: {}, memberIds: [], project: LEVY, everyonePaid: false },
    { name: 'nobody paid', statuses: {}, memberIds: ['u-kemi', 'u-tunde'], project: LEVY, everyonePaid: false },
    { name: 'one part-paid', statuses: { 'u-kemi': [['confirmed', 20_000]], 'u-tunde': [['confirmed', 10_000]] }, memberIds: ['u-kemi', 'u-tunde'], project: LEVY, everyonePaid: false },
    { name: 'the rest only pending', statuses: { 'u-kemi': [['confirmed', 20_000]], 'u-tunde': [['confirmed', 10_000], ['pending', 10_000]] }, memberIds: ['u-kemi', 'u-tunde'], project: LEVY, everyonePaid: false },
    { name: 'every one in full', statuses: { 'u-kemi': [['confirmed', 20_000]], 'u-tunde': [['confirmed', 5_000], ['confirmed', 15_000]] }, memberIds: ['u-kemi', 'u-tunde'], project: LEVY, everyonePaid: true },
    { name: 'all gave, no amount per member', statuses: { 'u-kemi': [['confirmed', 100]], 'u-tunde': [['confirmed', 100]] }, memberIds: ['u-kemi', 'u-tunde'], project: OPEN, everyonePaid: false },
    { name: 'a departed payer only', statuses: { 'u-gone': [['confirmed', 20_000]] }, memberIds: [], project: LEVY, everyonePaid: false },
  ])('says everyone has paid only when every member paid the amount per member in full: $name', ({ statuses, memberIds, project, everyonePaid }) => {
    const rows = Object.entries(statuses).flatMap(([userId, list]) => list.map(([status, naira], i) => contributionRow(`${userId}-${i}`, { userId, status, amountKobo: naira * 100 })));
    expect(splitPayers(members.filter((m) => memberIds.includes(m.userId)), rows, project).everyonePaid).toBe(everyonePaid);
  });

  it('adds up confirmed and awaiting amounts per member, and counts who contributed', () => {
    const { paid, contributed } = splitPayers(
      members,
      [
        contributionRow('c1', { userId: 'u-kemi', status: 'confirmed', amountKobo: 1_000_000 }),
        contributionRow('c2', { userId: 'u-kemi', status: 'confirmed', amountKobo: 500_000 }),
        contributionRow('c3', { userId: 'u-kemi', status: 'pending', amountKobo: 250_000 }),
      ],
      OPEN,
    );
    expect(paid).toMatchObject([{ userId: 'u-kemi', fullName: 'Kemi Bello', username: 'kemi_bello', confirmedKobo: 1_500_000, pendingKobo: 250_000 }]);
    expect(contributed).toBe(1);
  });

  it('leaves out removed and inactive members, but keeps a payer who has left', () => {
    const { paid, unpaid } = splitPayers(
      [memberRow('u-kemi', 'Kemi Bello', { deleted: true }), memberRow('u-chidi', 'Chidi Obi', { status: 'suspended' }), memberRow('u-ada', 'Ada Eze')],
      [contributionRow('c1', { userId: 'u-kemi', userFullName: 'Kemi B.', status: 'confirmed' })],
      LEVY,
    );
    expect(paid.map((m) => m.fullName)).toEqual(['Kemi B.']);
    expect(unpaid.map((m) => m.fullName)).toEqual(['Ada Eze']);
  });

  it('shows everyone as not paid for a new purse', () => {
    const { paid, awaiting, unpaid, toRemind } = splitPayers(members, [], LEVY);
    expect(paid).toEqual([]);
    expect(awaiting).toEqual([]);
    expect(unpaid).toHaveLength(4);
    expect(toRemind).toHaveLength(4);
  });

  describe('gifts from outside the group (issue 27 §4)', () => {
    const rows = [
      contributionRow('g1', { userId: 'u-guest1', userFullName: 'Tunde Bakare', status: 'confirmed', amountKobo: 1_000_000, guest: true }),
      contributionRow('g2', { userId: 'u-guest1', userFullName: 'Tunde Bakare', status: 'confirmed', amountKobo: 500_000, guest: true }),
      contributionRow('g3', { userId: 'u-guest2', userFullName: 'Amaka Nwosu', status: 'confirmed', amountKobo: 200_000, guest: true }),
      contributionRow('g4', { userId: 'u-guest3', userFullName: 'Pending Person', status: 'pending', amountKobo: 300_000, guest: true }),
      contributionRow('c1', { userId: 'u-kemi', status: 'confirmed', amountKobo: 2_000_000 }),
    ];

    it('lists confirmed guests by first name and amount when the purse names them, never among the members', () => {
      const payers = splitPayers(members, rows, { ...OPEN, guestGiving: 'named' });
      expect(payers.guests).toEqual([
        { name: 'Amaka', confirmedKobo: 200_000 },
        { name: 'Tunde', confirmedKobo: 1_500_000 },
      ]);
      expect(payers.paid.map((m) => m.userId)).toEqual(['u-kemi']);
      expect(payers.awaiting).toEqual([]);
      expect(JSON.stringify(payers)).not.toMatch(/Bakare|Nwosu|Pending Person/);
    });

    it.each(['private', 'off', undefined] as const)('leaves guests off the roll-call when the purse says %s', (guestGiving) => {
      const payers = splitPayers(members, rows, { ...OPEN, guestGiving });
      expect(payers.guests).toEqual([]);
      expect(JSON.stringify(payers)).not.toMatch(/Tunde Bakare|Amaka|Pending Person/);
      expect(payers.contributed).toBe(1);
    });
  });
});
