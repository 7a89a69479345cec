import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/errors';
import { groupChanges, groupEditSchema, groupEditValues } from './group-edit';

const group = { name: 'Ajo Circle', description: null, showMemberAmounts: true, receiptMaxAgeDays: 14 };
const changesOf = (change: object) => groupChanges(group, groupEditSchema.parse({ ...groupEditValues(group), ...change }));

describe('the Manage Group form', () => {
  it.each([
    ['nothing when nothing was edited', {}, {}],
    ['the new name', { name: 'Ajo Circle 2026' }, { name: 'Ajo Circle 2026' }],
    ['a new description', { description: 'Monthly ajo' }, { description: 'Monthly ajo' }],
    ['the amounts setting turned off', { showMemberAmounts: false }, { showMemberAmounts: false }],
    ['a new receipt age limit, as a number', { receiptMaxAgeDays: ' 30 ' }, { receiptMaxAgeDays: 30 }],
  ])('sends %s', (_what, change, expected) => {
    expect(changesOf(change)).toEqual(expected);
  });

  it('starts a group stored before the receipt age limit existed at the default, and sends nothing for it', () => {
    const { receiptMaxAgeDays: _, ...older } = group;
    expect(groupEditValues(older).receiptMaxAgeDays).toBe('14');
    expect(groupChanges(older, groupEditSchema.parse(groupEditValues(older)))).toEqual({});
  });

  it.each(['0', '366', '7.5', '', 'ten', '-3', '1e2'])('refuses %j days with the server’s message', (days) => {
    expect(groupEditSchema.safeParse({ ...groupEditValues(group), receiptMaxAgeDays: days }).error?.issues[0]?.message).toBe(MESSAGES.receiptMaxAgeDaysInvalid);
  });

  it.each([['1', 1], ['365', 365]])('takes %j days', (days, expected) => {
    expect(groupEditSchema.parse({ ...groupEditValues(group), receiptMaxAgeDays: days }).receiptMaxAgeDays).toBe(expected);
  });

  it('keeps the name required', () => {
    expect(groupEditSchema.safeParse({ ...groupEditValues(group), name: ' ' }).error?.issues[0]?.message).toBe(MESSAGES.groupNameRequired);
  });
});

describe('the group’s WhatsApp language in Manage Group', () => {
  it('starts a group stored before it had one at English, and sends the language chosen', () => {
    expect(groupEditValues(group).locale).toBe('en');
    expect(changesOf({ locale: 'ha' })).toEqual({ locale: 'ha' });
    expect(groupChanges({ ...group, locale: 'yo' }, groupEditSchema.parse({ ...groupEditValues({ ...group, locale: 'yo' }) }))).toEqual({});
  });

  it('refuses a language the app does not speak', () => {
    expect(groupEditSchema.safeParse({ ...groupEditValues(group), locale: 'fr' }).success).toBe(false);
  });
});
