import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyChain, webSha256 } from '../../shared/history';
import { anchorsNeeded, historyKey, HISTORY_CHECKPOINT_EVERY, rechainHistory, type RechainedEntry } from '../../shared/history-wire';
import type { PullResponse } from '../../shared/sync-protocol';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import { groups, historyEntries } from '../db/schema';
import { pullPages } from '../testing/pull-pages';
import type { TestApp } from '../testing/test-app';
import { appendHistory } from '../history/append';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

/** `n` more payments in the circle's history, every other one the other member's (written as the services write them). */
async function payments(n: number) {
  for (let i = 0; i < n; i++) {
    const subjectId = i % 2 === 0 ? c.member.id : c.other.id;
    await t.db.transaction((tx) => appendHistory(tx, { groupId: c.group.id, type: 'contribution.submitted', actorId: subjectId, subjectId, at: new Date(Date.UTC(2026, 0, 1, 0, i)), data: { amountKobo: 1000 + i, contributionId: `c${i}` } }));
  }
}

/** Every page of a pull of `userId` from 0, `limit` rows a page, rebuilt and stored as a phone does. */
async function pullToPhone(userId: string, limit: number): Promise<{ pages: PullResponse[]; phone: Map<string, RechainedEntry> }> {
  const phone = new Map<string, RechainedEntry>();
  // Pages are read first, then stored one after another: a pull never depends on the phone.
  const pages = await pullPages(t.db, userId, limit);
  for (const page of pages) {
    const stored = new Map(anchorsNeeded(page.history).flatMap((key) => (phone.has(key) ? [[key, phone.get(key)!.hash] as const] : [])));
    for (const entry of await rechainHistory(page.history, stored, webSha256)) phone.set(entry.id, entry);
  }
  return { pages, phone };
}

const serverRows = () =>
  t.db.transaction(
    (tx) =>
      tx
        .select({ seq: historyEntries.seq, dataHash: historyEntries.dataHash, prevHash: historyEntries.prevHash, hash: historyEntries.hash })
        .from(historyEntries)
        .where(eq(historyEntries.groupId, c.group.id))
        .orderBy(historyEntries.seq),
    { readOnly: true },
  );
const chainOf = (phone: Map<string, RechainedEntry>) => [...phone.values()].sort((a, b) => a.seq - b.seq);

describe('history in a pull (protocol 6)', () => {
  it('sends no id, prevHash or revision, a hash only on checkpoints, and the phone rebuilds the chain the server holds', async () => {
    await payments(150);
    const { pages, phone } = await pullToPhone(c.admin.id, 40);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      const newest = Math.max(...page.history.map((h) => h.seq));
      for (const row of page.history) {
        expect(Object.keys(row).filter((k) => ['id', 'prevHash', 'revision', 'dataHash'].includes(k))).toEqual([]);
        expect(row.hash !== undefined).toBe(row.seq % HISTORY_CHECKPOINT_EVERY === 0 || row.seq === newest);
      }
    }
    const chain = chainOf(phone);
    expect(chain.map(({ seq, dataHash, prevHash, hash }) => ({ seq, dataHash, prevHash, hash }))).toEqual(await serverRows());
    expect(chain.filter((e) => e.brokenFrom !== undefined)).toEqual([]);
    expect(chain[0]!.id).toBe(historyKey(c.group.id, 1));
  });

  it('sends a member of a totals-only group the hash of the details withheld, and their phone still rebuilds the chain', async () => {
    await payments(80);
    await t.db.transaction((tx) => tx.update(groups).set({ showMemberAmounts: false }).where(eq(groups.id, c.group.id)));
    const { pages, phone } = await pullToPhone(c.member.id, 2000);
    const others = pages.flatMap((p) => p.history).filter((h) => h.subjectId === c.other.id && h.type === 'contribution.submitted');
    expect(others.length).toBe(40);
    expect(others.every((h) => h.data === null && h.dataHash?.length === 64)).toBe(true);
    const own = pages.flatMap((p) => p.history).filter((h) => h.subjectId === c.member.id && h.type === 'contribution.submitted');
    expect(own.every((h) => h.data !== null && h.dataHash === undefined)).toBe(true);
    const rows = await serverRows();
    expect(chainOf(phone).map((e) => e.hash)).toEqual(rows.map((r) => r.hash));
    expect(await verifyChain(chainOf(phone), webSha256)).toMatchObject({ ok: true, entries: rows.length });
  });

  it('lets the phone find details changed in the database: the checkpoint after them is flagged with its range', async () => {
    await payments(150);
    const entry75 = and(eq(historyEntries.groupId, c.group.id), eq(historyEntries.seq, 75));
    await t.db.transaction((tx) => tx.update(historyEntries).set({ data: sql`replace(${historyEntries.data}, '"amountKobo":', '"amountKobo":9')` }).where(entry75));
    const { phone } = await pullToPhone(c.admin.id, 40);
    // One checkpoint (a 64th entry, or the newest of a page) flags the stretch of at most 64 entries that holds 75.
    const flagged = chainOf(phone).filter((e) => e.brokenFrom !== undefined);
    expect(flagged).toHaveLength(1);
    const [{ seq, brokenFrom }] = flagged as [RechainedEntry & { brokenFrom: number }];
    expect(brokenFrom).toBeLessThanOrEqual(75);
    expect(seq).toBeGreaterThanOrEqual(75);
    expect(seq - brokenFrom).toBeLessThan(HISTORY_CHECKPOINT_EVERY);
    // The head is still the server's: the check code does not move.
    expect(chainOf(phone).at(-1)!.hash).toBe((await serverRows()).at(-1)!.hash);
  });
});
