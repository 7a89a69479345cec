import { describe, expect, it } from 'vitest';
import { partnerGroupIdsOf, partnerGroupsOf, roleLine } from './partner-role';

const row = (groupId: string, userId: string, deleted = false) => ({ groupId, userId, deleted });
const groups = [
  { id: 'g1', name: 'Unity Ajo' },
  { id: 'g2', name: 'Church Choir' },
  { id: 'g3', name: 'Old Boys' },
];

describe('partner groups', () => {
  it.each([
    { case: 'a current partner row', rows: [row('g1', 'me')], ids: ['g1'] },
    { case: 'a removed one (tombstone)', rows: [row('g1', 'me', true)], ids: [] },
    { case: "someone else's row in a group I watch", rows: [row('g1', 'other')], ids: [] },
    { case: 'removed then added again', rows: [row('g1', 'me', true), row('g1', 'me')], ids: ['g1'] },
    { case: 'two groups', rows: [row('g1', 'me'), row('g2', 'me')], ids: ['g1', 'g2'] },
  ])('$case', ({ rows, ids }) => {
    expect(partnerGroupIdsOf(rows, 'me')).toEqual(ids);
  });

  it('names them in alphabetical order and leaves out a group not on the phone', () => {
    expect(partnerGroupsOf([row('g1', 'me'), row('g2', 'me'), row('gone', 'me')], groups, 'me')).toEqual([
      { id: 'g2', name: 'Church Choir' },
      { id: 'g1', name: 'Unity Ajo' },
    ]);
  });
});

describe('the role line', () => {
  it.each([
    { role: 'member' as const, names: [], line: 'Member' },
    { role: 'member' as const, names: ['Unity Ajo'], line: 'Member · Accountability partner of Unity Ajo' },
    { role: 'member' as const, names: ['Church Choir', 'Unity Ajo'], line: 'Member · Accountability partner of Church Choir, Unity Ajo' },
    { role: 'admin' as const, names: [], line: 'Admin' },
    { role: 'admin' as const, names: ['Unity Ajo'], line: 'Admin · Accountability partner of Unity Ajo' },
  ])('$role of $names reads "$line"', ({ role, names, line }) => {
    expect(roleLine(role, names)).toBe(line);
  });
});
