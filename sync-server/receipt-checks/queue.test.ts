/**
 * The persisted queue of proofs to read, through the real app and database with a scripted reader
 * (the OCR itself is tested in sync-server/receipts/ and end to end in server-read.test.ts): a
 * submit queues its proof and never waits for it; a run stores the check once, with a new revision
 * for the reviewers' phones; references and images are compared across every group on the server.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { receiptFlags } from '../../shared/receipt-flags';
import { NO_RECEIPT_FIELDS, type ReceiptFields } from '../../shared/receipt-reading';
import { circle, dataUrl, pngBytes, sha256Of, submitDialog, type Circle } from '../contributions/test-fixtures';
import { drawTransferReceipt } from '../receipts/receipt-image-fixture';
import type { Tx } from '../db/database';
import { contributions, projects, receiptJobs } from '../db/schema';
import { pullPages } from '../testing/pull-pages';
import { TEST_ENGINE } from '../testing/test-database';
import { testApp, type TestApp } from '../testing/test-app';
import type { ReceiptRegions } from '../receipts/read-receipt';
import type { ReadResult, ReceiptReader } from './reader';
import { LEASE_MS, nextReceiptJob, receiptQueueAge } from './job-queue';
import { createReceiptRunner, type ReceiptRunner } from './runner';
import type { ProofComparer } from './similar-images';

/** Seeds of the drawn images (real PNGs, for the fine image comparison), by their hash. */
const drawnSeeds = new Map<string, number>();

/** A reader that answers from a table by the image's seed (pngBytes fills with its seed; drawn images are registered). */
function scriptedReader(answers: Map<number, Answer>) {
  const reads: number[] = [];
  const reader: ReceiptReader = {
    async read(bytes) {
      const seed = drawnSeeds.get(sha256Of(bytes)) ?? bytes[bytes.length - 1]!;
      reads.push(seed);
      const { dhash, regions, text, ...fields } = answers.get(seed) ?? {};
      const result: ReadResult = { reading: { state: 'read', ...NO_RECEIPT_FIELDS, ...fields }, regions, dhash: dhash ?? null, text: text ?? `receipt ${seed}` };
      return result;
    },
    async close() {},
  };
  return { reader, reads };
}

const HASH_A = 'f0'.repeat(32);
const HASH_A_EDITED = 'f0'.repeat(31) + 'f3'; // 2 bits differ
const HASH_A_LIKE = 'f0'.repeat(29) + 'ffffff'; // 12 bits: a candidate, as two receipts of one layout are
const HASH_B = '0f'.repeat(32);

// Where drawTransferReceipt prints the amount, the reference and the date (fractions of 720 x 374).
const DRAWN_REGIONS: ReceiptRegions = {
  amount: { x0: 0.05, y0: 88 / 374, x1: 0.45, y1: 154 / 374 },
  reference: { x0: 0.05, y0: 234 / 374, x1: 0.5, y1: 274 / 374 },
  sessionId: null,
  paidAt: { x0: 0.05, y0: 274 / 374, x1: 0.5, y1: 314 / 374 },
};

/** A drawn receipt of one bank's layout: only the values given differ. */
const receipt = (amount: string, name: string, reference: string) => drawTransferReceipt({ amount, name, reference });

let t: TestApp;
let c: Circle;
let runner: ReceiptRunner;
let reads: number[];
/** What the scripted reader answers for a seed: fields, a hash, and where the figures were read. */
type Answer = Partial<ReceiptFields> & { dhash?: string; regions?: ReceiptRegions; text?: string };
const answers = new Map<number, Answer>();

beforeEach(async () => {
  t = testApp();
  c = await circle(t);
  answers.clear();
  const scripted = scriptedReader(answers);
  reads = scripted.reads;
  runner = createReceiptRunner({ db: t.db, store: t.proofStore, reader: scripted.reader, clock: t.clock });
});
afterEach(async () => {
  await runner.stop();
  t.close();
});

