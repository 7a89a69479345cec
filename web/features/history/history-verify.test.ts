import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHashInput, GENESIS_HASH, webSha256 } from '../../../shared/history';
import type { LocalHistoryEntry } from '../../data/db';
import { verifiedText, verifyOnPhone } from './history-verify';

/** A chain of `n` entries made as the server makes them (shared/history.ts encoding). */
async function chain(n: number): Promise<LocalHistoryEntry[]> {
  const out: LocalHistoryEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq * 100_000, contributionId: `c${seq}` });
    const chained = { groupId: 'g1', seq, type: 'contribution.confirmed' as const, actorId: 'u-ada', subjectId: 'u-kemi', at: `2025-12-0${seq}T10:00:00.000Z`, dataHash: await webSha256(data), prevHash };
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
