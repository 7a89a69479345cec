import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHashInput, GENESIS_HASH, sealedDetails, verifyChain, webSha256 } from '../../shared/history';
import { anchorsNeeded, rechainHistory, type RechainedEntry } from '../../shared/history-wire';
import type { HistoryRow } from '../../shared/sync-protocol';
import { eachTestACircle, submitDialog, writeDb, type Circle } from '../contributions/test-fixtures';
import { historyEntries } from '../db/schema';
import type { Person } from '../groups/test-fixtures';
import { pullPages } from '../testing/pull-pages';
import type { TestApp } from '../testing/test-app';
import { sha256Hex } from '../history/append';
import { visibleData } from './visible-data';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const NOTE = 'TRANSFER FROM NWOSU CHIOMA 0123456789 meeting cash';

/** Each member pays by transfer with a reference; the admin records cash for the member with a note. */
async function payments() {
  const mine = await submitDialog(c.member, { amount: 1500, projectId: c.project.id, transactionRef: 'TRF-MINE-1' });
  expect((await c.admin.call('PATCH', `/api/contributions/${mine.json.id}/confirm`)).status).toBe(200);
  expect((await submitDialog(c.other, { amount: 700, projectId: c.project.id, transactionRef: 'TRF-OTHER-2' })).status).toBe(201);
  const cash = { userId: c.member.id, projectId: c.project.id, amount: 5000, paidOn: '2026-01-02', notes: NOTE };
  expect((await c.admin.call('POST', `/api/groups/${c.group.id}/cash-payments`, cash)).status).toBe(201);
}

async function restEntries(who: Person): Promise<HistoryRow[]> {
  const res = await who.call('GET', `/api/groups/${c.group.id}/history?limit=200`);
  expect(res.status).toBe(200);
  return res.json.entries;
}

/** A member's pull, stored as their phone stores it (rebuilt from the wire rows). */
async function pullToPhone(userId: string): Promise<{ wire: string; chain: RechainedEntry[] }> {
  const pages = await pullPages(t.db, userId, 500);
  const phone = new Map<string, RechainedEntry>();
  for (const page of pages) {
    const stored = new Map(anchorsNeeded(page.history).flatMap((key) => (phone.has(key) ? [[key, phone.get(key)!.hash] as const] : [])));
    for (const entry of await rechainHistory(page.history, stored, webSha256)) phone.set(entry.id, entry);
  }
  const chain = [...phone.values()].filter((e) => e.groupId === c.group.id).sort((a, b) => a.seq - b.seq);
  return { wire: JSON.stringify(pages.map((p) => p.history)), chain };
}

const serverHead = async () =>
  (await t.db.transaction((tx) => tx.select({ hash: historyEntries.hash }).from(historyEntries).where(eq(historyEntries.groupId, c.group.id)).orderBy(desc(historyEntries.seq)).limit(1), { readOnly: true }))[0]!.hash;

