import { describe, expect, it } from 'vitest';
import { summarizeGroups } from './groups-summary';

describe('summarizeGroups', () => {
  it('is all zeros with no groups', () => {
    expect(summarizeGroups([])).toEqual({ groups: 0, members: 0, projects: 0 });
  });

  it('adds up members and projects over the groups', () => {
    const summary = summarizeGroups([
      { memberCount: 12, projects: [1, 2] },
      { memberCount: 0, projects: [] },
      { memberCount: 5, projects: [3] },
    ]);
    expect(summary).toEqual({ groups: 3, members: 17, projects: 3 });
  });
});
