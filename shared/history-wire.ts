/**
 * History on the wire (sync protocol 6, issue 12). A pull sends each entry without the hashes a
 * phone can recompute (`HistoryWireRow`): the phone rebuilds `dataHash`, `prevHash` and `hash`
 * with the encoding of shared/history.ts and holds them against the server's `hash` on checkpoints.
 *
 * Why nothing is lost: a change to any chained field or detail of an entry changes its hash and,
 * through `prevHash`, every hash after it up to the next checkpoint, where the phone's hash and
 * the server's differ. The phone then stores the server's hash on that checkpoint (so the check
 * code is the server's, as before) with `brokenFrom`: the first seq after the last checkpoint that
 * held. Verify says that range, or the exact entry once it fetches the range's full rows.
 */
import { entryHashInput, GENESIS_HASH, historyDataHash, type ChainBreak, type Sha256 } from './history';
import type { HistoryRow, HistoryWireRow } from './sync-protocol';

/** The most entries GET /api/groups/{id}/history sends in one page. */
export const HISTORY_PAGE_LIMIT = 200;

/** A pull sends the hash of every 64th entry of a group (and of its newest in the page). */
export const HISTORY_CHECKPOINT_EVERY = 64;

/**
 * Whether a pull sends this entry's hash.
 * @example isCheckpoint(128, 300) === true; isCheckpoint(129, 300) === false; isCheckpoint(300, 300) === true
 */
export function isCheckpoint(seq: number, newestInPage: number): boolean {
  return seq % HISTORY_CHECKPOINT_EVERY === 0 || seq === newestInPage;
}

/**
 * A device's key for an entry: a group's entry is its seq (the server's row id never travels).
 * @example historyKey('g1', 7) === 'g1:7'
 */
export function historyKey(groupId: string, seq: number): string {
  return `${groupId}:${seq}`;
}

/** An entry rebuilt whole on the phone; `brokenFrom` marks a checkpoint whose hash did not match. */
export type RechainedEntry = Omit<HistoryRow, 'revision'> & {
  /** Set on a checkpoint the recomputed chain missed: the first seq of the range that broke. */
  brokenFrom?: number;
};

/** A row as the history API sends it, keyed as the phone keys it (its `revision` dropped). */
export function rechainedFromFullRow({ revision: _revision, ...row }: HistoryRow): RechainedEntry {
  return { ...row, id: historyKey(row.groupId, row.seq) };
}

/**
 * The stored entries a page's rows chain onto: for each run of a group's rows, the entry just
 * before it (none before seq 1). The caller reads their hashes from the device.
 */
export function anchorsNeeded(rows: readonly HistoryWireRow[]): string[] {
  const seqs = new Map<string, Set<number>>();
  for (const row of rows) {
    let set = seqs.get(row.groupId);
    if (!set) seqs.set(row.groupId, (set = new Set()));
    set.add(row.seq);
  }
  const keys: string[] = [];
  for (const [groupId, set] of seqs) for (const seq of set) if (seq > 1 && !set.has(seq - 1)) keys.push(historyKey(groupId, seq - 1));
  return keys;
}

/**
 * Rebuilds a page's history rows whole. `storedHash` holds the hashes of `anchorsNeeded(rows)`
 * found on the device. Rows may come in any order. Each stretch up to a checkpoint starts from a
 * hash the server vouched for (the checkpoint before, or the stored entry before the page), so
 * stretches are hashed side by side: the chain's length never becomes a wait.
 */
export async function rechainHistory(rows: readonly HistoryWireRow[], storedHash: ReadonlyMap<string, string>, sha256: Sha256): Promise<RechainedEntry[]> {
  // A detail the reader sees is hashed here; a withheld one keeps the hash the server sent.
  const dataHashes = await Promise.all(rows.map((row) => (row.data === null ? (row.dataHash ?? '') : historyDataHash(row.data, sha256))));
  const entries = rows.map((row, i) => wireToEntry(row, dataHashes[i]!));
  const byGroup = new Map<string, RechainedEntry[]>();
  for (const entry of entries) {
    let list = byGroup.get(entry.groupId);
    if (!list) byGroup.set(entry.groupId, (list = []));
    list.push(entry);
  }
  const stretches: { entries: RechainedEntry[]; sent: (string | undefined)[]; start: string }[] = [];
  const sentHash = new Map(rows.map((row, i) => [entries[i]!, row.hash]));
  for (const [groupId, list] of byGroup) {
    list.sort((a, b) => a.seq - b.seq);
    let current: (typeof stretches)[number] | null = null;
    for (const [i, entry] of list.entries()) {
      const before = list[i - 1];
      const follows = before !== undefined && before.seq === entry.seq - 1;
      if (!current || !follows) {
        // A stretch starts at the page's first row of a run, or right after a checkpoint.
        const start = entry.seq === 1 ? GENESIS_HASH : follows ? sentHash.get(before)! : (storedHash.get(historyKey(groupId, entry.seq - 1)) ?? UNKNOWN_HASH);
        current = { entries: [], sent: [], start };
        stretches.push(current);
      }
      current.entries.push(entry);
      current.sent.push(sentHash.get(entry));
      if (sentHash.get(entry) !== undefined) current = null;
    }
  }
  await Promise.all(stretches.map((stretch) => chainStretch(stretch.entries, stretch.sent, stretch.start, sha256)));
  return entries;
}

/** Where the entry before a run is not on the phone: nothing matches it, so its checkpoint will not hold. */
const UNKNOWN_HASH = '';

async function chainStretch(entries: RechainedEntry[], sent: (string | undefined)[], start: string, sha256: Sha256): Promise<void> {
  let prevHash = start;
  for (const [i, entry] of entries.entries()) {
    entry.prevHash = prevHash;
    const computed = await sha256(entryHashInput(entry));
    const claimed = sent[i];
    // The server's hash stands on a checkpoint either way: the check code stays the server's, and
    // the next stretch is checked on its own (one broken range does not hide another's health).
    entry.hash = claimed ?? computed;
    if (claimed !== undefined && claimed !== computed) entry.brokenFrom = entries[0]!.seq;
    prevHash = entry.hash;
  }
}

function wireToEntry(row: HistoryWireRow, dataHash: string): RechainedEntry {
  return {
    id: historyKey(row.groupId, row.seq),
    groupId: row.groupId,
    seq: row.seq,
    type: row.type,
    actorId: row.actorId,
    actorName: row.actorName,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    at: row.at,
    data: row.data,
    dataHash,
    prevHash: '',
    hash: '',
  };
}

/** The break Verify names when a broken range is known but not yet the entry (offline). */
export function brokenRange(from: number, to: number): ChainBreak {
  return from === to ? { code: 'entry-changed', seq: to } : { code: 'range-changed', from, to };
}
