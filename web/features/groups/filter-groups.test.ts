import { describe, expect, it } from 'vitest';
import { filterGroups } from './filter-groups';

const groups = [
  { name: 'Class of 2010', description: 'Reunion party fund' },
  { name: 'Ajo Market Women', description: null },
  { name: 'Church Choir', description: 'New robes for the CHOIR' },
];

describe('filterGroups', () => {
  it('keeps every group for an empty or blank search', () => {
    expect(filterGroups(groups, '')).toEqual(groups);
    expect(filterGroups(groups, '   ')).toEqual(groups);
  });

  it('matches the name case-insensitively', () => {
    expect(filterGroups(groups, 'ajo').map((g) => g.name)).toEqual(['Ajo Market Women']);
  });

  it('matches the description case-insensitively', () => {
    expect(filterGroups(groups, 'REUNION').map((g) => g.name)).toEqual(['Class of 2010']);
    expect(filterGroups(groups, 'robes').map((g) => g.name)).toEqual(['Church Choir']);
  });

  it('ignores spaces around the search text', () => {
    expect(filterGroups(groups, '  choir ').map((g) => g.name)).toEqual(['Church Choir']);
  });

  it('skips groups without a description when only a description could match', () => {
    expect(filterGroups(groups, 'fund').map((g) => g.name)).toEqual(['Class of 2010']);
  });

  it('finds nothing when nothing matches', () => {
    expect(filterGroups(groups, 'wedding')).toEqual([]);
  });
});
