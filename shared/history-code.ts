/**
 * Checking a check code later (issue 23 §5). A code is the first 8 hex characters of the hash of
 * the history's newest entry when it was printed (shared/history.ts checkCode), so every entry's
 * hash names the state of the history up to it: a code printed yesterday is that of some entry N,
 * and stays so whatever is appended after. Finding it says which entry and moment the code stood
 * for; the chain then verifying from entry 1 through N to the newest says everything since follows
 * from it. A code that is no entry's never named a state of this history (or the history was
 * rewritten since, which comes to the same for whoever holds the code).
 */
import { checkCode, GENESIS_HASH, type ChainBreak, type ChainedEntry, type VerifyResult } from './history';

/** What a code the user typed or opened stood for. */
export type CodeLookup =
  /** Not a code of the form the app prints (8 characters 0-9 a-f). */
  | { kind: 'malformed' }
  /** No state of this history (as far as `entries` reach) had this code. */
  | { kind: 'never'; code: string; entries: number }
  /**
   * The code of the history up to entry `seq` (0: before its first entry), made at `at`.
   * `follows`: the chain verifies from entry 1 through `seq` to the newest; else `broken` says where not.
   */
  | { kind: 'found'; code: string; seq: number; at: string | null; later: number; follows: true }
  | { kind: 'found'; code: string; seq: number; at: string | null; later: number; follows: false; broken: ChainBreak };

/**
 * A code as people type or paste it: case, spaces and dashes ignored; null unless 8 hex characters.
 * @example normalizeCheckCode(' ABCD-1234 ') === 'abcd1234'
 */
export function normalizeCheckCode(input: string): string | null {
  const code = input.trim().toLowerCase().replace(/[\s-]/g, '');
  return /^[0-9a-f]{8}$/.test(code) ? code : null;
}

/**
 * Which entry a code stood for, among entries whose chain `verified` is the check of (verifyChain
 * or the phone's verifyOnPhone over the same entries). A code two entries share (one chance in
 * four billion per pair) is said of the newer: the state it names most recently.
 * @example findCheckCode(entries, 'abcd1234', await verifyChain(entries, webSha256)) // { kind: 'found', seq: 4, … }
 */
export function findCheckCode(entries: readonly Pick<ChainedEntry, 'seq' | 'at' | 'hash'>[], input: string, verified: VerifyResult): CodeLookup {
  const code = normalizeCheckCode(input);
  if (code === null) return { kind: 'malformed' };
  const newest = entries.reduce((top, e) => Math.max(top, e.seq), 0);
  const match = [...entries].sort((a, b) => b.seq - a.seq).find((e) => checkCode(e.hash) === code);
  const stood = match ? { seq: match.seq, at: match.at } : code === checkCode(GENESIS_HASH) ? { seq: 0, at: null } : null;
  if (!stood) return { kind: 'never', code, entries: entries.length };
  const found = { kind: 'found' as const, code, ...stood, later: newest - stood.seq };
  // The whole chain must hold: a change before the entry makes its hash a claim no one can check,
  // and a change after it means what followed is not what was there.
  return verified.ok ? { ...found, follows: true } : { ...found, follows: false, broken: verified.broken };
}
