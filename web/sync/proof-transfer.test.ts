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
const THUMBNAIL = 12_000;
const WIFI = { type: 'wifi' };

/** `n` pending payments of another member in group g1, each with its own 300 KB receipt. */
async function pendingReceipts(n: number) {
  db = openDeviceDb('admin', `proofs-${crypto.randomUUID()}`);
  const rows = Array.from({ length: n }, (_, i) => ({ id: `c${i}`, groupId: 'g1', userId: 'member', status: 'pending', proofSha256: String(i).padStart(64, '0') }) as LocalContribution);
  await db.contributions.bulkPut(rows);
  const asked: string[] = [];
  const fetchReceipt = (async (url: string) => {
    asked.push(url);
    const size = url.endsWith('/thumbnail') ? THUMBNAIL : RECEIPT;
    const bytes = new Uint8Array(size);
    bytes.set([0xff, 0xd8, 0xff, 0xe0]);
    return new Response(bytes, { headers: { 'content-length': String(size), 'content-type': 'image/jpeg' } });
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

  it('fetches only thumbnails on mobile data or a connection the browser does not name: whole receipts come when opened', async () => {
    const { asked, fetchReceipt } = await pendingReceipts(3);
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget({ type: 'cellular' }))).toBe(0);
    expect(asked).toEqual(['/api/contributions/c0/proof/thumbnail', '/api/contributions/c1/proof/thumbnail', '/api/contributions/c2/proof/thumbnail']);
    expect(await db.proofs.count()).toBe(0);
    expect((await db.thumbnails.toArray()).map((t) => [t.sha256, t.size])).toEqual([0, 1, 2].map((i) => [String(i).padStart(64, '0'), THUMBNAIL]));
    // Kept: the next run asks for nothing.
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget(undefined))).toBe(0);
    expect(asked).toHaveLength(3);
  });

  it('drops a thumbnail once its payment is decided, or once the whole receipt is on the phone', async () => {
    const { asked, fetchReceipt } = await pendingReceipts(2);
    await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget({ type: 'cellular' }));
    expect(await db.thumbnails.count()).toBe(2);
    await db.contributions.update('c0', { status: 'confirmed' });
    // On Wi-Fi the other's whole receipt comes, and its thumbnail goes.
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget(WIFI))).toBe(1);
    expect(await db.thumbnails.count()).toBe(0);
    expect(asked.at(-1)).toBe('/api/contributions/c1/proof');
  });

  it('skips an answer that is not a small JPEG, and a group the user does not review', async () => {
    db = openDeviceDb('admin', `proofs-${crypto.randomUUID()}`);
    await db.contributions.bulkPut([
      { id: 'c0', groupId: 'g1', userId: 'member', status: 'pending', proofSha256: 'a'.repeat(64) },
      { id: 'c1', groupId: 'g2', userId: 'member', status: 'pending', proofSha256: 'b'.repeat(64) },
    ] as LocalContribution[]);
    const asked: string[] = [];
    const html = (async (url: string) => (asked.push(url), new Response('<html>login</html>', { headers: { 'content-type': 'text/html' } }))) as unknown as typeof fetch;
    await syncReviewProofs(db, 'admin', new Set(['g1']), html, '', prefetchBudget(undefined));
    expect(asked).toEqual(['/api/contributions/c0/proof/thumbnail']);
    expect(await db.thumbnails.count()).toBe(0);
  });

  it('fetches nothing when the phone asks to save data, not even thumbnails', async () => {
    const { asked, fetchReceipt } = await pendingReceipts(3);
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget({ type: 'wifi', saveData: true }))).toBe(0);
    expect(asked).toEqual([]);
    // A later run on Wi-Fi without Save-Data fetches them.
    expect(await syncReviewProofs(db, 'admin', new Set(['g1']), fetchReceipt, '', prefetchBudget(WIFI))).toBe(3);
  });
});
