import { describe, expect, it } from 'vitest';
import { canonicalJson, checkCode, entryHashInput, GENESIS_HASH, webSha256 } from '../../../shared/history';
import type { LocalHistoryEntry } from '../../data/db';
import { checkCodeLink, checkCodeOnPhone, codeAnswer } from './code-check';
import type { SentenceContext } from './history-sentence';

/** A chain of `n` confirmations made as the server makes them. */
async function chain(n: number): Promise<LocalHistoryEntry[]> {
  const out: LocalHistoryEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq * 100_000, contributionId: `c${seq}` });
    const chained = { groupId: 'g1', seq, type: 'contribution.confirmed' as const, actorId: 'u-ada', subjectId: 'u-kemi', at: `2026-11-2${seq % 10}T13:05:00.000Z`, dataHash: await webSha256(data), prevHash };
    const hash = await webSha256(entryHashInput(chained));
    out.push({ ...chained, id: `g1:${seq}`, actorName: 'Ada', subjectName: 'Kemi', data, hash, revision: seq });
    prevHash = hash;
  }
  return out;
}

const context: SentenceContext = { purseName: () => null, payout: () => null };
const answer = async (entries: LocalHistoryEntry[], code: string) => codeAnswer(await checkCodeOnPhone(entries, code), entries, context);

describe('checking an earlier code on the phone', () => {
  it('names the entry and moment of a code printed three entries ago, and says everything since follows from it', async () => {
    const entries = await chain(5);
    const printed = checkCode(entries[1]!.hash);
    expect(await answer(entries, printed)).toEqual({
      ok: true,
      lines: [`Code ${printed} is this history at entry 2, 22 Nov 2026, 2:05 pm: Ada confirmed ₦2,000 from Kemi`, 'Everything since follows from it: the 3 later entries verify.'],
    });
  });

  it("says a code is the history's code now", async () => {
    const entries = await chain(2);
    expect((await answer(entries, checkCode(entries[1]!.hash))).lines[1]).toBe('It is the code now: nothing has been added since, and the history verifies.');
  });

  it('says no state of the history had an unknown code, and what a code looks like', async () => {
    const entries = await chain(3);
    expect(await answer(entries, 'deadbeef')).toEqual({ ok: false, lines: ['No state of this history ever had the code deadbeef (entries on this phone: 3).'] });
    expect(await answer(entries, 'xyz')).toEqual({ ok: false, lines: ['A check code is 8 characters: digits 0–9 and letters a–f.'] });
  });

  it('finds the code but says the history since does not follow from it when a later entry was changed', async () => {
    const entries = await chain(4);
    const printed = checkCode(entries[1]!.hash);
    entries[2]!.data = canonicalJson({ amountKobo: 1, contributionId: 'c3' });
    const said = await answer(entries, printed);
    expect(said.ok).toBe(false);
    expect(said.lines).toEqual([expect.stringContaining('entry 2'), 'But the history since does not follow from it: The details of entry 3 were changed']);
  });

  it('makes a link that opens the history and checks the code', () => {
    expect(checkCodeLink('https://grouppurse.ng', 'g1', 'abcd1234')).toBe('https://grouppurse.ng/groups/g1/history?code=abcd1234');
  });
});
