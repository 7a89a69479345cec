import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { discardEntry } from '../sync/apply-push';
import { applyPullPage } from '../sync/apply-pull';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { memberRow } from '../features/updates/notifications/test-rows';
import { excuseMember, setOwesFromStart, setStopsFrom, waiveFine } from './books-writes';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs('u-admin');

describe("the admin's dues exceptions on the phone (issue 25 §2)", () => {
  it('writes the excuse into the member row at once, queues it with the row as it was, and a discard puts it back', async () => {
    const db = freshDb();
    const kemi = memberRow('u-kemi', 'Kemi Bello');
    await db.members.add(kemi);
    await excuseMember(db, kemi, { id: 'p1' }, { index: 2, label: 'Mar 2026' }, 'Bereavement');
    expect((await db.members.get(kemi.id))?.duesTerms).toEqual({ p1: { excused: [{ period: 2, reason: 'Bereavement' }] } });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ type: 'dues.excuse', payload: { projectId: 'p1', userId: 'u-kemi', period: 2, reason: 'Bereavement' }, target: { table: 'members', id: kemi.id }, label: 'Excuse Kemi Bello from Mar 2026' });

    // A pull that does not carry it yet does not hide it while it waits to be sent.
    await applyPullPage(db, { protocol: SYNC_PROTOCOL_VERSION, cursor: 5, hasMore: false, groups: [], projects: [], members: [kemi], partners: [], contributions: [], notifications: [], groupUpdates: [], payouts: [], history: [], scope: { visible: ['g1'], full: ['g1'] } }, 'u-admin');
    expect((await db.members.get(kemi.id))?.duesTerms?.p1?.excused).toHaveLength(1);

    await discardEntry(db, entry!);
    expect((await db.members.get(kemi.id))?.duesTerms).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('makes a member owe from the start, keeping their other purses\u2019 terms', async () => {
    const db = freshDb();
    const kemi = memberRow('u-kemi', 'Kemi Bello', { duesTerms: { p9: { excused: [{ period: 0, reason: 'Travel' }] } } });
    await db.members.add(kemi);
    await setOwesFromStart(db, kemi, { id: 'p1' }, true);
    expect((await db.members.get(kemi.id))?.duesTerms).toEqual({ p9: { excused: [{ period: 0, reason: 'Travel' }] }, p1: { owesFromStart: true } });
    expect((await db.outbox.toArray())[0]).toMatchObject({ type: 'dues.owesFromStart', label: 'Kemi Bello owes from the first period' });
  });

  it('records that a member left from a period, and undoes it, in the row at once', async () => {
    const db = freshDb();
    const kemi = memberRow('u-kemi', 'Kemi Bello', { duesTerms: { p1: { owesFromStart: true } } });
    await db.members.add(kemi);
    await setStopsFrom(db, kemi, { id: 'p1' }, { index: 3, label: 'Apr 2026' });
    const left = (await db.members.get(kemi.id))!;
    expect(left.duesTerms).toEqual({ p1: { owesFromStart: true, stopsFrom: 3 } });
    await setStopsFrom(db, left, { id: 'p1' }, null);
    expect((await db.members.get(kemi.id))?.duesTerms).toEqual({ p1: { owesFromStart: true, stopsFrom: null } });
    expect((await db.outbox.toArray()).map((e) => [e.type, e.payload, e.label])).toEqual([
      ['dues.stop', { projectId: 'p1', userId: 'u-kemi', period: 3 }, 'Kemi Bello owes nothing from Apr 2026'],
      ['dues.stop', { projectId: 'p1', userId: 'u-kemi', period: null }, 'Kemi Bello owes every period again'],
    ]);
  });

  it('waives a late fine in the member row at once, with its reason, beside their other terms', async () => {
    const db = freshDb();
    const kemi = memberRow('u-kemi', 'Kemi Bello', { duesTerms: { p1: { owesFromStart: true } } });
    await db.members.add(kemi);
    await waiveFine(db, kemi, { id: 'p1' }, { index: 1, label: 'Feb 2026' }, 'Bank app was down');
    expect((await db.members.get(kemi.id))?.duesTerms).toEqual({ p1: { owesFromStart: true, waived: [{ period: 1, reason: 'Bank app was down' }] } });
    expect((await db.outbox.toArray()).map((e) => [e.type, e.payload, e.label])).toEqual([
      ['dues.waive', { projectId: 'p1', userId: 'u-kemi', period: 1, reason: 'Bank app was down' }, 'Waive the late fine of Kemi Bello for Feb 2026'],
    ]);
  });
});
