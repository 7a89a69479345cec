/**
 * The receipt thread (issue 26 §3): proofs are read and compared on a worker thread at a lower CPU
 * priority, with the same answers as on the calling thread; while it reads, the server's own
 * thread stays free for requests; a thread that stops fails only the jobs it held; a closed one
 * refuses plainly.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskProofStore } from '../proofs/proof-store';
import { drawTransferReceipt } from '../receipts/receipt-image-fixture';
import type { ReceiptReader } from './reader';
import { receiptThread, type ReceiptThread } from './receipt-thread';
import { localComparer, type ProofComparer } from './similar-images';
import { tesseractReader } from './tesseract-reader';

/** The CPU milliseconds the calling thread spent while `work` ran (Linux: /proc/thread-self/stat, in 10 ms ticks); other threads' time is not in it. */
async function cpuOfThisThread(work: () => Promise<unknown>): Promise<number> {
  const ticks = () => {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const before = ticks();
  await work();
  return (ticks() - before) * 10;
}

let dir: string;
let thread: ReceiptThread;
const stored: Record<'original' | 'edited', { sha256: string; bytes: Buffer }> = {} as never;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gp-receipt-thread-'));
  const store = diskProofStore(dir);
  const values = { name: 'ADAEZE OKAFOR', reference: 'GTB20261124345', date: '24 Nov 2026, 03:17 PM' };
  for (const [name, amount] of [['original', '₦25,000.00'], ['edited', '₦75,000.00']] as const) {
    const bytes = await drawTransferReceipt({ ...values, amount });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await store.write(sha256, bytes);
    stored[name] = { sha256, bytes };
  }
  thread = receiptThread(dir);
});

afterAll(async () => {
  await thread.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the receipt thread', () => {
  it('reads a receipt as the reader on this thread does, and compares two as this thread does', async () => {
    const here = tesseractReader();
    try {
      const now = new Date('2026-11-24T16:00:00Z');
      const [original, edited] = [await thread.read(stored.original.bytes, now), await thread.read(stored.edited.bytes, now)];
      expect(original).toEqual(await here.read(stored.original.bytes, now));
      expect(original.reading).toMatchObject({ state: 'read', amountKobo: 2_500_000 });
      expect(edited.reading).toMatchObject({ state: 'read', amountKobo: 7_500_000 });
      const proof = { sha256: stored.edited.sha256, reading: edited.reading, regions: edited.regions ?? null };
      const candidates = [{ sha256: stored.original.sha256, reading: original.reading, regions: original.regions ?? null }];
      const similar = await thread.similar(proof, candidates);
      // The edited copy of one screenshot: the same image but for its amount.
      expect(similar).toEqual([{ sha256: stored.original.sha256, likeness: 'amount-differs' }]);
      expect(similar).toEqual(await localComparer(diskProofStore(dir)).similar(proof, candidates));
    } finally {
      await here.close();
    }
  }, 60_000);

  it('keeps this thread free while it reads and compares: its CPU time is a small part of what doing it here takes', async () => {
    const now = new Date('2026-11-24T16:00:00Z');
    const here = tesseractReader();
    const compareHere = localComparer(diskProofStore(dir));
    const original = await thread.read(stored.original.bytes, now); // both warm, as on a server that has read a proof
    await here.read(stored.original.bytes, now);
    const candidates = [{ sha256: stored.original.sha256, reading: original.reading, regions: original.regions ?? null }];
    const check = async (reader: ReceiptReader, comparer: ProofComparer) => {
      const edited = await reader.read(stored.edited.bytes, now);
      return comparer.similar({ sha256: stored.edited.sha256, reading: edited.reading, regions: edited.regions ?? null }, candidates);
    };
    // The least of three tries: a garbage collection of this thread's heap can land in any one of
    // them (a clean clone ran this file first in its worker: 100 ms of this thread's CPU where a try
    // takes about 10). Work done on this thread would be in all three.
    const least = async (work: () => Promise<unknown>) => Math.min(await cpuOfThisThread(work), await cpuOfThisThread(work), await cpuOfThisThread(work));
    try {
      const onThisThread = await least(() => check(here, compareHere));
      const onTheThread = await least(() => check(thread, thread));
      // Here, the image's preparation, the fields, the hash and the fine comparison run on this
      // thread; with the receipt thread this one only posts the jobs and takes the answers.
      expect(onThisThread).toBeGreaterThanOrEqual(40);
      expect(onTheThread).toBeLessThan(onThisThread / 4);
    } finally {
      await here.close();
    }
  }, 60_000);

  it('ends when idle and starts again for the next proof', async () => {
    // This process's threads by id (Linux): the receipt thread and the OCR thread it starts are two
    // of them. Counting all of them is not enough: other threads of this worker process (a file run
    // before this one in it) end whenever they end (a clean clone counted 24, then 22 after the
    // second read).
    const threads = () => new Set(readdirSync('/proc/self/task'));
    const idle = receiptThread(dir, { idleMs: 200 });
    try {
      const now = new Date('2026-11-24T16:00:00Z');
      const before = threads();
      const first = await idle.read(stored.original.bytes, now);
      const started = [...threads()].filter((id) => !before.has(id));
      expect(started.length).toBeGreaterThanOrEqual(2);
      // Idle, the thread ends, and the OCR thread with it.
      await vi.waitFor(() => expect(started.filter((id) => threads().has(id)).length).toBeLessThanOrEqual(started.length - 2), { timeout: 10_000, interval: 100 });
      const seen = new Set([...before, ...started]);
      // The next proof starts them again: threads this process had not run before.
      expect(await idle.read(stored.original.bytes, now)).toEqual(first);
      expect([...threads()].filter((id) => !seen.has(id)).length).toBeGreaterThanOrEqual(2);
    } finally {
      await idle.close();
    }
  }, 60_000);

  it('refuses plainly once closed, and a read in flight at the close ends with an answer or an error its caller catches', async () => {
    const closing = receiptThread(dir, { stopWaitMs: 0 });
    const inFlight = closing.read(stored.original.bytes, new Date()).then(
      () => 'read',
      (error: Error) => error.message,
    );
    await closing.close();
    expect(['read', 'the receipt reader is stopped']).toContain(await inFlight);
    await expect(closing.read(stored.original.bytes, new Date())).rejects.toThrow('the receipt reader is stopped');
    await expect(closing.similar({ sha256: stored.edited.sha256, reading: { state: 'unreadable' } as never, regions: null }, [])).rejects.toThrow('the receipt reader is stopped');
  }, 60_000);
});
