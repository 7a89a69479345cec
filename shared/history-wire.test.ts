import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHashInput, GENESIS_HASH, verifyChain, webSha256 } from './history';
import { anchorsNeeded, historyKey, isCheckpoint, rechainHistory, type RechainedEntry } from './history-wire';
import type { HistoryRow, HistoryWireRow } from './sync-protocol';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A group's chain of `n` entries as the server stores it (every 3rd about member m2, for withholding). */
function serverChain(n: number, groupId = 'g1'): HistoryRow[] {
  const rows: HistoryRow[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq * 100, contributionId: `c${seq}` });
    const subjectId = seq % 3 === 0 ? 'm2' : 'm1';
    const body = { groupId, seq, type: 'contribution.confirmed' as const, actorId: 'admin', subjectId, at: `2026-11-01T10:00:${String(seq % 60).padStart(2, '0')}.000Z`, dataHash: nodeSha(data), prevHash };
    const hash = nodeSha(entryHashInput(body));
    rows.push({ ...body, id: `server-id-${seq}`, actorName: 'Ada', subjectName: subjectId === 'm2' ? 'Tunde' : 'Kemi', data, hash, revision: 1000 + seq });
    prevHash = hash;
  }
  return rows;
}

/** What the pull sends of `rows` (the rule of sync-server/sync/history-wire-rows.ts), details of `withheld` seqs withheld. */
function wire(rows: readonly HistoryRow[], withheld: ReadonlySet<number> = new Set()): HistoryWireRow[] {
  const newest = Math.max(...rows.map((r) => r.seq));
  return rows.map((r) => ({
    groupId: r.groupId,
    seq: r.seq,
    type: r.type,
    actorId: r.actorId,
    actorName: r.actorName,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    at: r.at,
    data: withheld.has(r.seq) ? null : r.data,
    ...(withheld.has(r.seq) ? { dataHash: r.dataHash } : {}),
    ...(isCheckpoint(r.seq, newest) ? { hash: r.hash } : {}),
  }));
}

/** The server's rows as the phone should end up holding them. */
const whole = (rows: readonly HistoryRow[], withheld: ReadonlySet<number> = new Set()): RechainedEntry[] =>
  rows.map(({ revision: _r, id: _id, ...r }) => ({ ...r, id: historyKey(r.groupId, r.seq), data: withheld.has(r.seq) ? null : r.data }));

const rebuild = (rows: HistoryWireRow[], stored: Map<string, string> = new Map()) => rechainHistory(rows, stored, webSha256);
const flagged = (entries: RechainedEntry[]) => entries.filter((e) => e.brokenFrom !== undefined).map((e) => ({ seq: e.seq, brokenFrom: e.brokenFrom }));
const bySeq = (entries: RechainedEntry[]) => [...entries].sort((a, b) => a.seq - b.seq);

describe('what a pull sends of the history', () => {
  it('sends a hash on every 64th entry and on the group’s newest in the page, and never prevHash, an id or a revision', () => {
    const sent = wire(serverChain(150));
    expect(sent.filter((r) => r.hash !== undefined).map((r) => r.seq)).toEqual([64, 128, 150]);
    expect(sent.every((r) => !('prevHash' in r) && !('id' in r) && !('revision' in r) && r.dataHash === undefined)).toBe(true);
  });
});

