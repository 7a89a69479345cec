/**
 * A real proof through the queue to its flags (issue 13 "Server" tests): a member submits a
 * receipt image, the queue reads it with the real tesseract reader, and the admin's listing
 * carries what it read, from which the flags follow; the member's own listing carries nothing.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { receiptFlags } from '../../shared/receipt-flags';
import { circle, dataUrl, submitDialog, type Circle } from '../contributions/test-fixtures';
import { drawReceipt } from '../receipts/receipt-image-fixture';
import { testApp, type TestApp } from '../testing/test-app';
import { createReceiptRunner, type ReceiptRunner } from './runner';
import { tesseractReader } from './tesseract-reader';

let t: TestApp;
let c: Circle;
let runner: ReceiptRunner;
beforeEach(async () => {
  t = testApp();
  c = await circle(t);
  runner = createReceiptRunner({ db: t.db, store: t.proofStore, reader: tesseractReader(), clock: t.clock });
});
afterEach(async () => {
  await runner.stop();
  t.close();
});

it('reads a submitted receipt with tesseract and flags what does not fit: the amount, the account, the status', async () => {
  // The purse's account is GTBank 0123456789 'Ajo Circle'; this receipt paid ₦20,000 elsewhere, still pending.
  const receipt = await drawReceipt([
    { text: 'Transfer Pending', size: 28, bold: true },
    { text: '₦20,000.00', size: 44, bold: true },
    { text: 'Nov 21st, 2026 09:40:05' },
    { text: 'Recipient Details', bold: true },
    { text: 'EMEKA OBI' },
    { text: 'Access Bank | 0691234567' },
    { text: 'Session ID    100004261121094005123456789012' },
  ]);
  const submitted = await submitDialog(c.member, { amount: 25_000, projectId: c.project.id, proofOfPayment: dataUrl(receipt) });
  expect(submitted.status).toBe(201);
  expect(await runner.runQueued()).toBe(1);

  const listed = (await c.admin.call('GET', '/api/contributions/admin')).json.find((item: { id: string }) => item.id === submitted.json.id);
  expect(listed.receiptCheck.reading).toMatchObject({ state: 'read', amountKobo: 2_000_000, accountNumber: '0691234567', status: 'pending', sessionId: '100004261121094005123456789012' });
  const flags = receiptFlags({
    amountKobo: 2_500_000,
    createdAt: listed.createdAt,
    receiptCheck: listed.receiptCheck,
    purse: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle', createdAt: listed.createdAt },
    maxAgeDays: 14,
  }).map((flag) => flag.code);
  expect(flags).toEqual(expect.arrayContaining(['amount-differs', 'account-number-differs', 'account-name-differs', 'not-successful']));
  const own = (await c.member.call('GET', `/api/contributions/user/${c.member.id}`)).json.find((item: { id: string }) => item.id === submitted.json.id);
  expect(own.receiptCheck).toBeNull();
}, 30_000);
