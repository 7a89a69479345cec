/**
 * The amount of a receipt a member is about to submit (issue 27 §1), through the real route: the
 * real tesseract reader on a drawn receipt, only the uploader may ask, at most 20 reads an hour,
 * nothing proposed from a failed transfer, and the reading is not stored (the proof's own check
 * after the submit still reads and compares it).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS, type ReceiptReading } from '../../shared/receipt-reading';
import { MESSAGES } from '../../shared/errors';
import { LIMITS } from '../auth/rate-limit';
import { circle, pngBytes, readDb, sha256Of, type Circle } from '../contributions/test-fixtures';
import { proofReadings } from '../db/schema';
import { drawReceipt } from '../receipts/receipt-image-fixture';
import { testApp, type TestApp } from '../testing/test-app';
import type { ReceiptReader } from './reader';
import { createReceiptRunner, type ReceiptRunner } from './runner';
import { tesseractReader } from './tesseract-reader';

let t: TestApp;
let c: Circle;
let runner: ReceiptRunner;
/** What the scripted reader answers next (null: the real tesseract reader reads). */
let scripted: Partial<ReceiptReading> | null;
let reads: number;

beforeEach(async () => {
  scripted = null;
  reads = 0;
  const real = tesseractReader();
  const reader: ReceiptReader = {
    async read(bytes, now) {
      reads += 1;
      return scripted ? { reading: { state: 'read', ...NO_RECEIPT_FIELDS, ...scripted }, dhash: null, text: '' } : real.read(bytes, now);
    },
    close: () => real.close(),
  };
  // The app needs the runner, the runner the app's database: the app gets one that asks the runner made next.
  const late: ReceiptRunner = {
    readStored: (sha) => runner.readStored(sha),
    runQueued: () => runner.runQueued(),
    kick: () => runner?.kick(),
    start: (ms) => runner.start(ms),
    stop: () => runner.stop(),
  };
  t = testApp({ receipts: late });
  runner = createReceiptRunner({ db: t.db, store: t.proofStore, reader, clock: t.clock });
  c = await circle(t);
});
afterEach(async () => {
  await runner.stop();
  t.close();
});

async function upload(who: Circle['member'], bytes: Uint8Array): Promise<string> {
  const sha = sha256Of(bytes);
  const put = await who.send('PUT', `/api/proofs/${sha}`, new Uint8Array(bytes));
  expect(put.status).toBe(201);
  return sha;
}

describe('POST /api/proofs/:sha256/amount', () => {
  it('reads the amount of a drawn receipt with tesseract, and stores no reading', async () => {
    const receipt = await drawReceipt([
      { text: 'Transfer Successful', size: 28, bold: true },
      { text: '₦15,000.00', size: 44, bold: true },
      { text: 'Dec 6th, 2026 09:40:05' },
      { text: 'Recipient Details', bold: true },
      { text: 'AJO CIRCLE' },
      { text: 'GTBank | 0123456789' },
    ]);
    const sha = await upload(c.member, receipt);
    const answer = await c.member.call('POST', `/api/proofs/${sha}/amount`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ amount: '15000.00' });
    expect(await readDb(t, (tx) => tx.select().from(proofReadings))).toEqual([]);
  }, 30_000);

  it('answers someone else’s proof as one never uploaded, and a bad hash as a bad field', async () => {
    const sha = await upload(c.member, pngBytes(64, 7));
    scripted = { amountKobo: 500_000, status: 'successful' };
    for (const other of [c.other, c.admin]) {
      const answer = await other.call('POST', `/api/proofs/${sha}/amount`);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ code: 'proof-not-found', message: MESSAGES.proofNotFound });
    }
    const bad = await c.member.call('POST', '/api/proofs/not-a-hash/amount');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 'invalid-field', field: 'sha256' });
    t.setCookie('');
    expect((await t.call('POST', `/api/proofs/${sha}/amount`)).status).toBe(401);
    expect(reads).toBe(0);
  });

  it('proposes nothing from a failed transfer or a receipt with no amount', async () => {
    const sha = await upload(c.member, pngBytes(64, 8));
    scripted = { amountKobo: 500_000, status: 'failed' };
    expect((await c.member.call('POST', `/api/proofs/${sha}/amount`)).json).toEqual({ amount: null });
    scripted = { amountKobo: null, status: 'successful' };
    expect((await c.member.call('POST', `/api/proofs/${sha}/amount`)).json).toEqual({ amount: null });
    scripted = { amountKobo: 500_050, status: 'pending' };
    expect((await c.member.call('POST', `/api/proofs/${sha}/amount`)).json).toEqual({ amount: '5000.50' });
  });

  it(`reads at most ${LIMITS.receiptReadsPerUser.max} receipts an hour for one member, then says to type the amount`, async () => {
    const sha = await upload(c.member, pngBytes(64, 9));
    scripted = { amountKobo: 500_000, status: 'successful' };
    for (let i = 0; i < LIMITS.receiptReadsPerUser.max; i += 1) expect((await c.member.call('POST', `/api/proofs/${sha}/amount`)).status).toBe(200);
    const refused = await c.member.call('POST', `/api/proofs/${sha}/amount`);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'receipt-reads-limited', message: MESSAGES.receiptReadsLimited });
    expect(reads).toBe(LIMITS.receiptReadsPerUser.max);
    // Another member's reads are their own.
    const theirs = await upload(c.other, pngBytes(64, 10));
    expect((await c.other.call('POST', `/api/proofs/${theirs}/amount`)).status).toBe(200);
    // An hour later the member may ask again.
    t.clock.advance(LIMITS.receiptReadsPerUser.windowMs + 1000);
    expect((await c.member.call('POST', `/api/proofs/${sha}/amount`)).status).toBe(200);
  });
});
