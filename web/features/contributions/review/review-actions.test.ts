import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { decideContribution } from '../../../data/contribution-writes';
import { openDeviceDb, type DeviceDb } from '../../../data/db';
import { loadContributionViews } from '../../../data/contribution-views';
import { reviewPanel } from './review-state';
import { discardEntry } from '../../../sync/apply-push';
import { decisionToast, rejectionReason } from './review-actions';
import { contributionRow } from './test-fixtures';

let db: DeviceDb | null = null;
let n = 0;

afterEach(async () => {
  await db?.delete();
  db = null;
});

async function deviceWith(...rows: ReturnType<typeof contributionRow>[]): Promise<DeviceDb> {
  db = openDeviceDb('admin', `review-actions-test-${++n}`);
  await db.contributions.bulkAdd(rows);
  return db;
}

async function viewOf(device: DeviceDb, id: string) {
  const views = await loadContributionViews(device, { groupIds: ['g1'] });
  return views.find((view) => view.row.id === id)!;
}

describe('deciding in the review dialog', () => {
  it('shows a confirmation made offline as queued and no longer pending', async () => {
    const device = await deviceWith(contributionRow('c1'));
    await decideContribution(device, (await viewOf(device, 'c1')).row, { action: 'confirm' });

    const view = await viewOf(device, 'c1');
    expect(view.status).toBe('confirmed');
    expect(view.unsynced).toBe(true);
    expect(reviewPanel(view, true)).toEqual({ kind: 'queued', action: 'confirm', reason: null });
  });

  it('keeps the rejection reason with the queued decision', async () => {
    const device = await deviceWith(contributionRow('c1'));
    await decideContribution(device, (await viewOf(device, 'c1')).row, { action: 'reject', reason: rejectionReason('  Blurry receipt ') });

    expect(reviewPanel(await viewOf(device, 'c1'), true)).toEqual({ kind: 'queued', action: 'reject', reason: 'Blurry receipt' });
  });

  it("lets the admin dismiss a decision that lost to another admin's, leaving the server's row", async () => {
    const device = await deviceWith(contributionRow('c1', { status: 'confirmed' }));
    await decideContribution(device, (await viewOf(device, 'c1')).row, { action: 'reject', reason: null });
    const entry = (await device.outbox.toArray())[0]!;
    await device.outbox.update(entry.seq!, { status: 'conflict', message: 'Already Confirmed' });

    const lost = await viewOf(device, 'c1');
    expect(reviewPanel(lost, true)).toMatchObject({ kind: 'conflict', message: 'Already Confirmed' });

    await discardEntry(device, lost.problem!.entry);
    const after = await viewOf(device, 'c1');
    expect(await device.outbox.count()).toBe(0);
    expect(after.problem).toBeNull();
    expect(reviewPanel(after, true)).toMatchObject({ kind: 'decided', message: 'Already Confirmed' });
  });
});

describe('decisionToast', () => {
  const row = { amountKobo: 500_000, userFullName: 'Ada Obi', userName: 'ada' };

  it('names the amount and the member', () => {
    expect(decisionToast('confirm', row, true)).toEqual({ title: 'Payment Confirmed', description: '₦5,000 from Ada Obi.' });
  });

  it('says an offline decision will sync when online', () => {
    expect(decisionToast('reject', row, false)).toEqual({ title: 'Payment Rejected', description: '₦5,000 from Ada Obi. Saved on this phone. Will sync when online.' });
  });
});

describe('rejectionReason', () => {
  it.each([
    ['', null],
    ['   ', null],
    [' Wrong amount ', 'Wrong amount'],
  ])('reads %j as %j', (text, reason) => {
    expect(rejectionReason(text)).toBe(reason);
  });
});
