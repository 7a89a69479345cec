import { describe, expect, it } from 'vitest';
import { readNotice } from './notice-board';

const purse = { id: 'p1', bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle', changed: null };

describe('readNotice (the notice board in a Custom URL answer)', () => {
  it('reads the locale, who to ask and each purse with its recent bank change', () => {
    const changed = { bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Ajo', until: '2026-12-01T10:00:00.000Z' };
    expect(readNotice({ notice: { locale: 'yo', ask: ['Ada Obi', ''], purses: [purse, { ...purse, id: 'p2', changed }] } })).toEqual({
      locale: 'yo',
      ask: ['Ada Obi'],
      purses: [purse, { ...purse, id: 'p2', changed }],
    });
  });

  it('has none to show in an answer kept by an older app, and no language it does not know', () => {
    expect(readNotice({ group: {} })).toBeNull();
    expect(readNotice({ notice: null })).toBeNull();
    expect(readNotice({ notice: { locale: 'fr', ask: [], purses: [] } })?.locale).toBeNull();
  });

  it('reads empty details as none, and a change with no date as no change', () => {
    const read = readNotice({ notice: { locale: 'en', ask: [], purses: [{ id: 'p1', bankName: '', accountNumber: null, changed: { bankName: 'GTBank' } }] } });
    expect(read?.purses).toEqual([{ id: 'p1', bankName: null, accountNumber: null, accountName: null, changed: null }]);
  });

  it.each([
    { name: 'a notice that is not an object', notice: 'board' },
    { name: 'purses that are not a list', notice: { locale: 'en', ask: [], purses: {} } },
    { name: 'a purse without an id', notice: { locale: 'en', ask: [], purses: [{ bankName: 'GTBank' }] } },
    { name: 'an account number that is not text', notice: { locale: 'en', ask: [], purses: [{ ...purse, accountNumber: 123 }] } },
  ])('refuses $name', ({ notice }) => {
    expect(() => readNotice({ notice })).toThrow();
  });
});
