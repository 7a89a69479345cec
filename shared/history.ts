/**
 * A group's history (issue 11 §4): an append-only log of every event that touched money or trust,
 * each entry chained to the one before by SHA-256, so an entry edited or removed in the database
 * shows. The server appends (sync-server/history/append.ts); the phone and the server verify with
 * the same code here, each with its own SHA-256 (node:crypto there, Web Crypto on the phone).
 *
 * Encoding (version 1), so anyone can recompute a chain from the entries:
 * - `canonicalJson(value)`: JSON with object keys sorted by code unit, no spaces; only strings,
 *   safe integers, booleans, null, arrays and plain objects (money is integer kobo, times ISO).
 * - `dataHash` = sha256(canonicalJson(sealed(data))), where `data` is the canonical JSON of the event's
 *   details. For details without a `salts` key (every entry before issue 23) `sealed(data)` is `data`
 *   itself, so this is sha256(entry.data) as it always was. A detail some readers may not see (a
 *   member's transaction reference, the admin's cash notes) has a salt in `salts`, and `sealed`
 *   puts `{"sealed": sha256(canonicalJson({ salt, value }))}` in its place and drops `salts`: a
 *   reader sent that seal instead of the value (sync-server/history/visible-data.ts) computes the
 *   same `dataHash`, and the salt keeps a short reference from being guessed back from its seal.
 * - `hash` = sha256(canonicalJson({ v: 1, groupId, seq, type, actorId, subjectId, at, dataHash, prevHash })).
 * - The first entry's `prevHash` is 64 zeros; `seq` counts 1, 2, 3… per group with no gap.
 * - The group's check code is the first 8 hex characters of the last entry's hash (the head).
 */

import { BASE_LOCALE, type Locale } from './i18n/languages';
import {
  shared_chainDetailsChanged,
  shared_chainEntryChanged,
  shared_chainEntryMissing,
  shared_chainEntryTwice,
  shared_chainNotFollowing,
  shared_chainRangeChanged,
} from './i18n/paraglide/messages.js';

export const GENESIS_HASH = '0'.repeat(64);
export const HISTORY_ENCODING_VERSION = 1;

/** What happened; the groups of the history screen's filters are `HISTORY_FILTERS`. */
export const HISTORY_EVENT_TYPES = [
  'contribution.submitted',
  'contribution.confirmed',
  'contribution.rejected',
  'contribution.reversed',
  'cash.recorded',
  'payout.recorded',
  'payout.approved',
  'payout.rejected',
  'purse.created',
  'purse.edited',
  'purse.paused',
  'purse.resumed',
  'purse.completed',
  'bank.changed',
  'group.edited',
  'partner.added',
  'partner.removed',
  'member.joined',
  'dues.excused',
  'dues.owes-from-start',
  'dues.stopped',
  'dues.fine-waived',
  'rotation.picks-opened',
  'rotation.place-picked',
  'rotation.ordered',
  'rotation.swap-asked',
  'rotation.swap-answered',
  'rotation.swap-decided',
  'payout.acknowledged',
] as const;
export type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

export type HistoryFilter = 'money' | 'changes' | 'partners';
export const HISTORY_FILTERS: Record<HistoryFilter, readonly HistoryEventType[]> = {
  money: [
    'contribution.submitted',
    'contribution.confirmed',
    'contribution.rejected',
    'contribution.reversed',
    'cash.recorded',
    'payout.recorded',
    'payout.approved',
    'payout.rejected',
    'payout.acknowledged',
  ],
  changes: ['purse.created', 'purse.edited', 'purse.paused', 'purse.resumed', 'purse.completed', 'bank.changed', 'group.edited', 'member.joined', 'dues.excused', 'dues.owes-from-start', 'dues.stopped', 'dues.fine-waived', 'rotation.ordered', 'rotation.picks-opened', 'rotation.place-picked', 'rotation.swap-asked', 'rotation.swap-answered', 'rotation.swap-decided'],
  partners: ['partner.added', 'partner.removed', 'payout.approved', 'payout.rejected'],
};

export type CanonicalValue = string | number | boolean | null | CanonicalValue[] | { [key: string]: CanonicalValue };

/**
 * JSON with sorted keys and no spaces: one text for one value, on every platform.
 * @example canonicalJson({ b: 1, a: 'x' }) === '{"a":"x","b":1}'
 */
