import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../sync/engine';
import { findPurseOnPhone, payPurseHref, purseLinkLanding, type PurseLinkInput } from './purse-link';

const groups = [
  { id: 'g1', customSlug: 'ajo-circle' },
  { id: 'g2', customSlug: 'class-2010' },
  { id: 'g3', customSlug: null }, // made on this phone, not synced yet
];
const projects = [
  { id: 'p1', groupId: 'g1', name: 'Xmas Party', customSlug: 'ajo-circle/xmasparty' },
  { id: 'p2', groupId: 'g1', name: 'School Fees', customSlug: 'ajo-circle/fees' },
  { id: 'p3', groupId: 'g2', name: 'Xmas Party', customSlug: 'class-2010/xmasparty' },
  { id: 'p4', groupId: 'g1', name: 'Burial Levy', customSlug: null },
];

describe('findPurseOnPhone', () => {
  it.each([
    { name: 'the purse of the link', group: 'ajo-circle', segment: 'xmasparty', found: { groupId: 'g1', projectId: 'p1' } },
    { name: 'a custom segment, not the name', group: 'ajo-circle', segment: 'fees', found: { groupId: 'g1', projectId: 'p2' } },
    { name: 'the same name in another group', group: 'class-2010', segment: 'xmasparty', found: { groupId: 'g2', projectId: 'p3' } },
    { name: 'a link typed in capitals', group: 'Ajo-Circle', segment: 'XmasParty', found: { groupId: 'g1', projectId: 'p1' } },
    { name: 'a purse whose customSlug has not synced, by its name', group: 'ajo-circle', segment: 'burialevy', found: { groupId: 'g1', projectId: null } },
    { name: 'a purse whose customSlug has not synced, by its exact segment', group: 'ajo-circle', segment: 'buriallevy', found: { groupId: 'g1', projectId: 'p4' } },
    { name: 'a purse the phone lacks, in a group it has', group: 'ajo-circle', segment: 'newpurse', found: { groupId: 'g1', projectId: null } },
    { name: 'a group the phone lacks (not a member)', group: 'other-group', segment: 'xmasparty', found: null },
    { name: 'the name of a segment, not its slug', group: 'ajo-circle', segment: 'schoolfees', found: { groupId: 'g1', projectId: null } },
  ])('$name', ({ group, segment, found }) => {
    expect(findPurseOnPhone(groups, projects, group, segment)).toEqual(found);
  });
});

const OPENED = '2026-11-29T10:00:00.000Z';
const status = (phase: SyncStatus['phase'], lastSyncedAt: string | null = null): SyncStatus => ({ phase, lastSyncedAt, lastError: null });
const base: PurseLinkInput = { onPhone: null, sync: status('syncing'), online: true, openedAt: OPENED, waitedEnough: false };

describe('purseLinkLanding (someone signed in)', () => {
  it.each<{ name: string; input: Partial<PurseLinkInput>; landing: ReturnType<typeof purseLinkLanding> }>([
    { name: 'a member with the purse on the phone pays it', input: { onPhone: { groupId: 'g1', projectId: 'p1' } }, landing: { kind: 'pay', projectId: 'p1' } },
    { name: 'a member pays it offline too', input: { onPhone: { groupId: 'g1', projectId: 'p1' }, online: false, sync: status('offline') }, landing: { kind: 'pay', projectId: 'p1' } },
    { name: 'nothing is decided while the phone is read', input: { onPhone: undefined }, landing: { kind: 'waiting' } },
    { name: 'a new phone waits for its first sync', input: { onPhone: null, sync: status('syncing') }, landing: { kind: 'waiting' } },
    { name: 'a sync that has not started yet is waited for', input: { onPhone: null, sync: null }, landing: { kind: 'waiting' } },
    { name: 'a sync that ended before the link opened is not an answer', input: { onPhone: null, sync: status('idle', '2026-11-29T09:59:59.000Z') }, landing: { kind: 'waiting' } },
    { name: 'a non-member joins once a sync since opening has not brought the group', input: { onPhone: null, sync: status('idle', '2026-11-29T10:00:02.000Z') }, landing: { kind: 'join' } },
    { name: 'a non-member joins when offline (the wizard says joining needs a connection)', input: { onPhone: null, online: false }, landing: { kind: 'join' } },
    { name: 'no sync can run: the wizard', input: { onPhone: null, sync: status('error') }, landing: { kind: 'join' } },
    { name: 'signed out on the server: the wizard', input: { onPhone: null, sync: status('signed-out') }, landing: { kind: 'join' } },
    { name: 'the wait is over: the wizard', input: { onPhone: null, waitedEnough: true }, landing: { kind: 'join' } },
    { name: 'a group on the phone without the purse waits for a sync', input: { onPhone: { groupId: 'g1', projectId: null } }, landing: { kind: 'waiting' } },
    {
      name: 'a group on the phone still without the purse after a sync: pay, choosing the purse',
      input: { onPhone: { groupId: 'g1', projectId: null }, sync: status('idle', '2026-11-29T10:00:02.000Z') },
      landing: { kind: 'pay', projectId: null },
    },
  ])('$name', ({ input, landing }) => {
    expect(purseLinkLanding({ ...base, ...input })).toEqual(landing);
  });
});

describe('payPurseHref', () => {
  it('opens the pay flow with the purse chosen', () => {
    expect(payPurseHref('3f2c8a1e-9b4d')).toBe('/member-payment?purse=3f2c8a1e-9b4d');
    expect(payPurseHref('a&b')).toBe('/member-payment?purse=a%26b');
  });
});