const pay = async (who: Circle['member'], seed: number, extra: Record<string, unknown> = {}, projectId = c.project.id, image: Uint8Array = pngBytes(200, seed)) => {
  const res = await submitDialog(who, { amount: 25_000, projectId, proofOfPayment: dataUrl(image), ...extra });
  expect(res.status).toBe(201);
  return res.json.id as string;
};
const read = <T>(query: (tx: Tx) => Promise<T>) => t.db.transaction(query, { readOnly: true });
const row = async (id: string) => (await read((tx) => tx.select().from(contributions).where(eq(contributions.id, id)).limit(1)))[0]!;
const queuedJobs = () => read((tx) => tx.select().from(receiptJobs));
const pulled = async (userId: string, id: string) => (await pullPages(t.db, userId, 500)).flatMap((page) => page.contributions).filter((r) => r.id === id).at(-1);

describe('the receipt queue', () => {
  it('queues a proof with its submit, reads it once off the request, and sends the check to reviewers only', async () => {
    answers.set(7, { amountKobo: 2_000_000, reference: 'GTB20261124001', status: 'successful' });
    const id = await pay(c.member, 7);
    expect((await queuedJobs()).map((job) => job.contributionId)).toEqual([id]);
    expect((await row(id)).receiptCheck).toBeNull();
    const before = (await row(id)).revision;

    expect(await runner.runQueued()).toBe(1);
    expect(await runner.runQueued()).toBe(0);
    expect(reads).toEqual([7]);
    expect(await queuedJobs()).toEqual([]);
    const stored = await row(id);
    expect(stored.revision).toBeGreaterThan(before);
    expect(stored.receiptCheck?.reading).toMatchObject({ state: 'read', amountKobo: 2_000_000, reference: 'GTB20261124001', status: 'successful' });

    for (const reviewer of [c.admin, c.partner]) {
      expect((await pulled(reviewer.id, id))?.receiptCheck?.reading.amountKobo).toBe(2_000_000);
      const listed = await reviewer.call('GET', '/api/contributions/admin');
      expect(listed.json.find((item: { id: string }) => item.id === id).receiptCheck.reading.amountKobo).toBe(2_000_000);
    }
    expect((await pulled(c.member.id, id))?.receiptCheck).toBeNull();
    const own = await c.member.call('GET', `/api/contributions/user/${c.member.id}`);
    expect(own.json.find((item: { id: string }) => item.id === id).receiptCheck).toBeNull();
  });

  it("stores the group's payment codes the receipt's text shows, and none when it shows none (issue 27 §3)", async () => {
    const [purse] = await read((tx) => tx.select({ tag: projects.payTag }).from(projects).where(eq(projects.id, c.project.id)));
    answers.set(71, { amountKobo: 2_500_000, text: `Transfer successful\nNGN 25,000.00\nRemark: chi ${purse!.tag}\nSession ID 100004` });
    answers.set(72, { amountKobo: 2_500_000, text: `Transfer successful\nNarration: DAY-${purse!.tag}B CHI-${purse!.tag}X DAY-${purse!.tag}` });
    const [own, other, none] = [await pay(c.member, 71), await pay(c.member, 72), await pay(c.member, 73)];
    await runner.runQueued();
    expect([(await row(own)).receiptCheck?.codes, (await row(other)).receiptCheck?.codes, (await row(none)).receiptCheck?.codes]).toEqual([[`CHI-${purse!.tag}`], [`DAY-${purse!.tag}`], undefined]);
  });

  it("takes the receipt's transfer day as the day the money was sent (late fines), unless it is after the proof (a misread); the member's phone gets the day", async () => {
    t.clock.set(new Date('2026-12-02T10:00:00.000Z'));
    answers.set(51, { amountKobo: 2_500_000, paidAt: '2026-11-29T18:40:00.000Z' });
    answers.set(52, { amountKobo: 2_500_000, paidAt: '2026-12-09T08:00:00.000Z' });
    answers.set(53, { amountKobo: 2_500_000 });
    const [early, misread, unread] = [await pay(c.member, 51), await pay(c.member, 52), await pay(c.member, 53)];
    await runner.runQueued();
    expect([(await row(early)).sentOn, (await row(misread)).sentOn, (await row(unread)).sentOn]).toEqual(['2026-11-29', '2026-12-02', '2026-12-02']);
    // The member receives the day (though not the reading), so her phone judges a fine as the server does.
    expect((await pulled(c.member.id, early))?.sentOn).toBe('2026-11-29');
    expect((await pulled(c.member.id, early))?.receiptCheck).toBeNull();
  });

  it('reads the next proof while the one before it is compared, and compares each with every proof stored before it', async () => {
    answers.set(61, { dhash: HASH_A });
    answers.set(62, { dhash: HASH_A_EDITED });
    answers.set(63, { dhash: HASH_A_LIKE });
    const scripted = scriptedReader(answers);
    const compared: { proof: string; candidates: string[] }[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let comparing!: () => void;
    const firstComparing = new Promise<void>((resolve) => (comparing = resolve));
    const comparer: ProofComparer = {
      async similar(proof, candidates) {
        compared.push({ proof: proof.sha256, candidates: candidates.map((candidate) => candidate.sha256).sort() });
        if (compared.length === 1) {
          comparing();
          await released;
        }
        return [];
      },
    };
    const pipelined = createReceiptRunner({ db: t.db, store: t.proofStore, reader: scripted.reader, comparer, clock: t.clock });
    try {
      await pay(c.member, 61);
      expect(await pipelined.runQueued()).toBe(1);
      await pay(c.member, 62);
      t.clock.advance(1_000); // taken oldest first
      await pay(c.other, 63);
      const run = pipelined.runQueued();
      await firstComparing;
      // The third proof is read while the second is compared (which waits until released). The two
      // reads start together, each once its bytes are off the disk, so either may reach the reader
      // first (a loaded machine once had 63 first): only the comparisons are in order.
      await vi.waitFor(() => expect([...scripted.reads].sort((a, b) => a - b)).toEqual([61, 62, 63]), { timeout: 5_000 });
      release();
      expect(await run).toBe(2);
      const sha = (seed: number) => sha256Of(pngBytes(200, seed));
      expect(compared).toEqual([
        { proof: sha(62), candidates: [sha(61)] },
        // Compared only once the second was stored, so with it.
        { proof: sha(63), candidates: [sha(61), sha(62)].sort() },
      ]);
    } finally {
      release();
      await pipelined.stop();
    }
  });

  it('reads the same bytes once for two payments, and tells each about the other', async () => {
    answers.set(9, { reference: 'OPAY0000112233' });
    const first = await pay(c.member, 9);
    const second = await pay(c.other, 9);
    await runner.runQueued();
    expect(reads).toEqual([9]);
    expect((await row(first)).receiptCheck?.reuse.similarImage).toEqual({ here: [second], elsewhere: 0, likeness: 'same-image' });
    expect((await row(second)).receiptCheck?.reuse.similarImage).toEqual({ here: [first], elsewhere: 0, likeness: 'same-image' });
    expect((await row(second)).receiptCheck?.reuse.sameReference).toEqual({ here: [first], elsewhere: 0, keys: ['OPAY0000112233'] });
  });

  it('finds a reference used in another group, counting it without naming it, and updates the earlier payment too', async () => {
    const d = await circle(t, '2');
    answers.set(11, { reference: 'GTB-2026-1124-777' });
    answers.set(12, { sessionId: null, reference: 'gtb 2026 1124 777' });
    const first = await pay(c.member, 11);
    await runner.runQueued();
    const firstRevision = (await row(first)).revision;
    const second = await pay(d.member, 12, {}, d.project.id);
    await runner.runQueued();
    expect((await row(second)).receiptCheck?.reuse.sameReference).toEqual({ here: [], elsewhere: 1, keys: ['GTB20261124777'] });
    expect((await row(first)).receiptCheck?.reuse.sameReference).toEqual({ here: [], elsewhere: 1, keys: ['GTB20261124777'] });
    expect((await row(first)).revision).toBeGreaterThan(firstRevision);
    expect((await pulled(c.admin.id, first))?.receiptCheck?.reuse.sameReference.elsewhere).toBe(1);
  });

  it('matches a declared reference against what another receipt shows', async () => {
    answers.set(13, { sessionId: '000013261124102233445566778899' });
    await pay(c.member, 13);
    const declared = await pay(c.other, 14, { transactionRef: '000013261124102233445566778899' });
    await runner.runQueued();
    expect((await row(declared)).receiptCheck?.reuse.sameReference.here).toHaveLength(1);
  });

  it('flags an edited screenshot as the same image, and neither another receipt of the same layout nor a different image', async () => {
    const images = new Map<number, Uint8Array>([
      [21, await receipt('₦25,000.00', 'ADAEZE OKAFOR', 'GTB20261121001')],
      [22, await receipt('₦20,000.00', 'ADAEZE OKAFOR', 'GTB20261121001')],
      [23, await drawTransferReceipt({ amount: '₦25,000.00', name: 'ADAEZE OKAFOR', reference: 'GTB20261124345', date: '24 Nov 2026, 03:17 PM' })],
    ]);
    for (const [seed, image] of images) drawnSeeds.set(sha256Of(image), seed);
    const regions = DRAWN_REGIONS;
    answers.set(21, { dhash: HASH_A, regions, reference: 'GTB20261121001', amountKobo: 2_500_000 });
    answers.set(22, { dhash: HASH_A_EDITED, regions, reference: 'GTB20261121001', amountKobo: 2_000_000 });
    // Another transfer of the same layout, the same payee and amount on another day, read with no reference: its pixels tell.
    answers.set(23, { dhash: HASH_A_LIKE, regions });
    const original = await pay(c.member, 21, {}, c.project.id, images.get(21));
    const edited = await pay(c.other, 22, {}, c.project.id, images.get(22));
    const sameLayout = await pay(c.partner, 23, {}, c.project.id, images.get(23));
    await runner.runQueued();
    expect((await row(edited)).receiptCheck?.reuse.similarImage).toEqual({ here: [original], elsewhere: 0, likeness: 'amount-differs' });
    expect((await row(original)).receiptCheck?.reuse.similarImage).toEqual({ here: [edited], elsewhere: 0, likeness: 'amount-differs' });
    expect((await row(sameLayout)).receiptCheck?.reuse.similarImage.here).toEqual([]);
    // Far in hash: never a candidate for the fine comparison (HASH_B is 256 bits from HASH_A).
    answers.set(24, { dhash: HASH_B });
    const far = await pay(c.other, 24, {}, c.project.id, pngBytes(300, 24));
    await runner.runQueued();
    expect((await row(far)).receiptCheck?.reuse.similarImage.here).toEqual([]);
  });

  it('after a bank change, judges an older receipt against the account of its day: a plain note on the reviewer’s phone, no warning', async () => {
    t.clock.set(new Date('2026-11-24T10:00:00.000Z'));
    const toOld = { accountNumber: '0123456789', accountName: 'AJO CIRCLE', paidAt: '2026-11-24T09:40:00.000Z', amountKobo: 2_500_000, status: 'successful' as const };
    answers.set(41, toOld);
    const older = await pay(c.member, 41);
    await runner.runQueued();
    t.clock.set(new Date('2026-11-28T10:00:00.000Z'));
    const moved = await c.admin.call('PATCH', `/api/projects/${c.project.id}`, { bankName: 'Zenith Bank', accountNumber: '2087654321', accountName: 'Chioma Nwosu' });
    expect(moved.status).toBe(200);
    // A receipt paid after the change to the old account is money sent to an account the purse left: a warning.
    t.clock.set(new Date('2026-11-28T11:00:00.000Z'));
    answers.set(42, { ...toOld, paidAt: '2026-11-28T10:40:00.000Z' });
    const late = await pay(c.other, 42);
    await runner.runQueued();
    // What the reviewer's phone holds after a pull: the purse with its previous account, and each payment's check.
    const pages = await pullPages(t.db, c.admin.id, 500);
    const purse = pages.flatMap((page) => page.projects).filter((p) => p.id === c.project.id).at(-1)!;
    expect(purse.previousAccounts).toEqual([{ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle', until: '2026-11-28T10:00:00.000Z' }]);
    const flagsOf = async (id: string) => {
      const payment = (await pulled(c.admin.id, id))!;
      return receiptFlags({ amountKobo: payment.amountKobo, createdAt: payment.createdAt, receiptCheck: payment.receiptCheck ?? null, purse, maxAgeDays: 14 });
    };
    expect(await flagsOf(older)).toEqual([
      { code: 'previous-account', tone: 'note', text: "Paid to the purse's previous account, GTBank 0123456789 Ajo Circle, used until 28 Nov 2026." },
    ]);
    expect((await flagsOf(late)).map((flag) => [flag.code, flag.tone])).toEqual([['previous-account', 'warning']]);
  });

  it('keeps unread jobs through a restart and finishes each once; a proof that keeps failing is stored unreadable', async () => {
    const id = await pay(c.member, 31);
    let failures = 0;
    const failing: ReceiptReader = { read: async () => ((failures += 1), Promise.reject(new Error('engine crashed'))), close: async () => {} };
    const crashing = createReceiptRunner({ db: t.db, store: t.proofStore, reader: failing, clock: t.clock });
    expect(await crashing.runQueued()).toBe(1);
    await crashing.stop();
    expect(failures).toBe(3);
    expect((await row(id)).receiptCheck?.reading.state).toBe('unreadable');

    const queued = await pay(c.other, 32);
    t.restart();
    const next = scriptedReader(new Map([[32, { amountKobo: 2_500_000 }]]));
    const restarted = createReceiptRunner({ db: t.db, store: t.proofStore, reader: next.reader, clock: t.clock });
    expect(await restarted.runQueued()).toBe(1);
    expect(await restarted.runQueued()).toBe(0);
    await restarted.stop();
    expect(next.reads).toEqual([32]);
    expect((await row(queued)).receiptCheck?.reading.amountKobo).toBe(2_500_000);
  });

  it('drops a read cut short by a shutdown, and the next process reads that proof once', async () => {
    const id = await pay(c.member, 41);
    let release: (result: ReadResult) => void = () => {};
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const hanging: ReceiptReader = {
      read: () => (started(), new Promise<ReadResult>((resolve) => (release = resolve))),
      close: async () => {},
    };
    const first = createReceiptRunner({ db: t.db, store: t.proofStore, reader: hanging, clock: t.clock });
    const run = first.runQueued();
    await reading;
    await first.stop();
    t.restart();
    const next = scriptedReader(new Map([[41, { amountKobo: 2_500_000, reference: 'SECOND' }]]));
    const second = createReceiptRunner({ db: t.db, store: t.proofStore, reader: next.reader, clock: t.clock });
    expect(await second.runQueued()).toBe(1);
    await second.stop();
    release({ reading: { state: 'read', ...NO_RECEIPT_FIELDS, amountKobo: 1 }, dhash: null, text: 'late' });
    expect(await run).toBe(0);
    expect((await row(id)).receiptCheck?.reading).toMatchObject({ amountKobo: 2_500_000, reference: 'SECOND' });
    expect(await queuedJobs()).toEqual([]);
  });
  it('never lets two server processes read one proof: a job held by one is skipped by the other until its lease ends', async () => {
    const id = await pay(c.member, 51);
    // The first process takes the job and holds its lease while it reads (here: forever, as a hung read or a dead process would).
    let release: (result: ReadResult) => void = () => {};
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const hanging: ReceiptReader = { read: () => (started(), new Promise<ReadResult>((resolve) => (release = resolve))), close: async () => {} };
    const first = createReceiptRunner({ db: t.db, store: t.proofStore, reader: hanging, clock: t.clock });
    const run = first.runQueued();
    await reading;
    // The second process finds nothing to take.
    answers.set(51, { amountKobo: 2_500_000, reference: 'SECOND' });
    expect(await runner.runQueued()).toBe(0);
    expect(reads).toEqual([]);
    // Its lease over (the first is taken for dead), the second takes it, once.
    t.clock.advance(LEASE_MS + 1);
    expect(await runner.runQueued()).toBe(1);
    expect(await runner.runQueued()).toBe(0);
    expect(reads).toEqual([51]);
    // The first's late answer finds its job done by the other: nothing is stored twice.
    release({ reading: { state: 'read', ...NO_RECEIPT_FIELDS, amountKobo: 1 }, dhash: null, text: 'late' });
    expect(await run).toBe(0);
    await first.stop();
    expect((await row(id)).receiptCheck?.reading).toMatchObject({ amountKobo: 2_500_000, reference: 'SECOND' });
  });

  it('tells the metrics how many proofs wait and for how long the oldest has', async () => {
    const age = () => read((tx) => receiptQueueAge(tx, t.clock.now()));
    expect(await age()).toEqual({ queued: 0, oldestSeconds: 0 });
    await pay(c.member, 55);
    t.clock.advance(30_000);
    await pay(c.other, 56);
    t.clock.advance(60_000);
    expect(await age()).toEqual({ queued: 2, oldestSeconds: 90 });
    await runner.runQueued();
    expect(await age()).toEqual({ queued: 0, oldestSeconds: 0 });
  });

  it('leases a taken job: the next take, even at the same moment in another process, gets the next job', async () => {
    const firstId = await pay(c.member, 52);
    t.clock.advance(1_000);
    const secondId = await pay(c.other, 53);
    t.clock.advance(1_000);
    const thirdId = await pay(c.partner, 54);
    const now = t.clock.now();
    const taken = await t.db.transaction((tx) => nextReceiptJob(tx, now));
    expect(taken?.contributionId).toBe(firstId);
    if (TEST_ENGINE === 'postgres') {
      // Two transactions at once: the first has locked the oldest free job and not committed its
      // lease; the second skips that row (SKIP LOCKED) instead of taking it too or waiting.
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let tookFirst!: (id: string | undefined) => void;
      const first = new Promise<string | undefined>((resolve) => (tookFirst = resolve));
      const open = t.db.transaction(async (tx) => {
        tookFirst((await nextReceiptJob(tx, now))?.contributionId);
        await held;
      });
      expect(await first).toBe(secondId);
      expect((await t.db.transaction((tx) => nextReceiptJob(tx, now)))?.contributionId).toBe(thirdId);
      commit();
      await open;
    } else {
      // SQLite runs one transaction at a time: the lease alone keeps the taken job from the next take.
      expect((await t.db.transaction((tx) => nextReceiptJob(tx, now)))?.contributionId).toBe(secondId);
      expect((await t.db.transaction((tx) => nextReceiptJob(tx, now)))?.contributionId).toBe(thirdId);
    }
    expect(await t.db.transaction((tx) => nextReceiptJob(tx, now))).toBeNull();
  });

  it("compares a new proof with the proofs another server process read since this one's last look", async () => {
    const images = new Map<number, Uint8Array>([
      [61, await receipt('₦25,000.00', 'ADAEZE OKAFOR', 'GTB20261121001')],
      [62, await receipt('₦20,000.00', 'ADAEZE OKAFOR', 'GTB20261121001')],
    ]);
    for (const [seed, image] of images) drawnSeeds.set(sha256Of(image), seed);
    const regions = DRAWN_REGIONS;
    answers.set(60, { dhash: HASH_B });
    answers.set(61, { dhash: HASH_A, regions, reference: 'GTB20261121001', amountKobo: 2_500_000 });
    answers.set(62, { dhash: HASH_A_EDITED, regions, reference: 'GTB20261121002', amountKobo: 2_000_000 });
    // This process has looked at the server's hashes once (its first job).
    await pay(c.partner, 60);
    expect(await runner.runQueued()).toBe(1);
    // Another process reads the original meanwhile.
    const original = await pay(c.member, 61, {}, c.project.id, images.get(61));
    const elsewhere = createReceiptRunner({ db: t.db, store: t.proofStore, reader: scriptedReader(answers).reader, clock: t.clock });
    expect(await elsewhere.runQueued()).toBe(1);
    await elsewhere.stop();
    // This one reads the edited copy and finds the original.
    t.clock.advance(5_000);
    const edited = await pay(c.other, 62, {}, c.project.id, images.get(62));
    expect(await runner.runQueued()).toBe(1);
    expect((await row(edited)).receiptCheck?.reuse.similarImage).toEqual({ here: [original], elsewhere: 0, likeness: 'amount-differs' });
  });
});
