import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { contributionRow } from '../features/contributions/review/test-fixtures';
import { notificationRow } from '../features/updates/notifications/test-rows';
import { applyPushResults } from '../sync/apply-push';
import { decideContribution, submitContribution } from './contribution-writes';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs('u-admin');

describe('deciding a payment on the phone', () => {
  it.each(['confirm', 'reject'] as const)('reads the bell’s unread notifications about it (%s), each queued to sync', async (action) => {
    const db = freshDb();
    await db.contributions.bulkAdd([contributionRow('c1'), contributionRow('c2')]);
    await db.notifications.bulkAdd([
      notificationRow('n1', { contributionId: 'c1' }),
      notificationRow('n2', { contributionId: 'c1', type: 'other' }),
      notificationRow('n3', { contributionId: 'c1', read: true }),
      notificationRow('n4', { contributionId: 'c2' }),
    ]);
    await decideContribution(db, (await db.contributions.get('c1'))!, action === 'confirm' ? { action } : { action, reason: null });

    const unread = (await db.notifications.toArray()).filter((n) => !n.read).map((n) => n.id);
    expect(unread).toEqual(['n4']);
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, _pending: 1 });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => [e.type, e.target.id])).toEqual([
      [`contribution.${action}`, 'c1'],
      ['notification.read', 'n1'],
      ['notification.read', 'n2'],
    ]);
  });

  it('shows a decision the server applied in its row until the pull brings the server’s row', async () => {
    const db = freshDb();
    await db.contributions.bulkAdd([contributionRow('c1'), contributionRow('c2'), contributionRow('c3', { status: 'confirmed' })]);
    await decideContribution(db, (await db.contributions.get('c1'))!, { action: 'confirm' });
    await decideContribution(db, (await db.contributions.get('c2'))!, { action: 'reject', reason: 'Blurry' });
    await decideContribution(db, (await db.contributions.get('c3'))!, { action: 'reject', reason: null });
    const sent = await db.outbox.orderBy('seq').toArray();
    await applyPushResults(db, sent, sent.map((e) => ({ id: e.id, status: 'applied' as const })));

    expect(await db.outbox.count()).toBe(0);
    expect(await db.contributions.get('c1')).toMatchObject({ status: 'confirmed', _decided: 1 });
    expect(await db.contributions.get('c2')).toMatchObject({ status: 'rejected', adminNotes: 'Blurry', _decided: 1 });
    // Already decided on the server (as pulled): the server's row stays as it is.
    expect((await db.contributions.get('c3'))?._decided).toBeUndefined();
  });

  it('leaves the row alone when the server refuses the decision', async () => {
    const db = freshDb();
    await db.contributions.add(contributionRow('c1'));
    await decideContribution(db, (await db.contributions.get('c1'))!, { action: 'confirm' });
    const sent = await db.outbox.toArray();
    await applyPushResults(db, sent, [{ id: sent[0]!.id, status: 'conflict', code: 'already-decided', message: 'Rejected' }]);
    expect(await db.contributions.get('c1')).toEqual(contributionRow('c1'));
  });
});

describe('a payment made on the phone', () => {
  it('gets, with its push, ids that sort in the order they were made (time-ordered, shared/row-id.ts), so the server files them side by side', async () => {
    const db = freshDb();
    const user = { id: 'u-admin', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348030000000', role: 'member' as const };
    const pay = (reference: string) =>
      submitContribution(db, user, { groupId: 'g1', projectId: 'p1', amountKobo: 500_000, paymentType: 'bank_transfer', reference, notes: null, description: null }, null, 'Xmas Party');
    const first = await pay('TRF-1');
    const second = await pay('TRF-2');
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect([first.id, second.id]).toEqual([expect.stringMatching(v7), expect.stringMatching(v7)]);
    expect(first.id < second.id).toBe(true);
    const pushes = (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.id);
    expect(pushes).toHaveLength(2);
    expect(pushes.every((id) => v7.test(id)) && pushes[0]! < pushes[1]!).toBe(true);
  });
});