describe('rebuilding the chain on the phone', () => {
  it('rebuilds every hash of an intact chain, whatever order the rows come in, with no entry flagged', async () => {
    const server = serverChain(150);
    const sent = wire(server).reverse();
    const rebuilt = await rebuild([...sent.slice(70), ...sent.slice(0, 70)]);
    expect(bySeq(rebuilt)).toEqual(whole(server));
    expect(await verifyChain(rebuilt, webSha256)).toEqual({ ok: true, entries: 150, head: server[149]!.hash });
  });

  it('continues a chain across pages from the hash the phone stored for the entry before', async () => {
    const server = serverChain(150);
    const first = await rebuild(wire(server.slice(0, 100)));
    const second = wire(server.slice(100));
    expect(anchorsNeeded(second)).toEqual([historyKey('g1', 100)]);
    const rebuilt = await rebuild(second, new Map([[historyKey('g1', 100), first.find((e) => e.seq === 100)!.hash]]));
    expect(bySeq([...first, ...rebuilt])).toEqual(whole(server));
  });

  it('keeps the sent hash of withheld details and still verifies a member’s chain', async () => {
    const server = serverChain(130);
    const withheld = new Set(server.filter((r) => r.subjectId === 'm2').map((r) => r.seq));
    const rebuilt = await rebuild(wire(server, withheld));
    expect(bySeq(rebuilt)).toEqual(whole(server, withheld));
    expect(flagged(rebuilt)).toEqual([]);
    expect((await verifyChain(rebuilt, webSha256)).ok).toBe(true);
  });

  // Each tampering is done to the server's rows, as someone with the database file could.
  const TAMPERING: { name: string; sent: () => HistoryWireRow[]; flagged: { seq: number; brokenFrom: number }[] }[] = [
    {
      name: 'changed details (hashes left alone)',
      sent: () => wire(serverChain(150).map((r) => (r.seq === 70 ? { ...r, data: canonicalJson({ amountKobo: 1, contributionId: 'c70' }) } : r))),
      flagged: [{ seq: 128, brokenFrom: 65 }],
    },
    { name: 'a changed field', sent: () => wire(serverChain(150).map((r) => (r.seq === 10 ? { ...r, actorId: 'm1' } : r))), flagged: [{ seq: 64, brokenFrom: 1 }] },
    { name: 'a missing entry', sent: () => wire(serverChain(150).filter((r) => r.seq !== 5)), flagged: [{ seq: 64, brokenFrom: 6 }] },
    {
      name: 'two entries swapped (seqs kept)',
      sent: () => {
        const rows = serverChain(150);
        const [five, six] = [rows[4]!, rows[5]!];
        rows[4] = { ...six, seq: 5 };
        rows[5] = { ...five, seq: 6 };
        return wire(rows);
      },
      flagged: [{ seq: 64, brokenFrom: 1 }],
    },
    {
      name: 'the hash of withheld details changed',
      sent: () => {
        const rows = serverChain(150);
        return wire(rows.map((r) => (r.seq === 99 ? { ...r, dataHash: nodeSha('{}') } : r)), new Set([99]));
      },
      flagged: [{ seq: 128, brokenFrom: 65 }],
    },
  ];

  it.each(TAMPERING)('flags the checkpoint after $name with the range it breaks in, and only that one', async ({ sent, flagged: expected }) => {
    const rebuilt = await rebuild(sent());
    expect(flagged(rebuilt)).toEqual(expected);
    // The checkpoint keeps the server's hash, so the head (the check code) is the server's.
    const server = serverChain(150);
    const cp = rebuilt.find((e) => e.seq === expected[0]!.seq)!;
    expect(cp.hash).toBe(server[cp.seq - 1]!.hash);
    expect(bySeq(rebuilt).at(-1)!.hash).toBe(server[149]!.hash);
    expect((await verifyChain(rebuilt, webSha256)).ok).toBe(false);
  });

  it('flags the first checkpoint of a page whose entry before is not on the phone', async () => {
    const rebuilt = await rebuild(wire(serverChain(150).slice(100)));
    expect(flagged(rebuilt)).toEqual([{ seq: 128, brokenFrom: 101 }]);
  });

  it('keeps two groups’ chains apart', async () => {
    const a = serverChain(70, 'ga');
    const b = serverChain(5, 'gb');
    const rebuilt = await rebuild([...wire(a), ...wire(b)].sort((x, y) => x.seq - y.seq));
    expect(flagged(rebuilt)).toEqual([]);
    expect(rebuilt.filter((e) => e.groupId === 'gb').sort((x, y) => x.seq - y.seq)).toEqual(whole(b));
  });
});
