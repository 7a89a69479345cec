import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from './auth-schemas';
import { toSessionUser } from './session-user';

const ada = { id: 'u1', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', role: 'admin' };

const cases: [string, unknown][] = [
  ['a member', { ...ada, role: 'member' }],
  ['an admin', ada],
  ['a user with extra keys', { ...ada, token: 'x', groups: [] }],
  ['a user with a language', { ...ada, locale: 'ha' }],
  ['a user with an unknown language', { ...ada, locale: 'fr' }],
  ['a user with a language that is not a string', { ...ada, locale: 7 }],
  ['an empty name (plain strings, not the sign-up rules)', { ...ada, fullName: '' }],
  ['an unknown role', { ...ada, role: 'owner' }],
  ['a missing role', { ...ada, role: undefined }],
  ['a number id', { ...ada, id: 7 }],
  ['a missing phone', { id: 'u1', fullName: 'Ada', username: 'ada', role: 'member' }],
  ['null', null],
  ['a string', 'ada'],
  ['an array', [ada]],
];

describe('toSessionUser', () => {
  it.each(cases)('agrees with sessionUserSchema on %s', (_name, value) => {
    const zod = sessionUserSchema.safeParse(value);
    expect(toSessionUser(value)).toEqual(zod.success ? zod.data : null);
  });
});