describe('who receives which details of the history', () => {
  it("sends a member neither another member's reference nor the admin's cash note, over REST and in a pull, and their chain still verifies", async () => {
    await payments();
    const head = await serverHead();

    const rest = await restEntries(c.other);
    const restText = JSON.stringify(rest);
    expect(restText).not.toContain('TRF-MINE-1');
    expect(restText).not.toContain(NOTE);
    expect(restText).toContain('TRF-OTHER-2'); // their own reference stays theirs to see
    // The amounts the app shows stay: only the hidden details are sealed.
    const cash = rest.find((e) => e.type === 'cash.recorded')!;
    expect(JSON.parse(cash.data!)).toMatchObject({ amountKobo: 500_000, notes: { sealed: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(await verifyChain(rest, webSha256)).toEqual({ ok: true, entries: rest.length, head });

    const pulled = await pullToPhone(c.other.id);
    expect(pulled.wire).not.toContain('TRF-MINE-1');
    expect(pulled.wire).not.toContain(NOTE);
    expect(await verifyChain(pulled.chain, webSha256)).toEqual({ ok: true, entries: rest.length, head });

    // The member whose payment it is sees their own reference, never the admin's note.
    const own = JSON.stringify(await restEntries(c.member));
    expect(own).toContain('TRF-MINE-1');
    expect(own).not.toContain('TRF-OTHER-2');
    expect(own).not.toContain(NOTE);
  });

  it('keeps everything for the admin and the partners, as before', async () => {
    await payments();
    for (const reviewer of [c.admin, c.partner]) {
      const text = JSON.stringify(await restEntries(reviewer));
      for (const secret of ['TRF-MINE-1', 'TRF-OTHER-2', NOTE]) expect(text).toContain(secret);
      const pulled = await pullToPhone(reviewer.id);
      for (const secret of ['TRF-MINE-1', 'TRF-OTHER-2', NOTE]) expect(pulled.wire).toContain(secret);
      expect((await verifyChain(pulled.chain, webSha256)).ok).toBe(true);
    }
  });

  it("lets a member's phone find a changed seal or a changed amount beside it", async () => {
    await payments();
    const rest = await restEntries(c.other);
    const cashSeq = rest.find((e) => e.type === 'cash.recorded')!.seq;
    const forge = (change: (details: Record<string, unknown>) => void) =>
      rest.map((e) => {
        if (e.seq !== cashSeq) return e;
        const details = JSON.parse(e.data!);
        change(details);
        return { ...e, data: canonicalJson(details) };
      });
    expect(await verifyChain(forge((d) => void (d.notes = { sealed: 'f'.repeat(64) })), webSha256)).toMatchObject({ ok: false, brokenAt: cashSeq, broken: { code: 'details-changed' } });
    expect(await verifyChain(forge((d) => void (d.amountKobo = 900_000)), webSha256)).toMatchObject({ ok: false, brokenAt: cashSeq, broken: { code: 'details-changed' } });
  });

  it('withholds whole, from a member, an entry written before details were sealed, and the chain still verifies', async () => {
    // An entry as appended before issue 23: the reference in its details, hashed as written.
    await writeDb(t, async (tx) => {
      const [last] = await tx.select().from(historyEntries).where(eq(historyEntries.groupId, c.group.id)).orderBy(desc(historyEntries.seq)).limit(1);
      const data = canonicalJson({ amountKobo: 70_000, contributionId: 'old', paymentType: 'bank_transfer', projectId: c.project.id, reference: 'TRF-OLD-9' });
      const chained = { groupId: c.group.id, seq: last!.seq + 1, type: 'contribution.submitted', actorId: c.member.id, subjectId: c.member.id, at: new Date(Date.UTC(2026, 0, 3)).toISOString(), dataHash: sha256Hex(data), prevHash: last?.hash ?? GENESIS_HASH };
      await tx.insert(historyEntries).values({ ...chained, id: 'old-entry', at: new Date(chained.at), data, hash: sha256Hex(entryHashInput(chained)), revision: last!.revision + 1000 });
    });
    const rest = await restEntries(c.other);
    expect(JSON.stringify(rest)).not.toContain('TRF-OLD-9');
    expect(rest.find((e) => e.id === 'old-entry')).toMatchObject({ data: null });
    expect((await verifyChain(rest, webSha256)).ok).toBe(true);
    const pulled = await pullToPhone(c.other.id);
    expect(pulled.wire).not.toContain('TRF-OLD-9');
    expect((await verifyChain(pulled.chain, webSha256)).ok).toBe(true);
    // The member whose payment it was still sees it whole.
    expect(JSON.stringify(await restEntries(c.member))).toContain('TRF-OLD-9');
  });

  it("seals as shared/history.ts does: the server's sealed view hashes to the entry's dataHash", async () => {
    await payments();
    const rows = await t.db.transaction((tx) => tx.select().from(historyEntries).where(and(eq(historyEntries.groupId, c.group.id), eq(historyEntries.type, 'cash.recorded'))), { readOnly: true });
    const row = rows[0]!;
    const sealed = visibleData(row, { userId: c.other.id, reviews: false })!;
    expect(sealed).toBe(canonicalJson(await sealedDetails(JSON.parse(row.data), webSha256)));
    expect(sha256Hex(sealed)).toBe(row.dataHash);
  });
});
