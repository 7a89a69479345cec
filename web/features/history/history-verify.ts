/**
 * "Verify" on the phone (issue 11 §4): recompute the group's chain from the entries on this device
 * with Web Crypto, trusting nothing the server says about it, and say the result in words.
 */
import { checkCode, verifyChain, webSha256, type VerifyResult } from '../../../shared/history';
import type { LocalHistoryEntry } from '../../data/db';

export async function verifyOnPhone(entries: readonly LocalHistoryEntry[]): Promise<VerifyResult> {
  return verifyChain(entries, webSha256);
}

/**
 * The result as the screen says it.
 * @example verifiedText({ ok: true, entries: 3, head: 'abcd1234…' }) === 'History verified: 3 entries, check code abcd1234'
 */
export function verifiedText(result: VerifyResult): string {
  if (result.ok) return `History verified: ${result.entries} ${result.entries === 1 ? 'entry' : 'entries'}, check code ${checkCode(result.head)}`;
  return `History does not verify: ${result.problem.charAt(0).toUpperCase()}${result.problem.slice(1)}`;
}
