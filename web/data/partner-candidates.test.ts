import { describe, expect, it } from 'vitest';
import type { LocalMember } from './db';
import { canAddPartner, currentPartners, partnerCandidates } from './partner-candidates';

function member(userId: string, deleted = false): LocalMember {
  return { id: `m-${userId}`, groupId: 'g', userId, fullName: userId, username: userId, contributedAmountKobo: 0, status: 'active', joinedAt: '2025-01-01T00:00:00Z', deleted, revision: 1 };
}

const partner = (userId: string, deleted = false) => ({ userId, deleted });

describe('partners', () => {
  it('leaves removed partners out of the current list', () => {
    expect(currentPartners([partner('a'), partner('b', true)]).map((p) => p.userId)).toEqual(['a']);
  });

  it('offers only members who are not partners already', () => {
    const members = [member('a'), member('b'), member('c')];
    expect(partnerCandidates(members, [partner('b')]).map((m) => m.userId)).toEqual(['a', 'c']);
  });

  it('offers a removed partner again', () => {
    expect(partnerCandidates([member('a')], [partner('a', true)]).map((m) => m.userId)).toEqual(['a']);
  });

  it('never offers someone who has left the group', () => {
    expect(partnerCandidates([member('a', true), member('b')], []).map((m) => m.userId)).toEqual(['b']);
  });

  it('allows adding until the group has 2 partners', () => {
    expect(canAddPartner([])).toBe(true);
    expect(canAddPartner([partner('a')])).toBe(true);
    expect(canAddPartner([partner('a'), partner('b')])).toBe(false);
    expect(canAddPartner([partner('a'), partner('b', true)])).toBe(true);
  });
});
