import { describe, expect, it } from 'vitest';
import { memberDues } from '../../../../shared/member-dues';
import { proposeForShare } from './share-proposal';

const owes = (owedKobo: number, confirmedKobo = 0, pendingKobo = 0) => memberDues(owedKobo, { confirmedKobo, pendingKobo });

describe('proposeForShare', () => {
  it('chooses the one purse the member owes on, with what they still have to send', () => {
    expect(proposeForShare(undefined, ['levy', 'party'], [{ projectId: 'levy', dues: owes(1_000_000, 250_000) }, { projectId: 'party', dues: memberDues(null, { confirmedKobo: 0, pendingKobo: 0 }) }])).toEqual({ projectId: 'levy', amount: '7500' });
  });

  it('counts money on its way: a member whose pending payment covers it owes nothing there', () => {
    const standing = [
      { projectId: 'levy', dues: owes(1_000_000, 0, 1_000_000) },
      { projectId: 'dues', dues: owes(500_050) },
    ];
    expect(proposeForShare(undefined, ['levy', 'dues'], standing)).toEqual({ projectId: 'dues', amount: '5000.50' });
  });

  it('chooses nothing when the member owes on two purses, or on none of several', () => {
    expect(proposeForShare(undefined, ['a', 'b'], [{ projectId: 'a', dues: owes(100) }, { projectId: 'b', dues: owes(100) }])).toEqual({ projectId: null, amount: '' });
    expect(proposeForShare(undefined, ['a', 'b'], [])).toEqual({ projectId: null, amount: '' });
  });

  it("takes the purse a link named, and the member's only purse, with no amount when none is asked", () => {
    expect(proposeForShare('b', ['a', 'b'], [{ projectId: 'a', dues: owes(100) }])).toEqual({ projectId: 'b', amount: '' });
    expect(proposeForShare(undefined, ['a'], [])).toEqual({ projectId: 'a', amount: '' });
    // A purse that is not payable (closed, not the member's) is never proposed.
    expect(proposeForShare('gone', ['a', 'b'], [{ projectId: 'gone', dues: owes(100) }])).toEqual({ projectId: null, amount: '' });
  });
});
