import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHashInput, GENESIS_HASH, webSha256 } from '../../../shared/history';
import { isCheckpoint, rechainHistory } from '../../../shared/history-wire';
import type { HistoryRow, HistoryWireRow } from '../../../shared/sync-protocol';
import type { LocalHistoryEntry } from '../../data/db';
import { verifiedText, verifyOnPhone } from './history-verify';

/** A chain of `n` entries made as the server makes them (shared/history.ts encoding). */
async function chain(n: number): Promise<LocalHistoryEntry[]> {
  const out: LocalHistoryEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq * 100_000, contributionId: `c${seq}` });
    const chained = { groupId: 'g1', seq, type: 'contribution.confirmed' as const, actorId: 'u-ada', subjectId: 'u-kemi', at: `2025-12-0${seq % 10}T10:00:00.000Z`, dataHash: await webSha256(data), prevHash };
    const hash = await webSha256(entryHashInput(chained));
    out.push({ ...chained, id: `h${seq}`, actorName: 'Ada', subjectName: 'Kemi', data, hash, revision: seq });
    prevHash = hash;
  }
  return out;
}

describe('verify on the phone', () => {
  it('says verified, how many entries and the check code of the newest', async () => {
    const entries = await chain(3);
    expect(verifiedText(await verifyOnPhone([...entries].reverse()))).toBe(`History verified: 3 entries, check code ${entries[2]!.hash.slice(0, 8)}`);
    expect(verifiedText(await verifyOnPhone(entries.slice(0, 1)))).toBe(`History verified: 1 entry, check code ${entries[0]!.hash.slice(0, 8)}`);
  });

  it.each([
    { name: 'a changed time', tamper: (e: LocalHistoryEntry[]) => (e[1]!.at = '2025-12-09T10:00:00.000Z'), says: 'History does not verify: Entry 2 was changed' },
    { name: 'a changed amount', tamper: (e: LocalHistoryEntry[]) => (e[1]!.data = canonicalJson({ amountKobo: 1, contributionId: 'c2' })), says: 'History does not verify: The details of entry 2 were changed' },
    { name: 'a removed entry', tamper: (e: LocalHistoryEntry[]) => e.splice(1, 1), says: 'History does not verify: Entry 2 is missing' },
  ])('names where it breaks: $name', async ({ tamper, says }) => {
    const entries = await chain(3);
    tamper(entries);
    expect(verifiedText(await verifyOnPhone(entries))).toBe(says);
  });

  it('still verifies an entry whose details this reader may not see (its hash is chained)', async () => {
    const entries = await chain(3);
    entries[1]!.data = null;
    expect((await verifyOnPhone(entries)).ok).toBe(true);
  });
});

/** What a pull sends of the server's rows (checkpoints every 64th and the newest), rebuilt as the phone does. */
async function pulled(server: readonly HistoryRow[]): Promise<LocalHistoryEntry[]> {
  const newest = Math.max(...server.map((r) => r.seq));
  const sent: HistoryWireRow[] = server.map(({ id: _id, revision: _r, prevHash: _p, dataHash: _d, hash, ...r }) => ({ ...r, ...(isCheckpoint(r.seq, newest) ? { hash } : {}) }));
  return rechainHistory(sent, new Map(), webSha256);
}
const asServerRows = (entries: LocalHistoryEntry[]): HistoryRow[] => entries.map((e) => ({ ...e, revision: e.seq }));
const offline = async (): Promise<HistoryRow[]> => {
  throw new Error('offline');
};

describe('verify on the phone after a pull that sent few hashes (protocol 6)', () => {
  const TAMPERING: { name: string; tamper: (rows: HistoryRow[]) => void; offline: string; online: string }[] = [
    {
      name: 'changed details',
      tamper: (rows) => (rows[69]!.data = canonicalJson({ amountKobo: 1, contributionId: 'c70' })),
      offline: 'History does not verify: An entry from 65 to 100 was changed or removed (go online and verify again to find which)',
      online: 'History does not verify: The details of entry 70 were changed',
    },
    {
      name: 'a changed time',
      tamper: (rows) => (rows[9]!.at = '2025-12-09T10:00:00.000Z'),
      offline: 'History does not verify: An entry from 1 to 64 was changed or removed (go online and verify again to find which)',
      online: 'History does not verify: Entry 10 was changed',
    },
    {
      name: 'an entry removed and the later ones renumbered',
      tamper: (rows) => {
        rows.splice(5, 1);
        rows.forEach((row, i) => (row.seq = i + 1));
      },
      offline: 'History does not verify: An entry from 1 to 64 was changed or removed (go online and verify again to find which)',
      online: 'History does not verify: Entry 6 does not follow entry 5',
    },
  ];

  it.each(TAMPERING)('names the range offline and the exact entry online: $name', async ({ tamper, offline: saysOffline, online: saysOnline }) => {
    const server = asServerRows(await chain(100));
    tamper(server);
    const phone = await pulled(server);
    expect(verifiedText(await verifyOnPhone(phone, offline))).toBe(saysOffline);
    expect(verifiedText(await verifyOnPhone(phone))).toBe(saysOffline);
    const asked: [number, number][] = [];
    const fetchWhole = async (_groupId: string, from: number, to: number) => {
      asked.push([from, to]);
      return server.filter((r) => r.seq >= from && r.seq <= to);
    };
    expect(verifiedText(await verifyOnPhone(phone, fetchWhole))).toBe(saysOnline);
    expect(asked).toHaveLength(1);
  });

  it('says verified with the server’s check code when nothing was changed, without asking the server', async () => {
    const server = asServerRows(await chain(100));
    const result = await verifyOnPhone(await pulled(server), () => Promise.reject(new Error('not asked')));
    expect(verifiedText(result)).toBe(`History verified: 100 entries, check code ${server[99]!.hash.slice(0, 8)}`);
  });
});
