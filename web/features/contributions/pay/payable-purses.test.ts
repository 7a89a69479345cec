import { describe, expect, it } from 'vitest';
import type { LocalPurse } from '../../../data/db';
import { payablePurses } from './payable-purses';

const project = (id: string, groupId: string, name: string, status = 'active') => ({ id, groupId, name, status }) as LocalPurse;

describe('payablePurses', () => {
  it('keeps active purses of known groups, sorted by group then purse', () => {
    const groups = [
      { id: 'g2', name: 'Estate Union' },
      { id: 'g1', name: 'Class of 2010' },
    ];
    const list = payablePurses(groups, [
      project('p1', 'g2', 'Security Levy'),
      project('p2', 'g1', 'School Fees'),
      project('p3', 'g1', 'Reunion'),
      project('p4', 'g1', 'Old Purse', 'completed'),
      project('p5', 'g9', 'Someone else’s'),
    ]);
    expect(list.map((p) => [p.groupName, p.project.id])).toEqual([
      ['Class of 2010', 'p3'],
      ['Class of 2010', 'p2'],
      ['Estate Union', 'p1'],
    ]);
  });
});
