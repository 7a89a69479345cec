import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, checkCode, entryHashInput, GENESIS_HASH, verifyChain, webSha256, type ChainedEntry } from './history';
import { findCheckCode, normalizeCheckCode } from './history-code';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A chain of `n` entries built by the rules in history.ts (appended one by one, as the server does). */
function chain(n: number): (ChainedEntry & { data: string | null })[] {
  const entries = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq * 100_000, contributionId: `c${seq}` });
    const body = { groupId: 'g1', seq, type: 'contribution.confirmed', actorId: 'admin', subjectId: `m${seq}`, at: `2026-11-${String(seq).padStart(2, '0')}T10:00:00.000Z`, dataHash: nodeSha(data), prevHash };
    const hash = nodeSha(entryHashInput(body));
    entries.push({ ...body, hash, data });
    prevHash = hash;
  }
  return entries;
}

const lookUp = async (entries: ReturnType<typeof chain>, code: string) => findCheckCode(entries, code, await verifyChain(entries, webSha256));

describe('normalizeCheckCode', () => {
  it.each([
    ['abcd1234', 'abcd1234'],
    [' ABCD-1234 ', 'abcd1234'],
    ['abcd 1234', 'abcd1234'],
    ['abcd123', null],
    ['abcd12345', null],
    ['abcg1234', null],
    ['', null],
  ])('reads %j as %j', (input, code) => expect(normalizeCheckCode(input)).toBe(code));
});

describe('findCheckCode', () => {
  it('finds the code printed at entry 3 after seven more entries, with its moment, and says all since follows from it', async () => {
    const printed = checkCode(chain(3)[2]!.hash); // the code as shown when entry 3 was the newest
    const later = chain(10);
    expect(checkCode(later.at(-1)!.hash)).not.toBe(printed);
    expect(await lookUp(later, printed.toUpperCase())).toEqual({ kind: 'found', code: printed, seq: 3, at: '2026-11-03T10:00:00.000Z', later: 7, follows: true });
  });

  it('finds the newest code too, and the code of the empty history', async () => {
    const entries = chain(4);
    expect(await lookUp(entries, checkCode(entries[3]!.hash))).toMatchObject({ kind: 'found', seq: 4, later: 0, follows: true });
    expect(await lookUp(entries, '00000000')).toMatchObject({ kind: 'found', seq: 0, at: null, later: 4, follows: true });
  });

  it('says no state of the history ever had an unknown code', async () => {
    expect(await lookUp(chain(5), 'deadbeef')).toEqual({ kind: 'never', code: 'deadbeef', entries: 5 });
  });

  it('refuses what is not a code', async () => {
    expect(await lookUp(chain(2), 'hello')).toEqual({ kind: 'malformed' });
  });

  it.each([
    ['after the entry', 6, 6],
    ['before the entry', 2, 2],
  ])('finds the code but says what followed does not follow from it when an entry %s was changed', async (_name, tamperedSeq, brokenAt) => {
    const entries = chain(8);
    const printed = checkCode(entries[3]!.hash);
    entries[tamperedSeq - 1]!.data = canonicalJson({ amountKobo: 1, contributionId: `c${tamperedSeq}` });
    expect(await lookUp(entries, printed)).toMatchObject({ kind: 'found', seq: 4, follows: false, broken: { code: 'details-changed', seq: brokenAt } });
  });

  it('no longer finds a code once the history was rewritten from before it', async () => {
    const entries = chain(6);
    const printed = checkCode(entries[4]!.hash);
    // Entry 2 changed and every hash after it recomputed: a consistent chain, but not the one the code named.
    entries[1]!.at = '2026-12-01T10:00:00.000Z';
    for (let i = 1; i < entries.length; i += 1) {
      entries[i]!.prevHash = entries[i - 1]!.hash;
      entries[i]!.hash = nodeSha(entryHashInput(entries[i]!));
    }
    expect((await verifyChain(entries, webSha256)).ok).toBe(true);
    expect(await lookUp(entries, printed)).toMatchObject({ kind: 'never' });
  });
});
