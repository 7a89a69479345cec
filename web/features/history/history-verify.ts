/**
 * "Verify" on the phone (issue 11 §4): recompute the group's chain from the entries on this device
 * with Web Crypto, trusting nothing the server says about it, and say the result in words.
 *
 * Since sync protocol 6 the phone rebuilt most hashes itself (shared/history-wire.ts): where its
 * chain missed a checkpoint of the server's, that checkpoint carries `brokenFrom`. The chain then
 * breaks at the checkpoint, but the change lies somewhere in the range before it: Verify fetches
 * that range whole from the history API and checks it as before, to name the exact entry and what
 * changed; offline it names the range.
 */
import { brokenChain, chainBreakText, checkCode, verifyChain, webSha256, type VerifyResult } from '../../../shared/history';
import { brokenRange, rechainedFromFullRow } from '../../../shared/history-wire';
import type { HistoryRow } from '../../../shared/sync-protocol';
import type { LocalHistoryEntry } from '../../data/db';
import { history_notVerified, history_verified } from '../../../shared/i18n/paraglide/messages.js';

/** Entries `from`..`to` of a group whole, as the server holds them (the history API); throws offline. */
export type FetchWholeRange = (groupId: string, from: number, to: number) => Promise<HistoryRow[]>;

export async function verifyOnPhone(entries: readonly LocalHistoryEntry[], fetchWhole?: FetchWholeRange): Promise<VerifyResult> {
  const result = await verifyChain(entries, webSha256);
  if (result.ok) return result;
  const flagged = entries.find((entry) => entry.seq === result.brokenAt && entry.brokenFrom !== undefined);
  if (!flagged?.brokenFrom) return result;
  const from = flagged.brokenFrom;
  if (fetchWhole) {
    try {
      const whole = new Map((await fetchWhole(flagged.groupId, from, flagged.seq)).map((row) => [row.seq, rechainedFromFullRow(row)]));
      // The range as the server holds it, in place of what this phone recomputed: checked as
      // before protocol 6, so the answer names the entry and what changed.
      return await verifyChain(
        entries.map((entry) => (entry.seq >= from && entry.seq <= flagged.seq ? (whole.get(entry.seq) ?? entry) : entry)),
        webSha256,
      );
    } catch {
      // Offline: the range is what this phone knows.
    }
  }
  return brokenChain({ entries: result.entries, head: result.head, brokenAt: from }, brokenRange(from, flagged.seq));
}

/**
 * The result as the screen says it.
 * @example verifiedText({ ok: true, entries: 3, head: 'abcd1234…' }) === 'History verified: 3 entries, check code abcd1234'
 */
export function verifiedText(result: VerifyResult): string {
  if (result.ok) return history_verified({ count: result.entries, code: checkCode(result.head) });
  const problem = chainBreakText(result.broken);
  return history_notVerified({ problem: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}` });
}
