import { describe, expect, it } from 'vitest';
import { filterContributions, STATUS_FILTERS } from './contribution-filters';

const views = [
  { id: 1, groupName: 'Class of 2010', projectName: 'Reunion Party', status: 'pending' as const, row: { transactionRef: 'GTB-0042' } },
  { id: 2, groupName: 'Estate Union', projectName: null, status: 'confirmed' as const, row: { transactionRef: null } },
  { id: 3, groupName: 'Class of 2010', projectName: 'School Fees', status: 'rejected' as const, row: { transactionRef: 'opay-77' } },
  { id: 4, groupName: 'Estate Union', projectName: 'Gate', status: 'reversed' as const, row: { transactionRef: null } },
];
const ids = (list: { id: number }[]) => list.map((v) => v.id);

describe('filterContributions', () => {
  it('shows everything with no search and All Status', () => {
    expect(ids(filterContributions(views, { search: '', status: 'all' }))).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['class of', [1, 3]],
    ['REUNION', [1]],
    ['gtb-00', [1]],
    ['OPAY', [3]],
    ['  union ', [1, 2, 4]],
    ['nothing like it', []],
  ])('matches %j in group, purse or reference, whatever the case', (search, expected) => {
    expect(ids(filterContributions(views, { search, status: 'all' }))).toEqual(expected);
  });

  it('combines the search with the status filter', () => {
    expect(ids(filterContributions(views, { search: 'class', status: 'rejected' }))).toEqual([3]);
    expect(ids(filterContributions(views, { search: '', status: 'confirmed' }))).toEqual([2]);
  });

  it('finds reversed payments under their own filter, never under Confirmed', () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toContain('reversed');
    expect(ids(filterContributions(views, { search: '', status: 'reversed' }))).toEqual([4]);
  });
});
