/**
 * "Check an earlier code" on the phone (issue 23 §5): which entry and moment a printed check code
 * stood for, and whether everything since follows from it, from the history on this phone (the
 * chain checked as Verify checks it: history-verify.ts), so it works offline.
 */
import { chainBreakText } from '../../../shared/history';
import { findCheckCode, type CodeLookup } from '../../../shared/history-code';
import type { LocalHistoryEntry } from '../../data/db';
import { formatDateTime } from '../../lib/format';
import { verifyOnPhone, type FetchWholeRange } from './history-verify';
import { historySentence, type SentenceContext } from './history-sentence';
import { history_codeFollows, history_codeFound, history_codeFoundEmpty, history_codeIsNow, history_codeMalformed, history_codeNever, history_codeNotFollowing } from '../../../shared/i18n/paraglide/messages.js';

/** What a code stood for among the entries on this phone, the chain checked from entry 1 to the newest. */
export async function checkCodeOnPhone(entries: readonly LocalHistoryEntry[], input: string, fetchWhole?: FetchWholeRange): Promise<CodeLookup> {
  return findCheckCode(entries, input, await verifyOnPhone(entries, fetchWhole));
}

export interface CodeAnswer {
  /** Whether the code names a state of this history that everything since follows from. */
  ok: boolean;
  lines: string[];
}

/**
 * The answer in words: the entry and moment, then whether what followed follows from it.
 * @example codeAnswer(lookup, entries, context).lines[0] === 'Code 1a2b3c4d is this history at entry 4, 27 Nov 2026, 2:05 pm: Ada confirmed ₦5,000 from Kemi'
 */
export function codeAnswer(lookup: CodeLookup, entries: readonly LocalHistoryEntry[], context: SentenceContext): CodeAnswer {
  switch (lookup.kind) {
    case 'malformed':
      return { ok: false, lines: [history_codeMalformed()] };
    case 'never':
      return { ok: false, lines: [history_codeNever({ code: lookup.code, count: lookup.entries })] };
    case 'found': {
      const entry = entries.find((e) => e.seq === lookup.seq);
      const stood = entry
        ? history_codeFound({ code: lookup.code, seq: lookup.seq, when: formatDateTime(entry.at), sentence: historySentence(entry, context).text })
        : history_codeFoundEmpty({ code: lookup.code });
      if (!lookup.follows) {
        const problem = chainBreakText(lookup.broken);
        return { ok: false, lines: [stood, history_codeNotFollowing({ problem: `${problem.charAt(0).toUpperCase()}${problem.slice(1)}` })] };
      }
      return { ok: true, lines: [stood, lookup.later === 0 ? history_codeIsNow() : history_codeFollows({ count: lookup.later })] };
    }
  }
}

/**
 * The address that opens a group's history and checks `code` there (for a message that prints a code).
 * @example checkCodeLink('https://grouppurse.ng', 'g1', 'abcd1234') === 'https://grouppurse.ng/groups/g1/history?code=abcd1234'
 */
export function checkCodeLink(origin: string, groupId: string, code: string): string {
  return `${origin}/groups/${encodeURIComponent(groupId)}/history?code=${encodeURIComponent(code)}`;
}