export function canonicalJson(value: CanonicalValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`history values are integers (kobo, counts): got ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as CanonicalValue)}`).join(',')}}`;
}

/** The part of an entry its hash covers (names and revisions are presentation, not chained). */
export interface ChainedEntry {
  groupId: string;
  seq: number;
  type: string;
  actorId: string | null;
  subjectId: string | null;
  /** ISO time. */
  at: string;
  dataHash: string;
  prevHash: string;
  hash: string;
}

/** The text whose SHA-256 is an entry's hash. */
export function entryHashInput(entry: Omit<ChainedEntry, 'hash'>): string {
  return canonicalJson({
    v: HISTORY_ENCODING_VERSION,
    groupId: entry.groupId,
    seq: entry.seq,
    type: entry.type,
    actorId: entry.actorId,
    subjectId: entry.subjectId,
    at: entry.at,
    dataHash: entry.dataHash,
    prevHash: entry.prevHash,
  });
}

/** SHA-256 in lower-case hex of a UTF-8 text: node:crypto on the server, Web Crypto on the phone. */
export type Sha256 = (text: string) => string | Promise<string>;

/** Web Crypto's SHA-256 (the phone; Node 20 has it too). */
export async function webSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A detail as a reader who may not see it receives it: the hash of its salt and value. */
export interface SealedValue {
  sealed: string;
}

const isObject = (value: unknown): value is { [key: string]: CanonicalValue } => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The seal of one hidden detail.
 * @example await sealOf('5f2c…', 'GTB-123', webSha256) // { sealed: '<64 hex>' }
 */
export async function sealOf(salt: string, value: CanonicalValue, sha256: Sha256): Promise<SealedValue> {
  return { sealed: await sha256(canonicalJson({ salt, value })) };
}

/**
 * Details with every salted detail replaced by its seal, and `salts` dropped: what a reader who
 * may see none of the salted details is sent, and what `dataHash` covers. Idempotent, and the
 * identity on details without `salts`.
 */
export async function sealedDetails(details: { [key: string]: CanonicalValue }, sha256: Sha256, keep: (key: string) => boolean = () => false): Promise<{ [key: string]: CanonicalValue }> {
  const salts = details.salts;
  if (!isObject(salts)) return details;
  const out: { [key: string]: CanonicalValue } = { ...details };
  const keptSalts: { [key: string]: CanonicalValue } = {};
  for (const [key, salt] of Object.entries(salts)) {
    if (typeof salt !== 'string' || !(key in details)) continue;
    if (keep(key)) keptSalts[key] = salt;
    else out[key] = { ...(await sealOf(salt, details[key] as CanonicalValue, sha256)) };
  }
  if (Object.keys(keptSalts).length > 0) out.salts = keptSalts;
  else delete out.salts;
  return out;
}

/**
 * An entry's `dataHash` from its details (canonical JSON) as a reader received them: whole, or
 * with some details sealed; both give the same hash.
 */
export async function historyDataHash(data: string, sha256: Sha256): Promise<string> {
  // Details without salts hash as written (every entry before issue 23): never re-encoded.
  if (!data.includes('"salts":')) return sha256(data);
  let details: unknown;
  try {
    details = JSON.parse(data);
  } catch {
    return sha256(data);
  }
  if (!isObject(details) || !isObject(details.salts)) return sha256(data);
  return sha256(canonicalJson(await sealedDetails(details, sha256)));
}

/** Where a chain breaks, as a code the screen words in its reader's language (chainBreakText). */
export type ChainBreak =
  | { code: 'entry-missing'; seq: number }
  | { code: 'entry-twice'; seq: number }
  | { code: 'details-changed'; seq: number }
  | { code: 'not-following'; seq: number }
  | { code: 'entry-changed'; seq: number }
  /** Offline, only the range is known (shared/history-wire.ts). */
  | { code: 'range-changed'; from: number; to: number };

/** `problem` is the break in English, for the server's answer and logs; screens word `broken`. */
export type VerifyResult =
  | { ok: true; entries: number; head: string | null }
  | { ok: false; entries: number; head: string | null; brokenAt: number; broken: ChainBreak; problem: string };

/**
 * A break in words, lower-case as it reads after 'History does not verify: '.
 * @example chainBreakText({ code: 'entry-missing', seq: 2 }, { locale: 'en' }) === 'entry 2 is missing'
 */
export function chainBreakText(broken: ChainBreak, options?: { locale?: Locale }): string {
  switch (broken.code) {
    case 'entry-missing':
      return shared_chainEntryMissing({ seq: broken.seq }, options);
    case 'entry-twice':
      return shared_chainEntryTwice({ seq: broken.seq }, options);
    case 'details-changed':
      return shared_chainDetailsChanged({ seq: broken.seq }, options);
    case 'not-following':
      return shared_chainNotFollowing({ seq: broken.seq, previous: broken.seq - 1 }, options);
    case 'entry-changed':
      return shared_chainEntryChanged({ seq: broken.seq }, options);
    case 'range-changed':
      return shared_chainRangeChanged({ from: broken.from, to: broken.to }, options);
  }
}

/** A failed check of `entries` entries up to `head`, broken at `brokenAt`. */
export function brokenChain(at: { entries: number; head: string | null; brokenAt: number }, broken: ChainBreak): VerifyResult {
  return { ok: false, ...at, broken, problem: chainBreakText(broken, { locale: BASE_LOCALE }) };
}

/**
 * Recomputes a group's chain from its entries (any order; `data` may be null where the reader may
 * not see the details: its `dataHash` is then taken as sent). Says the first seq where it breaks:
 * a changed detail, a changed field, a missing or extra entry.
 */
export async function verifyChain(entries: readonly (ChainedEntry & { data: string | null })[], sha256: Sha256): Promise<VerifyResult> {
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  let prevHash = GENESIS_HASH;
  let head: string | null = null;
  const broken = (brokenAt: number, problem: ChainBreak) => brokenChain({ entries: sorted.length, head, brokenAt }, problem);
  for (const [index, entry] of sorted.entries()) {
    const expectedSeq = index + 1;
    if (entry.seq !== expectedSeq) {
      return broken(expectedSeq, entry.seq > expectedSeq ? { code: 'entry-missing', seq: expectedSeq } : { code: 'entry-twice', seq: entry.seq });
    }
    if (entry.data !== null && (await historyDataHash(entry.data, sha256)) !== entry.dataHash) return broken(entry.seq, { code: 'details-changed', seq: entry.seq });
    if (entry.prevHash !== prevHash) return broken(entry.seq, { code: 'not-following', seq: entry.seq });
    if ((await sha256(entryHashInput(entry))) !== entry.hash) return broken(entry.seq, { code: 'entry-changed', seq: entry.seq });
    prevHash = entry.hash;
    head = entry.hash;
  }
  return { ok: true, entries: sorted.length, head };
}

/** The group's check code: the head's first 8 hex characters, printed on statements and roll-calls. */
export function checkCode(head: string | null): string {
  return (head ?? GENESIS_HASH).slice(0, 8);
}
