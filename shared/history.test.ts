import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, chainBreakText, checkCode, entryHashInput, GENESIS_HASH, historyDataHash, sealedDetails, verifyChain, webSha256, type ChainedEntry } from './history';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A chain of `n` entries built by the rules in history.ts, with node:crypto. */
function chain(n: number): (ChainedEntry & { data: string | null })[] {
  const entries = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq * 100_000, contributionId: `c${seq}` });
    const body = { groupId: 'g1', seq, type: 'contribution.confirmed', actorId: 'admin', subjectId: `m${seq}`, at: `2026-11-0${seq}T10:00:00.000Z`, dataHash: nodeSha(data), prevHash };
    const hash = nodeSha(entryHashInput(body));
    entries.push({ ...body, hash, data });
    prevHash = hash;
  }
  return entries;
}

describe('canonicalJson', () => {
  it.each([
    [{ b: 1, a: 'x' }, '{"a":"x","b":1}'],
    [{ z: [3, { y: null, x: true }] }, '{"z":[3,{"x":true,"y":null}]}'],
    ['naira ₦', '"naira ₦"'],
  ])('encodes %j as %s', (value, text) => expect(canonicalJson(value)).toBe(text));

  it('refuses a fraction: money in history is integer kobo', () => {
    expect(() => canonicalJson({ amount: 1.5 })).toThrow(/integers/);
  });
});

describe('verifyChain', () => {
  it('accepts an intact chain with Web Crypto as with node:crypto, and names its head', async () => {
    const entries = chain(4);
    const result = await verifyChain(entries, webSha256);
    expect(result).toEqual({ ok: true, entries: 4, head: entries[3]!.hash });
    expect(await verifyChain(entries, nodeSha)).toEqual(result);
    expect(checkCode(result.head)).toBe(entries[3]!.hash.slice(0, 8));
    expect(await verifyChain([], webSha256)).toEqual({ ok: true, entries: 0, head: null });
  });

  it('chains an entry whose details are withheld (data null) by its data hash', async () => {
    const entries = chain(3).map((e, i) => (i === 1 ? { ...e, data: null } : e));
    expect((await verifyChain(entries, webSha256)).ok).toBe(true);
  });

  it.each([
    ['a changed detail', (e: ReturnType<typeof chain>) => { e[1]!.data = e[1]!.data!.replace('200000', '900000'); }, 2, /details of entry 2/],
    ['a changed field', (e: ReturnType<typeof chain>) => { e[2]!.subjectId = 'someone-else'; }, 3, /entry 3 was changed/],
    ['a removed entry', (e: ReturnType<typeof chain>) => { e.splice(1, 1); }, 2, /entry 2 is missing/],
    ['an entry re-hashed after a change', (e: ReturnType<typeof chain>) => {
      e[1]!.at = '2026-12-01T10:00:00.000Z';
      e[1]!.hash = nodeSha(entryHashInput(e[1]!));
    }, 3, /entry 3 does not follow entry 2/],
  ])('finds %s and says where', async (_name, tamper, brokenAt, problem) => {
    const entries = chain(4);
    tamper(entries);
    const result = await verifyChain(entries, webSha256);
    expect(result).toMatchObject({ ok: false, brokenAt });
    expect(result.ok === false && result.problem).toMatch(problem);
  });

  it('names the break as a code the screen words in its reader\'s language, and in English for the server', async () => {
    const entries = chain(4);
    entries[1]!.at = '2026-12-01T10:00:00.000Z';
    entries[1]!.hash = nodeSha(entryHashInput(entries[1]!));
    const result = await verifyChain(entries, webSha256);
    expect(result).toMatchObject({ ok: false, broken: { code: 'not-following', seq: 3 }, problem: 'entry 3 does not follow entry 2' });
    expect(result.ok === false && chainBreakText(result.broken, { locale: 'ha' })).toBe('shigarwa 3 ba ta bi shigarwa 2 ba');
  });
});

describe('sealed details (issue 23 §7)', () => {
  const full = { amountKobo: 500_000, notes: 'Cash at the meeting', salts: { notes: 'aa11' } };

  it('gives the same data hash for the details whole and for the details with the note sealed', async () => {
    const sealed = await sealedDetails(full, webSha256);
    expect(sealed).toEqual({ amountKobo: 500_000, notes: { sealed: nodeSha(canonicalJson({ salt: 'aa11', value: 'Cash at the meeting' })) } });
    expect(await sealedDetails(sealed, webSha256)).toEqual(sealed);
    const whole = await historyDataHash(canonicalJson(full), webSha256);
    expect(await historyDataHash(canonicalJson(sealed), nodeSha)).toBe(whole);
    expect(whole).toBe(nodeSha(canonicalJson(sealed)));
  });

  it('hashes details without salts as written, as every entry before issue 23 was hashed', async () => {
    const data = canonicalJson({ amountKobo: 1, reference: 'TRF-1' });
    expect(await historyDataHash(data, webSha256)).toBe(nodeSha(data));
  });

  it('lets no one change a sealed detail unseen: another value or another salt is another hash', async () => {
    const whole = await historyDataHash(canonicalJson(full), webSha256);
    expect(await historyDataHash(canonicalJson({ ...full, notes: 'Nothing' }), webSha256)).not.toBe(whole);
    expect(await historyDataHash(canonicalJson({ ...full, salts: { notes: 'bb22' } }), webSha256)).not.toBe(whole);
  });
});
