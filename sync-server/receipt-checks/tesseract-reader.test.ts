/**
 * The tesseract reader stopped while it reads (a server shut down as a proof is read): the read
 * in flight ends, with its reading or with an error its caller catches, never an error nobody
 * awaits (which would end the process); and a read asked after the stop is refused plainly.
 */
import { afterEach, expect, it } from 'vitest';
import { drawReceipt } from '../receipts/receipt-image-fixture';
import { OCR_IDLE_MS } from './reader';
import { tesseractReader } from './tesseract-reader';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
process.on('unhandledRejection', onUnhandled);
afterEach(() => {
  unhandled.length = 0;
});

it('ends a read in flight when stopped mid-read, and leaves no rejection unhandled', async () => {
  const receipt = await drawReceipt([{ text: 'Transfer Successful', size: 28, bold: true }, { text: '₦5,000.00', size: 44, bold: true }, { text: 'Session ID    100004261121094005123456789012' }]);
  for (const delayMs of [0, 50, 400, 1_200]) {
    const reader = tesseractReader();
    const read = reader.read(receipt, new Date()).then(
      (result) => ({ ok: true as const, result }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await reader.close();
    const outcome = await read;
    if (outcome.ok) expect(outcome.result.reading).toBeDefined();
    await expect(reader.read(receipt, new Date())).rejects.toThrow('the receipt reader is stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(unhandled).toEqual([]);
  }
}, 60_000);

it('ends a read still in flight when the wait for it is over, with an error its caller catches', async () => {
  const receipt = await drawReceipt([{ text: 'Transfer Successful', size: 28, bold: true }, { text: '₦5,000.00', size: 44, bold: true }]);
  for (const delayMs of [0, 200]) {
    const reader = tesseractReader(OCR_IDLE_MS, 0);
    const read = reader.read(receipt, new Date()).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await reader.close();
    expect(String(await read)).toContain('the receipt reader is stopped');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);
  }
}, 60_000);
