import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeviceDb, type DeviceDb, type LocalContribution } from '../data/db';
import { PREFETCH_BYTES_PER_RUN, prefetchBudget } from './prefetch-budget';
import { syncReviewProofs } from './proof-transfer';

let db: DeviceDb;
afterEach(async () => {
  db.close();
  await db.delete();
});

const RECEIPT = 300_000;
const WIFI = { type: 'wifi' };

/** `n` pending payments of another member in group g1, each with its own 300 KB receipt. */
async function pendingReceipts(n: number) {
  db = openDeviceDb('admin', `proofs-${crypto.randomUUID()}`);
  const rows = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, groupId: 'g1', userId: 'member', status: 'pending', proofSha256: String(i).padStart(64, '0') }) as LocalContribution);
  await db.contributions.bulkPut(rows);
  const asked: string[] = [];
  const fetchReceipt = (async (url: string) => {
    asked.push(url);
    const bytes = new Uint8Array(RECEIPT);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return new Response(bytes, { headers: { 'content-length': String(RECEIPT), 'content-type': 'image/jpeg' } });
  }) as unknown as typeof fetch;
  return { asked, fetchReceipt };
}

describe('receipt prefetch for offline review', () => {
  it('stops before a receipt that would pass the byte cap of a run', async () => {
    const { fetchReceipt } = await pendingReceipts(10);
    const fetched = await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget(WIFI));
    expect(fetched).toBe(Math.floor(PREFETCH_BYTES_PER_RUN / RECEIPT));
    const stored = await db.proofs.toArray();
    expect(stored.reduce((sum, p) => sum + p.size, 0)).toBeLessThanOrEqual(PREFETCH_BYTES_PER_RUN);
  });

  it('fetches nothing on mobile data or a connection the browser does not name: receipts come when opened', async () => {
    const { asked, fetchReceipt } = await pendingReceipts(3);
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget({ type: 'cellular' }))).toBe(0);
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget(undefined))).toBe(0);
    expect(asked).toEqual([]);
    expect(await db.proofs.count()).toBe(0);
  });

  it('fetches nothing when the phone asks to save data', async () => {
    const { asked, fetchReceipt } = await pendingReceipts(3);
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget({ type: 'wifi', saveData: true }))).toBe(0);
    expect(asked).toEqual([]);
    // A later run on Wi-Fi without Save-Data fetches them.
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget(WIFI))).toBe(3);
  });
});
