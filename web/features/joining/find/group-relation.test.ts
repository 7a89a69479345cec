import { describe, expect, it } from 'vitest';
import type { LocalGroup, LocalMember } from '../../../data/db';
import { freshDeviceDbs } from '../../../data/test-db';
import { loadGroupRelation } from './group-relation';

const freshDb = freshDeviceDbs('u-me');

const group = (adminId: string): LocalGroup => ({
  id: 'g1', name: 'Ajo', description: null, whatsappLink: null, registrationLink: 'link', customSlug: 'ajo',
  status: 'active', showMemberAmounts: true, receiptMaxAgeDays: 14, adminId, adminName: 'Ada', memberCount: 1, createdAt: '2026-01-01T00:00:00.000Z', revision: 1,
});

const membership = (userId: string, extra: Partial<LocalMember> = {}): LocalMember => ({
  id: `m-${userId}`, groupId: 'g1', userId, fullName: 'Me', username: 'me', contributedAmountKobo: 0, status: 'active',
  joinedAt: '2026-01-02T00:00:00.000Z', deleted: false, revision: 1, ...extra,
});

describe('loadGroupRelation', () => {
  it.each([
    { name: 'the group is not on the phone', groups: [], members: [], relation: 'none' },
    { name: 'the user is its admin', groups: [group('u-me')], members: [], relation: 'admin' },
    { name: 'the user is an active member', groups: [group('u-ada')], members: [membership('u-me')], relation: 'member' },
    { name: 'the membership synced before the group', groups: [], members: [membership('u-me')], relation: 'member' },
    { name: 'the user left the group', groups: [group('u-ada')], members: [membership('u-me', { deleted: true })], relation: 'none' },
    { name: 'the membership is not active', groups: [group('u-ada')], members: [membership('u-me', { status: 'removed' })], relation: 'none' },
    { name: 'only someone else is a member', groups: [group('u-ada')], members: [membership('u-other')], relation: 'none' },
  ] as const)('$name -> $relation', async ({ groups, members, relation }) => {
    const db = freshDb();
    await db.groups.bulkPut([...groups]);
    await db.members.bulkPut([...members]);
    expect(await loadGroupRelation(db, 'g1', 'u-me')).toBe(relation);
  });
});
