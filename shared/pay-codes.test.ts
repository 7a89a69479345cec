import { describe, expect, it } from 'vitest';
import { codeBook, codesIn, compactCode, freeMemberTag, freePurseTag, memberTagBase, payCode, purseTagBase } from './pay-codes';

describe('payment code tags', () => {
  it.each([
    ['Adaeze Okafor', 'ADA'],
    ['  adéọlá  Bakare', 'ADE'],
    ['Jo Ibe', 'JOI'],
    ['O. K.', 'OKX'],
    ['李雷', 'XXX'],
  ])("a member's tag starts from the name as written: %s -> %s", (name, tag) => {
    expect(memberTagBase(name)).toBe(tag);
  });

  it.each([
    ['December dues', 2025, 'DEC25'],
    ['Ajo 2026 — round 2', 2025, 'AJO26'],
    ['Burial levy for Mama', 2026, 'BUR26'],
    ['2027 Xmas party', 2026, 'XMA27'],
    ['Levy 120000', 2026, 'LEV26'],
  ])("a purse's tag is three letters of its name and two digits of its year: %s (%i) -> %s", (name, year, tag) => {
    expect(purseTagBase(name, year)).toBe(tag);
  });

  it('takes the first free tag in the group', () => {
    expect(freeMemberTag('ADA', new Set())).toBe('ADA');
    expect(freeMemberTag('ADA', new Set(['ADA', 'ADA2']))).toBe('ADA3');
    expect(freePurseTag('DEC25', new Set(['DEC25']))).toBe('DEC25B');
    const taken = new Set(['DEC25']);
    for (let n = 0; n < 30; n++) taken.add(freePurseTag('DEC25', taken));
    expect(taken.size).toBe(31);
    expect([...taken].every((tag) => /^DEC25[B-Z]*$/.test(tag))).toBe(true);
    // B … Z, then two letters: the 25th suffix is Z, the 26th BB.
    const order = [...taken];
    expect([order[1], order[25], order[26], order[27], order[30]]).toEqual(['DEC25B', 'DEC25Z', 'DEC25BB', 'DEC25BC', 'DEC25BF']);
  });

  it('writes a code with a dash, and none while a tag is missing', () => {
    expect(payCode('ADA', 'DEC25')).toBe('ADA-DEC25');
    expect(payCode('ADA', null)).toBeNull();
    expect(payCode(undefined, 'DEC25')).toBeNull();
    expect(compactCode('ada-dec25')).toBe('ADADEC25');
  });
});

describe('codesIn', () => {
  const book = codeBook(
    [
      { userId: 'ada', tag: 'ADA' },
      { userId: 'ada2', tag: 'ADA2' },
      { userId: 'none', tag: null },
    ],
    [
      { projectId: 'dec', tag: 'DEC25' },
      { projectId: 'decb', tag: 'DEC25B' },
    ],
  );

  it.each([
    ['TRF FROM ADAEZE OKAFOR/ADA-DEC25', ['ADA-DEC25']],
    ['nip cr/mob/ada dec25/gtb', ['ADA-DEC25']],
    ['ADADEC25B', ['ADA-DEC25B']],
    ['ADA2-DEC25 and ADA-DEC25B', ['ADA2-DEC25', 'ADA-DEC25B']],
    ['ADA-DEC25 ADA-DEC25', ['ADA-DEC25']],
    ['ADA-DEC256', []],
    ['XADA-DEC25', []],
    ['ADA3-DEC25', []],
    ['ADA DEC', []],
  ])('%s holds %j', (text, codes) => {
    expect(codesIn(text, book).map((holder) => holder.code)).toEqual(codes);
  });

  it('names the member and the purse of each code', () => {
    expect(codesIn('ADA2 DEC25B', book)).toEqual([{ userId: 'ada2', projectId: 'decb', code: 'ADA2-DEC25B' }]);
  });

  it('finds nothing in a group with no tags yet', () => {
    expect(codesIn('ADA-DEC25', codeBook([{ userId: 'a', tag: null }], [{ projectId: 'p', tag: 'DEC25' }]))).toEqual([]);
  });
});
