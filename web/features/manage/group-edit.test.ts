import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/errors';
import { groupChanges, groupEditSchema, groupEditValues } from './group-edit';

const group = { name: 'Ajo Circle', description: null, showMemberAmounts: true };
const changesOf = (change: object) => groupChanges(group, groupEditSchema.parse({ ...groupEditValues(group), ...change }));

describe('the Manage Group form', () => {
  it.each([
    ['nothing when nothing was edited', {}, {}],
    ['the new name', { name: 'Ajo Circle 2026' }, { name: 'Ajo Circle 2026' }],
    ['a new description', { description: 'Monthly ajo' }, { description: 'Monthly ajo' }],
    ['the amounts setting turned off', { showMemberAmounts: false }, { showMemberAmounts: false }],
  ])('sends %s', (_what, change, expected) => {
    expect(changesOf(change)).toEqual(expected);
  });

  it('keeps the name required', () => {
    expect(groupEditSchema.safeParse({ ...groupEditValues(group), name: ' ' }).error?.issues[0]?.message).toBe(MESSAGES.groupNameRequired);
  });
});
