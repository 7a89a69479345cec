/**
 * Payment codes (issue 27 §3): every member has a code per purse, like `ADA-DEC25`, to put in the
 * transfer's narration, so the bank's line says who paid for what. A code is the member's tag in
 * the group and the purse's tag, each unique in the group and stored on the server (assigned once,
 * never recomputed: a code a member already typed into a transfer must keep meaning them).
 *
 * A member's tag is three letters and, when another member of the group has those letters, a
 * number (`ADA`, `ADA2`); a purse's tag starts with a letter (`DEC25`, `BUR26B`). So a code read
 * with its dash dropped or turned into a space ("ADA DEC25", "ADADEC25") still parts one way only.
 */

/** The letters of a text, accents dropped ("Adéọlá" -> "ADEOLA"), per word. */
function letterWords(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .match(/[A-Z]+/g) ?? []
  );
}

/** Three letters from the words, the first word first; 'X' fills a name shorter than that. */
function threeLetters(words: readonly string[]): string {
  return words.join('').slice(0, 3).padEnd(3, 'X');
}

/**
 * A member's tag before it is made unique: the first three letters of the name as they wrote it.
 * @example memberTagBase('Adaeze Okafor') === 'ADA'
 */
export function memberTagBase(fullName: string): string {
  return threeLetters(letterWords(fullName));
}

/**
 * A purse's tag before it is made unique: three letters of its name and two digits, those of a
 * year in the name or else of the year it was made in.
 * @example purseTagBase('December dues', 2025) === 'DEC25'
 * @example purseTagBase('Ajo 2026 — round 2', 2025) === 'AJO26'
 */
export function purseTagBase(name: string, year: number): string {
  const named = name.match(/(?:^|\D)((?:19|20)\d\d)(?!\d)/);
  const digits = (named ? named[1]! : String(year)).slice(-2);
  return `${threeLetters(letterWords(name))}${digits}`;
}

/**
 * The first free member tag: the base, then base2, base3…
 * @example freeMemberTag('ADA', new Set(['ADA'])) === 'ADA2'
 */
export function freeMemberTag(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** The n-th suffix of a purse tag (from 1): B, C … Z, BB, BC … (no A: it would read as nothing added). */
function letterSuffix(n: number): string {
  let suffix = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 25)) suffix = String.fromCharCode(66 + ((rest - 1) % 25)) + suffix;
  return suffix;
}

/**
 * The first free purse tag: the base, then with B, C … after it.
 * @example freePurseTag('DEC25', new Set(['DEC25'])) === 'DEC25B'
 */
export function freePurseTag(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) if (!taken.has(`${base}${letterSuffix(n)}`)) return `${base}${letterSuffix(n)}`;
}

/**
 * The code a member puts in the narration of a transfer into a purse; null while either tag is
 * not known on this device yet (a purse made offline, a row synced before codes existed).
 * @example payCode('ADA', 'DEC25') === 'ADA-DEC25'
 */
export function payCode(memberTag: string | null | undefined, purseTag: string | null | undefined): string | null {
  return memberTag && purseTag ? `${memberTag}-${purseTag}` : null;
}

/** A code as it is looked for: letters and digits only ("ADA-DEC25" -> "ADADEC25"). */
export const compactCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * A narration (or a receipt's text) prepared for looking up references and codes in it: its
 * letters and digits upper-cased and run together, with where each word starts and ends.
 */
export interface WordText {
  text: string;
  starts: ReadonlySet<number>;
  ends: ReadonlySet<number>;
}

/** @example wordText('TRF FROM ADA/ADA-DEC25').text === 'TRFFROMADAADADEC25' */
export function wordText(text: string): WordText {
  const starts = new Set<number>();
  const ends = new Set<number>();
  let joined = '';
  for (const word of text.toUpperCase().match(/[A-Z0-9]+/g) ?? []) {
    starts.add(joined.length);
    joined += word;
    ends.add(joined.length);
  }
  return { text: joined, starts, ends };
}

/**
 * True when `needle` (compacted) is in the text as whole words: NIP100000123 is not found inside
 * NIP1000001234, nor ADA-DEC25 inside ADA-DEC25B; it may span words ("ADA DEC25", a reference
 * typed "GTB 778 1203").
 * @example containsWhole(wordText('TRF FROM ADA OKAFOR/ADA DEC25'), 'ADADEC25') === true
 */
export function containsWhole(words: WordText, needle: string): boolean {
  if (needle === '') return false;
  for (let at = words.text.indexOf(needle); at >= 0; at = words.text.indexOf(needle, at + 1)) {
    if (words.starts.has(at) && words.ends.has(at + needle.length)) return true;
  }
  return false;
}

/** Who a code names: a member of the group and one of its purses, and the code as it is written. */
export interface CodeHolder {
  userId: string;
  projectId: string;
  code: string;
}

/** A group's tags, for finding its codes in narrations. */
export interface CodeBook {
  members: ReadonlyMap<string, string>;
  purses: ReadonlyMap<string, string>;
}

/**
 * The tags of a group's members (to user ids) and purses (to project ids); rows with no tag yet are left out.
 * @example codeBook([{ userId: 'u1', tag: 'ADA' }], [{ projectId: 'p1', tag: 'DEC25' }])
 */
export function codeBook(members: readonly { userId: string; tag: string | null | undefined }[], purses: readonly { projectId: string; tag: string | null | undefined }[]): CodeBook {
  return {
    members: new Map(members.flatMap((member) => (member.tag ? [[member.tag, member.userId] as const] : []))),
    purses: new Map(purses.flatMap((purse) => (purse.tag ? [[purse.tag, purse.projectId] as const] : []))),
  };
}

// A member's tag as it starts a code: three letters and any digits (a purse's tag starts with a letter).
const MEMBER_TAG = /[A-Z]{3}\d*/y;

/**
 * The group's codes a text holds as whole words ("ADA-DEC25", "ADA DEC25", "ADADEC25"), each
 * once, in the order they appear. Looks only where a word starts, for a member's tag there and a
 * purse's right after it, so a group of hundreds of members and purses costs no more per narration.
 * @example codesIn('TRF FROM ADAEZE/ADA DEC25', book) // [{ userId: 'u1', projectId: 'p1', code: 'ADA-DEC25' }]
 */
export function codesIn(text: string | WordText, book: CodeBook): CodeHolder[] {
  const words = typeof text === 'string' ? wordText(text) : text;
  const found: CodeHolder[] = [];
  const seen = new Set<string>();
  if (book.members.size === 0 || book.purses.size === 0) return found;
  for (const start of words.starts) {
    MEMBER_TAG.lastIndex = start;
    const member = MEMBER_TAG.exec(words.text)?.[0];
    const userId = member ? book.members.get(member) : undefined;
    if (!member || userId === undefined) continue;
    const after = start + member.length;
    for (const [tag, projectId] of book.purses) {
      if (!words.text.startsWith(tag, after) || !words.ends.has(after + tag.length)) continue;
      const code = `${member}-${tag}`;
      if (seen.has(code)) continue;
      seen.add(code);
      found.push({ userId, projectId, code });
    }
  }
  return found;
}
